import { describe, expect, it } from 'vitest'
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import fc from 'fast-check'
import { bundleOpenApi } from '../../openapi/bundle'
import { formatDateOfBirth, languageCodeFor, normalisePhoneBody, normalisePhonePrefix, profileRequest, registrationRequest } from './registrationBody'
import { details, profile } from './registration.fixtures'

describe('registration bodies (DECISIONS.md 10, spec 001 §5)', () => {
  it.each([
    ['en', 'en'], ['inen', 'en'], ['ca', 'en'], ['nz', 'en'], ['fi', 'fi'], ['no', 'no'], ['de', 'de'], ['fr', 'fr'], ['caf', 'fr'],
    ['cl', 'es'], ['pe', 'es'], ['pt', 'pt'], ['br', 'pt'], ['ja', 'ja'], ['tl', 'tl'], ['tr', 'tr'], ['pl', 'pl'], ['a catalog with no language', 'en'],
  ])('sends the catalog %s as the language %s', (catalog, language) => {
    expect(languageCodeFor(catalog)).toBe(language)
  })

  it('joins nothing itself: the phone travels as prefix and national number, without spaces or trunk 0', () => {
    expect(normalisePhoneBody('040 123-4567')).toBe('401234567')
    expect(normalisePhoneBody('0040 123')).toBe('40123')
    expect(normalisePhonePrefix('00358')).toBe('+358')
    expect(normalisePhonePrefix('+64')).toBe('+64')
    expect(normalisePhonePrefix('+500')).toBe('+500')
  })

  it('writes the date of birth as yyyy-MM-dd', () => {
    expect(formatDateOfBirth({ year: 1990, month: 4, day: 7 })).toBe('1990-04-07')
  })

  it('sets allConditions only when every box is ticked, and normalises the country', () => {
    expect(registrationRequest(details, 'fi', '2')).toMatchObject({ countryCode: 'FI', allConditions: false, termsAndConditionsAcceptedVersion: '2' })
    expect(registrationRequest({ ...details, marketingOptIn: true }, 'fi', '2').allConditions).toBe(true)
  })

  it('sends the names as on the ID, without the spaces around them', () => {
    expect(profileRequest('p-1', details, { ...profile, firstName: ' Maija ', lastName: ' Meikäläinen\t' }, 'fi')).toMatchObject({ firstName: 'Maija', lastName: 'Meikäläinen' })
  })

  it('sends the postal code only when the player gave one', () => {
    expect(profileRequest('p-1', details, profile, 'fi')).not.toHaveProperty('postalCode')
    expect(profileRequest('p-1', details, { ...profile, postalCode: ' 00100 ' }, 'fi')).toMatchObject({ postalCode: '00100' })
  })
})

describe('registration bodies, for any valid form', () => {
  const doc = bundleOpenApi()
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema({ ...doc, $id: 'https://croupier.local/openapi.json' })
  const accepts = (schema: string) => ajv.getSchema(`https://croupier.local/openapi.json#/components/schemas/${schema}`)!

  const blank = fc.constantFrom('', ' ', '  ', '\t')
  const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`))
  /** A dialling code as players type it: 358, +358, 00358, with spaces. */
  const prefix = fc.tuple(fc.stringMatching(/^[1-9][0-9]{0,3}$/), fc.constantFrom('', '+', '00', '+ ', '00 '), blank)
  /** A national number with separators and a trunk 0. */
  const body = fc.tuple(fc.stringMatching(/^[1-9][0-9]{3,13}$/), fc.constantFrom('', '0'), fc.constantFrom(' ', '-', '')).map(([number, trunk, separator]) =>
    `${trunk}${number.slice(0, 2)}${separator}${number.slice(2)}`,
  )
  const detailsForm = fc.record({
    email: fc.tuple(blank, fc.emailAddress(), blank).map(([a, email, b]) => `${a}${email}${b}`),
    password: fc.string({ minLength: 8, maxLength: 128 }),
    phonePrefix: prefix.map(([code, lead, space]) => `${lead}${code}${space}`),
    phoneBody: body,
    countryCode: fc.tuple(blank, fc.stringMatching(/^[a-zA-Z]{2}$/)).map(([space, code]) => `${space}${code}`),
    termsAndConditions: fc.boolean(),
    cookiePolicyAccepted: fc.boolean(),
    marketingOptIn: fc.boolean(),
  })
  const catalog = fc.constantFrom('en', 'inen', 'ca', 'nz', 'fi', 'no', 'de', 'fr', 'caf', 'cl', 'pe', 'pt', 'br', 'ja', 'tl', 'tr', 'pl', 'xx')
  const profileForm = fc.record({
    firstName: fc.string({ minLength: 1, maxLength: 90 }).filter((name) => name.trim() !== ''),
    lastName: fc.string({ minLength: 1, maxLength: 90 }).filter((name) => name.trim() !== ''),
    dateOfBirth: fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2008-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => ({
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
    })),
    postalCode: fc.oneof(blank, digits(3, 10)),
  })

  it('builds a sign-up body the contract accepts, with the dialling code as +digits', () => {
    fc.assert(
      fc.property(detailsForm, catalog, digits(1, 3), (form, language, terms) => {
        const request = registrationRequest(form, language, terms)
        expect(accepts('RegistrationRequest')(request), JSON.stringify(accepts('RegistrationRequest').errors)).toBe(true)
        expect(request.phonePrefix).toBe(`+${form.phonePrefix.replace(/\D/g, '').replace(/^00/, '')}`)
        expect(request.allConditions).toBe(form.termsAndConditions && form.cookiePolicyAccepted && form.marketingOptIn)
      }),
    )
  })

  it('builds a profile body the contract accepts, postal code only when given', () => {
    fc.assert(
      fc.property(detailsForm, profileForm, catalog, (form, profile, language) => {
        const request = profileRequest('p-1', form, profile, language)
        expect(accepts('RegistrationProfileRequest')(request), JSON.stringify(accepts('RegistrationProfileRequest').errors)).toBe(true)
        expect('postalCode' in request).toBe(profile.postalCode.trim() !== '')
      }),
    )
  })

  it('normalises a dialling code however it was typed', () => {
    fc.assert(
      fc.property(prefix, ([code, lead, space]) => {
        expect(normalisePhonePrefix(`${lead}${code}${space}`)).toBe(`+${code}`)
        expect(normalisePhonePrefix(normalisePhonePrefix(`${lead}${code}`))).toBe(`+${code}`)
      }),
    )
  })
})
