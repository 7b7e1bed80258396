import type { Schemas } from '../shared/contract'
import type { RegistrationProfileRequest, RegistrationRequest } from './registration.types'

type LanguageCode = Schemas['LanguageCode']

/** What the Details form collects. */
export interface DetailsForm {
  email: string
  password: string
  phonePrefix: string
  phoneBody: string
  countryCode: string
  termsAndConditions: boolean
  cookiePolicyAccepted: boolean
  marketingOptIn: boolean
}

/** What the ContactInfo form collects; the date of birth as the player typed its parts. */
export interface ProfileForm {
  firstName: string
  lastName: string
  dateOfBirth: { year: number; month: number; day: number }
  postalCode: string
}

/**
 * Catalog codes that are not player languages travel as the language they are a variety of
 * (spec: `inen` is sent as `en`; DECISIONS.md 1 and 3 for the others).
 */
const languageByCatalog: Record<string, LanguageCode> = {
  en: 'en', inen: 'en', ca: 'en', nz: 'en',
  fi: 'fi', no: 'no', de: 'de', fr: 'fr', caf: 'fr',
  cl: 'es', pe: 'es', pt: 'pt', br: 'pt',
  ja: 'ja', tl: 'tl', tr: 'tr', pl: 'pl',
}

export function languageCodeFor(catalog: string): LanguageCode {
  return languageByCatalog[catalog] ?? 'en'
}

export const normaliseCountryCode = (code: string) => code.trim().toUpperCase()

/** The national number as digits only, without the trunk 0 players type before it (040 → 40). */
export const normalisePhoneBody = (body: string) => body.replace(/\D/g, '').replace(/^0+/, '')

/** `+358` whether typed as `358`, `+358` or with the international access code `00358`. */
export const normalisePhonePrefix = (prefix: string) => `+${prefix.replace(/\D/g, '').replace(/^00/, '')}`

const pad = (value: number, width: number) => String(value).padStart(width, '0')

/** yyyy-MM-dd, as the platform expects it. */
export function formatDateOfBirth({ year, month, day }: ProfileForm['dateOfBirth']): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`
}

export function registrationRequest(details: DetailsForm, catalog: string, termsVersion: string): RegistrationRequest {
  return {
    email: details.email.trim(),
    password: details.password,
    phonePrefix: normalisePhonePrefix(details.phonePrefix),
    phoneBody: normalisePhoneBody(details.phoneBody),
    countryCode: normaliseCountryCode(details.countryCode),
    languageCode: languageCodeFor(catalog),
    termsAndConditions: details.termsAndConditions,
    cookiePolicyAccepted: details.cookiePolicyAccepted,
    marketingOptIn: details.marketingOptIn,
    allConditions: details.termsAndConditions && details.cookiePolicyAccepted && details.marketingOptIn,
    termsAndConditionsAcceptedVersion: termsVersion,
  }
}

export function profileRequest(
  playerId: string,
  details: DetailsForm,
  profile: ProfileForm,
  catalog: string,
): RegistrationProfileRequest {
  const postalCode = profile.postalCode.trim()
  return {
    playerId,
    firstName: profile.firstName.trim(),
    lastName: profile.lastName.trim(),
    email: details.email.trim(),
    phonePrefix: normalisePhonePrefix(details.phonePrefix),
    phoneBody: normalisePhoneBody(details.phoneBody),
    dateOfBirth: formatDateOfBirth(profile.dateOfBirth),
    // Sent only when present (spec 001 §5).
    ...(postalCode ? { postalCode } : {}),
    countryCode: normaliseCountryCode(details.countryCode),
    languageCode: languageCodeFor(catalog),
  }
}
