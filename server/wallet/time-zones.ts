/**
 * The time zone a player's calendar runs in, from their country: where their "today" (daily
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
