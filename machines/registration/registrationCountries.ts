import { normaliseCountryCode } from './registrationBody'

/** The spec's sign-up country when the visitor's own cannot be offered. */
export const DEFAULT_SIGNUP_COUNTRY = 'FI'

/**
 * What decides where sign-up is open: the countries with their flags (`active`: registration open
 * to residents; `allowed`: false for a restricted country, RESTRICTED_COUNTRIES included) and the
 * market's removals.
 */
export interface CountryRules {
  countries: readonly { code: string; active: boolean; allowed: boolean }[]
  market: { removeCountryFromRegistration: readonly string[] }
}

/** A restricted country, or one the market removed from registration, is never offered. */
const isListed = (rules: CountryRules, country: CountryRules['countries'][number]) =>
  country.allowed && !rules.market.removeCountryFromRegistration.includes(country.code)

/**
 * Sign-up is open to residents of an active, unrestricted country the market has not removed from
 * registration (DECISIONS.md 9). The code is compared as the platform stores it, upper case.
 */
export function isCountryOpen(rules: CountryRules, code: string): boolean {
  const normalised = normaliseCountryCode(code)
  const country = rules.countries.find((candidate) => candidate.code === normalised)
  return country !== undefined && country.active && isListed(rules, country)
}

/**
 * The countries the Details form lists: all but restricted ones and the market's removed ones
 * (spec 000 §9). Inactive ones stay listed, and choosing one leads to Unsupported, which tells the
 * player why; a restricted country is not offered at all, as the platform refuses its residents.
 */
export function offeredCountries(rules: CountryRules): string[] {
  return rules.countries.filter((country) => isListed(rules, country)).map((country) => country.code)
}

/** The country the Details form starts with: the visitor's own when sign-up is open to it. */
export function defaultCountry(rules: CountryRules, visitorCountry: string | undefined): string {
  return visitorCountry && isCountryOpen(rules, visitorCountry) ? normaliseCountryCode(visitorCountry) : DEFAULT_SIGNUP_COUNTRY
}
