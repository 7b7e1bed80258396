/**
 * One table for the platform and the site (server/ imports it): the time zone a player's calendar runs in, from their country: where their "today" (daily
 * limits, the withdrawal day, history filters by date and hour) begins and ends. Countries with
 * several zones use the capital's.
 */
export const timeZoneByCountry: Record<string, string> = {
  AT: 'Europe/Vienna',
  BM: 'Atlantic/Bermuda',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CL: 'America/Santiago',
  DE: 'Europe/Berlin',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  IN: 'Asia/Kolkata',
  JP: 'Asia/Tokyo',
  NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo',
  NZ: 'Pacific/Auckland',
  PE: 'America/Lima',
  PH: 'Asia/Manila',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
  SE: 'Europe/Stockholm',
  TR: 'Europe/Istanbul',
  US: 'America/New_York',
  ZA: 'Africa/Johannesburg',
}

export const timeZoneOf = (countryCode: string): string => timeZoneByCountry[countryCode] ?? 'UTC'

/** The calendar date and time of `iso` in `timeZone`, two digits each but the year. */
function partsIn(iso: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(iso))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return { day: part('day'), month: part('month'), year: part('year'), hour: part('hour'), minute: part('minute') }
}

/**
 * dd/MM/yyyy, the spec's date display, on the player's calendar rather than the browser's: a daily
 * limit resets at midnight where the player lives, whatever zone the device is set to.
 *
 * @example displayDateIn('2026-11-28T23:00:00Z', 'Europe/Oslo') // '29/11/2026' (a UTC browser would say 28/11)
 */
export function displayDateIn(iso: string, timeZone: string): string {
  const { day, month, year } = partsIn(iso, timeZone)
  return `${day}/${month}/${year}`
}

/** dd/MM/yyyy HH:mm on the player's calendar: when a pending limit change applies. */
export function displayDateTimeIn(iso: string, timeZone: string): string {
  const { day, month, year, hour, minute } = partsIn(iso, timeZone)
  return `${day}/${month}/${year} ${hour}:${minute}`
}

/**
 * A time of day as the page's language writes it (18:00, 18.00, 6:00 p.m.) in `timeZone`. The
 * site's English is British ('cancelled', 'favourite'): its clock is the 24-hour one, where Intl's
 * plain `en` would write 6:00 PM.
 *
 * @example formatClockTime('2026-11-28T17:00:18Z', 'fi', 'Europe/Helsinki') // '19.00'
 */
export function formatClockTime(iso: string, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { timeStyle: 'short', timeZone }).format(new Date(iso))
}
