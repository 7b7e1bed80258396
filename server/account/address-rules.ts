/**
 * Postal address rules per country (POST /player/address). The spec shows no field rules
 * (001 §3 "Password, phone and address field rules: not shown"), so each country's postal code
 * follows its postal service's published format, one entry per country: data, not a switch. A
 * country without an entry gets the sign-up's loose rule (identity/rules.ts). Canadian addresses
 * also carry a province (spec 000 §3 "Canadian provinces use two-letter codes"), and the first
 * letter of a Canadian postal code names its province or territory, so the two must agree.
 */

interface PostalFormat {
  pattern: RegExp
  /** The form the platform stores (`a1a1a1` → `A1A 1A1`). */
  normalise: (value: string) => string
}

const asIs = (value: string) => value
const upper = (value: string) => value.toUpperCase()
/** Inserts `separator` before the last `tail` characters once any separator has been removed. */
const joined = (tail: number, separator: string) => (value: string) => {
  const bare = value.toUpperCase().replace(/[\s-]/g, '')
  return `${bare.slice(0, -tail)}${separator}${bare.slice(-tail)}`
}

export const POSTAL_FORMATS: Readonly<Record<string, PostalFormat>> = {
  AT: { pattern: /^\d{4}$/, normalise: asIs },
  BM: { pattern: /^[A-Z]{2} ?(\d{2}|[A-Z]{2})$/i, normalise: joined(2, ' ') },
  BR: { pattern: /^\d{5}-?\d{3}$/, normalise: joined(3, '-') },
  // Letters D, F, I, O, Q, U never appear; W and Z never first.
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i, normalise: joined(3, ' ') },
  CL: { pattern: /^\d{7}$/, normalise: asIs },
  DE: { pattern: /^\d{5}$/, normalise: asIs },
  FI: { pattern: /^\d{5}$/, normalise: asIs },
  FR: { pattern: /^\d{5}$/, normalise: asIs },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, normalise: joined(3, ' ') },
  IN: { pattern: /^[1-9]\d{2} ?\d{3}$/, normalise: joined(6, '') },
  JP: { pattern: /^\d{3}-?\d{4}$/, normalise: joined(4, '-') },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/i, normalise: joined(2, ' ') },
  NO: { pattern: /^\d{4}$/, normalise: asIs },
  NZ: { pattern: /^\d{4}$/, normalise: asIs },
  PE: { pattern: /^\d{5}$/, normalise: asIs },
  PH: { pattern: /^\d{4}$/, normalise: asIs },
  PL: { pattern: /^\d{2}-?\d{3}$/, normalise: joined(3, '-') },
  PT: { pattern: /^\d{4}-?\d{3}$/, normalise: joined(3, '-') },
  SE: { pattern: /^\d{3} ?\d{2}$/, normalise: joined(2, ' ') },
  TR: { pattern: /^\d{5}$/, normalise: asIs },
  US: { pattern: /^\d{5}(-\d{4})?$/, normalise: asIs },
  ZA: { pattern: /^\d{4}$/, normalise: asIs },
}

const loose: PostalFormat = { pattern: /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, normalise: upper }

export const postalFormatOf = (country: string): PostalFormat => POSTAL_FORMATS[country] ?? loose

/** Canada's provinces and territories with the first letters of their postal codes. */
export const CANADIAN_PROVINCES: Readonly<Record<string, string>> = {
  AB: 'T', BC: 'V', MB: 'R', NB: 'E', NL: 'A', NS: 'B', NT: 'X', NU: 'X', ON: 'KLMNP', PE: 'C', QC: 'GHJ', SK: 'S', YT: 'Y',
}

/** Countries whose addresses carry a province. */
export const PROVINCE_COUNTRIES = new Set(['CA'])
