/**
 * When a live table's rounds happen, as a pure function of the clock: a table deals one round
 * after another — betting window, then the wheel spins with bets closed, then the result shows —
 * from a fixed origin, so every instance of the platform agrees on the round in play without
 * talking to the others. A table may keep opening hours (UTC minutes of the day).
 */

export interface TableSchedule {
  /** The table's round 0 opened at this instant (ms since the epoch); tables are staggered. */
  originMs: number
  bettingMs: number
  spinningMs: number
  resultMs: number
  /** Minutes of the UTC day the table deals from and until; equal values mean always open. */
  openFromMinute: number
  openToMinute: number
}

/** A `live_tables` row's schedule columns, as the table and the catalogue's queries read them. */
export interface ScheduleColumns {
  origin: Date | string
  betting_ms: number
  spinning_ms: number
  result_ms: number
  open_from_minute: number
  open_to_minute: number
}

/** The schedule a `live_tables` row keeps. */
export const scheduleOf = (t: ScheduleColumns): TableSchedule => ({
  originMs: new Date(t.origin).getTime(),
  bettingMs: t.betting_ms,
  spinningMs: t.spinning_ms,
  resultMs: t.result_ms,
  openFromMinute: t.open_from_minute,
  openToMinute: t.open_to_minute,
})

export type TablePhase = 'betting' | 'spinning' | 'result' | 'closed'

export interface RoundTimes {
  roundNo: number
  opensAt: number
  /** Bets are refused from this instant. */
  closesAt: number
  /** The result is known and shown from this instant. */
  resultAt: number
  endsAt: number
}

export const periodMs = (s: TableSchedule) => s.bettingMs + s.spinningMs + s.resultMs

export function roundTimes(s: TableSchedule, roundNo: number): RoundTimes {
  const opensAt = s.originMs + roundNo * periodMs(s)
  const closesAt = opensAt + s.bettingMs
  const resultAt = closesAt + s.spinningMs
  return { roundNo, opensAt, closesAt, resultAt, endsAt: resultAt + s.resultMs }
}

/** The round whose period contains `nowMs`. */
export function roundAt(s: TableSchedule, nowMs: number): RoundTimes {
  return roundTimes(s, Math.floor((nowMs - s.originMs) / periodMs(s)))
}

export function isOpen(s: TableSchedule, nowMs: number): boolean {
  if (s.openFromMinute === s.openToMinute) return true
  const minute = Math.floor((((nowMs % 86_400_000) + 86_400_000) % 86_400_000) / 60_000)
  return s.openFromMinute < s.openToMinute
    ? minute >= s.openFromMinute && minute < s.openToMinute
    : minute >= s.openFromMinute || minute < s.openToMinute
}

const DAY_MS = 86_400_000

/** The first instant at or after `ms` at which the UTC day's minute `minute` begins. */
function nextMinuteOfDay(ms: number, minute: number): number {
  const at = Math.floor(ms / DAY_MS) * DAY_MS + minute * 60_000
  return at >= ms ? at : at + DAY_MS
}

/** Days ahead nextOpening looks for a round that opens within the hours, before it gives up. */
const OPENING_SEARCH_DAYS = 400

/**
 * When a table that is closed at `nowMs` deals again: the instant its first round within the
 * opening hours opens (the round at or after the opening minute, so a few seconds past it — from
 * then on phaseAt is no longer 'closed'). Null while the table deals, which a table whose hours
 * are equal always does, and for hours too short for any round to open within them.
 *
 * @example nextOpening({ ...table, openFromMinute: 18 * 60, openToMinute: 2 * 60 }, Date.UTC(2026, 0, 1, 12)) // the first round from 18:00 UTC
 */
export function nextOpening(s: TableSchedule, nowMs: number): number | null {
  const { phase, round } = phaseAt(s, nowMs)
  if (phase !== 'closed') return null
  const period = periodMs(s)
  // The rounds after the one in play, a window of opening hours at a time.
  let opensAt = round.endsAt
  for (let day = 0; day <= OPENING_SEARCH_DAYS; day++) {
    if (isOpen(s, opensAt)) return opensAt
    const windowStart = nextMinuteOfDay(opensAt, s.openFromMinute)
    opensAt = s.originMs + Math.ceil((windowStart - s.originMs) / period) * period
  }
  return null
}

export function phaseAt(s: TableSchedule, nowMs: number): { phase: TablePhase; round: RoundTimes } {
  const round = roundAt(s, nowMs)
  // A round that opened while the table was open is dealt to its end, even past closing time.
  if (!isOpen(s, round.opensAt)) return { phase: 'closed', round }
  const phase = nowMs < round.closesAt ? 'betting' : nowMs < round.resultAt ? 'spinning' : 'result'
  return { phase, round }
}
