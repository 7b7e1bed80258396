import type { Market } from './langmarket'

/** A market as the platform lists it, English-only and enabled unless the test says otherwise. */
export function market(id: Market['id'], overrides: Partial<Market> = {}): Market {
  return {
    id,
    name: id,
    isMarketEnabled: true,
    languages: ['en'],
    defaultLanguage: 'en',
    localeMapping: {},
    currency: 'EUR',
    originCountryCode: null,
    regionLanguage: {},
    removeCountryFromRegistration: [],
    payAndPlay: false,
    ...overrides,
  }
}
