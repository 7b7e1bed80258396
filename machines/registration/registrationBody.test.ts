import { describe, expect, it } from 'vitest'
import { formatDateOfBirth, languageCodeFor, normalisePhoneBody, normalisePhonePrefix, profileRequest, registrationRequest } from './registrationBody'
import { details, profile } from './registration.fixtures'

describe('registration bodies (DECISIONS.md 10, spec 001 §5)', () => {
  it.each([
    ['inen', 'en'], ['ca', 'en'], ['nz', 'en'], ['caf', 'fr'], ['cl', 'es'], ['pe', 'es'], ['br', 'pt'], ['fi', 'fi'], ['no', 'no'],
  ])('sends the catalog %s as the language %s', (catalog, language) => {
    expect(languageCodeFor(catalog)).toBe(language)
  })

  it('joins nothing itself: the phone travels as prefix and national number, without spaces or trunk 0', () => {
    expect(normalisePhoneBody('040 123-4567')).toBe('401234567')
    expect(normalisePhonePrefix('00358')).toBe('+358')
    expect(normalisePhonePrefix('+64')).toBe('+64')
  })

  it('writes the date of birth as yyyy-MM-dd', () => {
    expect(formatDateOfBirth({ year: 1990, month: 4, day: 7 })).toBe('1990-04-07')
  })

  it('sets allConditions only when every box is ticked, and normalises the country', () => {
    expect(registrationRequest(details, 'fi', '2')).toMatchObject({ countryCode: 'FI', allConditions: false, termsAndConditionsAcceptedVersion: '2' })
    expect(registrationRequest({ ...details, marketingOptIn: true }, 'fi', '2').allConditions).toBe(true)
  })

  it('sends the postal code only when the player gave one', () => {
    expect(profileRequest('p-1', details, profile, 'fi')).not.toHaveProperty('postalCode')
    expect(profileRequest('p-1', details, { ...profile, postalCode: ' 00100 ' }, 'fi')).toMatchObject({ postalCode: '00100' })
  })
})
