/**
 * Countries the platform knows. `active` (registration open) follows spec 000 §9 — Canada,
 * Finland, New Zealand, Norway — widened to every enabled market's origin country, because a
 * market whose own residents cannot register could never be exercised end to end. Visitors from
 * any listed country are `allowed`; RESTRICTED_COUNTRIES (US, FR by default) is applied per request
 * by the access context instead, so operators can change it without a migration.
 */
import { markets } from './markets.ts'

export interface Country {
  code: string
  name: string
  isd: string
  currency: string
  active: boolean
  allowed: boolean
  location: { lat: number; lon: number }
}

type Entry = [code: string, name: string, isd: string, currency: string, lat: number, lon: number]

const entries: Entry[] = [
  ['AT', 'Austria', '+43', 'EUR', 47.52, 14.55],
  ['BM', 'Bermuda', '+1', 'EUR', 32.31, -64.75],
  ['BR', 'Brazil', '+55', 'BRL', -14.24, -51.93],
  ['CA', 'Canada', '+1', 'CAD', 56.13, -106.35],
  ['CL', 'Chile', '+56', 'CLP', -35.68, -71.54],
  ['DE', 'Germany', '+49', 'EUR', 51.17, 10.45],
  ['FI', 'Finland', '+358', 'EUR', 61.92, 25.75],
  ['FR', 'France', '+33', 'EUR', 46.23, 2.21],
  ['GB', 'United Kingdom', '+44', 'GBP', 55.38, -3.44],
  ['IN', 'India', '+91', 'INR', 20.59, 78.96],
  ['JP', 'Japan', '+81', 'JPY', 36.2, 138.25],
  ['NL', 'Netherlands', '+31', 'EUR', 52.13, 5.29],
  ['NO', 'Norway', '+47', 'NOK', 60.47, 8.47],
  ['NZ', 'New Zealand', '+64', 'NZD', -40.9, 174.89],
  ['PE', 'Peru', '+51', 'PEN', -9.19, -75.02],
  ['PH', 'Philippines', '+63', 'PHP', 12.88, 121.77],
  ['PL', 'Poland', '+48', 'PLN', 51.92, 19.15],
  ['PT', 'Portugal', '+351', 'EUR', 39.4, -8.22],
  ['SE', 'Sweden', '+46', 'SEK', 60.13, 18.64],
  ['TR', 'Turkey', '+90', 'TRY', 38.96, 35.24],
  ['US', 'United States', '+1', 'USD', 37.09, -95.71],
  ['ZA', 'South Africa', '+27', 'ZAR', -30.56, 22.94],
]

const specActive = new Set(['CA', 'FI', 'NZ', 'NO'])
const marketOrigins = new Set(markets.filter((m) => m.isMarketEnabled && m.originCountryCode).map((m) => m.originCountryCode!))

export const countries: Country[] = entries.map(([code, name, isd, currency, lat, lon]) => ({
  code,
  name,
  isd,
  currency,
  active: specActive.has(code) || marketOrigins.has(code),
  allowed: true,
  location: { lat, lon },
}))
