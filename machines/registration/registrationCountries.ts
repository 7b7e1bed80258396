import { normaliseCountryCode } from './registrationBody'

/** The spec's sign-up country when the visitor's own cannot be offered. */
export const DEFAULT_SIGNUP_COUNTRY = 'FI'

/** What decides where sign-up is open: the countries with their flag and the market's removals. */
export interface CountryRules {
  countries: readonly { code: string; active: boolean }[]
  market: { removeCountryFromRegistration: readonly string[] }
}

/**
 * Sign-up is open to residents of an active country the market has not removed from registration
 * (DECISIONS.md 9). The code is compared as the platform stores it, upper case.
 */
export function isCountryOpen(rules: CountryRules, code: string): boolean {
  const normalised = normaliseCountryCode(code)
  const country = rules.countries.find((candidate) => candidate.code === normalised)
  return country !== undefined && country.active && !rules.market.removeCountryFromRegistration.includes(normalised)
}

/**
 * The countries the Details form lists: all but the market's removed ones (spec 000 §9). Inactive
 * ones stay listed, and choosing one leads to Unsupported, which tells the player why.
 */
export function offeredCountries(rules: CountryRules): string[] {
  return rules.countries.map((country) => country.code).filter((code) => !rules.market.removeCountryFromRegistration.includes(code))
}

/** The country the Details form starts with: the visitor's own when sign-up is open to it. */
export function defaultCountry(rules: CountryRules, visitorCountry: string | undefined): string {
  return visitorCountry && isCountryOpen(rules, visitorCountry) ? normaliseCountryCode(visitorCountry) : DEFAULT_SIGNUP_COUNTRY
}
