/**
 * Business hours (spec 000 §9): open when the time in the country's time zone is between the start
 * and end hour and minute and the weekday check passes. The live chat's hours per market are a
 * client constant like the spec's other business constants.
 */
import type { components } from '../../../openapi/dist/schema'

/** A time of day, 24-hour. */
export interface TimeOfDay {
  hour: number
  minute: number
}

export interface BusinessHours {
  /** The IANA time zone of the market's country. */
  timeZone: string
  /** ISO weekdays the hours apply on: 1 is Monday, 7 Sunday. */
  weekdays: readonly number[]
  /** Opening time, included. */
  start: TimeOfDay
  /** Closing time, excluded; later than the start (hours do not run past midnight). */
  end: TimeOfDay
}

const weekdayNumbers: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 }

/** The weekday and the minute of the day at `now` in `timeZone`. */
export function localTime(now: Date, timeZone: string): { weekday: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return { weekday: weekdayNumbers[part('weekday')] ?? 0, minutes: Number(part('hour')) * 60 + Number(part('minute')) }
}

const minutesOf = ({ hour, minute }: TimeOfDay) => hour * 60 + minute

/**
 * Whether the hours are open at `now`.
 *
 * @example isOpen({ timeZone: 'Europe/Helsinki', weekdays: [1, 2, 3, 4, 5], start: { hour: 9, minute: 0 }, end: { hour: 17, minute: 30 } }, new Date('2026-11-27T10:00:00Z')) // true: Friday 12:00 in Helsinki
 */
export function isOpen(hours: BusinessHours, now: Date): boolean {
  const { weekday, minutes } = localTime(now, hours.timeZone)
  return hours.weekdays.includes(weekday) && minutes >= minutesOf(hours.start) && minutes < minutesOf(hours.end)
}

type MarketCode = components['schemas']['MarketCode']

/** The time zone of each market's country; the global market keeps UTC. */
const marketTimeZones: Record<MarketCode, string> = {
  UN: 'UTC',
  BR: 'America/Sao_Paulo',
  TR: 'Europe/Istanbul',
  LL: 'Europe/Amsterdam',
  CA: 'America/Toronto',
  JP: 'Asia/Tokyo',
  JJ: 'Europe/Berlin',
  NZ: 'Pacific/Auckland',
  GG: 'Europe/London',
  IN: 'Asia/Kolkata',
  PH: 'Asia/Manila',
  PT: 'Europe/Lisbon',
  AT: 'Europe/Vienna',
  CL: 'America/Santiago',
  FI: 'Europe/Helsinki',
  NO: 'Europe/Oslo',
  PP: 'Europe/Stockholm',
}

/** The live chat's hours in a market: every day from 09:00 to 23:00 in the market's country. */
export function liveChatHours(market: MarketCode): BusinessHours {
  return { timeZone: marketTimeZones[market], weekdays: [1, 2, 3, 4, 5, 6, 7], start: { hour: 9, minute: 0 }, end: { hour: 23, minute: 0 } }
}
