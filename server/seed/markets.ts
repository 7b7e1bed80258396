/**
 * The market table (DECISIONS.md 1–3, spec 000 §1 and §9): data, one entry per market. URL
 * languages are two letters, default first; `localeMapping` turns a URL language into the
 * catalog code the client loads (only entries that differ from the language itself are listed).
 */
export type MarketCode =
  | 'UN' | 'BR' | 'TR' | 'LL' | 'CA' | 'JP' | 'JJ' | 'NZ' | 'GG'
  | 'IN' | 'PH' | 'PT' | 'AT' | 'CL' | 'FI' | 'NO' | 'PP'

export interface Market {
  id: MarketCode
  name: string
  isMarketEnabled: boolean
  languages: string[]
  defaultLanguage: string
  localeMapping: Record<string, string>
  currency: string
  originCountryCode: string | null
  regionLanguage: Record<string, string>
  removeCountryFromRegistration: string[]
  payAndPlay: boolean
}

type Entry = Omit<Market, 'defaultLanguage' | 'localeMapping' | 'regionLanguage' | 'removeCountryFromRegistration' | 'payAndPlay'> &
  Partial<Pick<Market, 'localeMapping' | 'regionLanguage' | 'removeCountryFromRegistration' | 'payAndPlay'>>

/** Fills the defaults: the first language is the default, a language maps to its own catalog. */
const market = (m: Entry): Market => ({
  regionLanguage: {},
  removeCountryFromRegistration: [],
  payAndPlay: false,
  ...m,
  defaultLanguage: m.languages[0]!,
  localeMapping: Object.fromEntries(m.languages.map((l) => [l, m.localeMapping?.[l] ?? l])),
})

export const markets: Market[] = [
  market({ id: 'UN', name: 'Global', isMarketEnabled: true, languages: ['en'], currency: 'EUR', originCountryCode: null, removeCountryFromRegistration: ['FR', 'NL'] }),
  market({ id: 'BR', name: 'Brazil', isMarketEnabled: true, languages: ['pt'], localeMapping: { pt: 'br' }, currency: 'BRL', originCountryCode: 'BR' }),
  market({ id: 'TR', name: 'Turkey', isMarketEnabled: true, languages: ['tr', 'en'], currency: 'TRY', originCountryCode: 'TR' }),
  market({ id: 'LL', name: 'Netherlands', isMarketEnabled: true, languages: ['en'], currency: 'EUR', originCountryCode: 'NL', payAndPlay: true }),
  market({ id: 'CA', name: 'Canada', isMarketEnabled: true, languages: ['en', 'fr'], localeMapping: { en: 'ca', fr: 'caf' }, currency: 'CAD', originCountryCode: 'CA', regionLanguage: { QC: 'fr' }, removeCountryFromRegistration: ['NL'] }),
  market({ id: 'JP', name: 'Japan', isMarketEnabled: false, languages: ['ja'], currency: 'JPY', originCountryCode: 'JP' }),
  market({ id: 'JJ', name: 'Germany', isMarketEnabled: true, languages: ['de', 'en'], currency: 'EUR', originCountryCode: 'DE' }),
  market({ id: 'NZ', name: 'New Zealand', isMarketEnabled: true, languages: ['nz', 'en'], localeMapping: { en: 'nz' }, currency: 'NZD', originCountryCode: 'NZ' }),
  market({ id: 'GG', name: 'United Kingdom', isMarketEnabled: true, languages: ['en'], currency: 'GBP', originCountryCode: 'GB' }),
  market({ id: 'IN', name: 'India', isMarketEnabled: true, languages: ['en'], localeMapping: { en: 'inen' }, currency: 'INR', originCountryCode: 'IN' }),
  market({ id: 'PH', name: 'Philippines', isMarketEnabled: true, languages: ['en', 'tl'], currency: 'PHP', originCountryCode: 'PH' }),
  market({ id: 'PT', name: 'Portugal', isMarketEnabled: true, languages: ['pt', 'en'], currency: 'EUR', originCountryCode: 'PT' }),
  market({ id: 'AT', name: 'Austria', isMarketEnabled: true, languages: ['de'], currency: 'EUR', originCountryCode: 'AT' }),
  market({ id: 'CL', name: 'Chile', isMarketEnabled: true, languages: ['cl'], currency: 'CLP', originCountryCode: 'CL' }),
  market({ id: 'FI', name: 'Finland', isMarketEnabled: true, languages: ['fi', 'en'], currency: 'EUR', originCountryCode: 'FI', payAndPlay: true }),
  market({ id: 'NO', name: 'Norway', isMarketEnabled: true, languages: ['no', 'en'], currency: 'NOK', originCountryCode: 'NO' }),
  market({ id: 'PP', name: 'Sweden', isMarketEnabled: true, languages: ['en'], currency: 'SEK', originCountryCode: 'SE', payAndPlay: true }),
]
