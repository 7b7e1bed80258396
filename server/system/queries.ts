/**
 * Reads of the reference data, shaped as the contract's schemas: the SQL names each column by its
 * schema property, so a row needs no mapping.
 */
import type { Db } from '../db/database.ts'

export type Market = {
  id: string
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

export type Country = {
  code: string
  name: string
  isd: string
  currency: string
  active: boolean
  allowed: boolean
  location?: { lat: number; lon: number }
}

export function loadMarkets(db: Db): Promise<Market[]> {
  return db.query<Market>(
    `select id, name, is_market_enabled as "isMarketEnabled", languages, default_language as "defaultLanguage",
       locale_mapping as "localeMapping", currency, origin_country_code as "originCountryCode",
       region_language as "regionLanguage", remove_country_from_registration as "removeCountryFromRegistration",
       pay_and_play as "payAndPlay"
     from markets order by position`,
  )
}

export async function loadCountries(db: Db): Promise<Country[]> {
  const rows = await db.query<Omit<Country, 'location'> & { lat: number | null; lon: number | null }>(
    'select code, name, isd, currency, active, allowed, lat, lon from countries order by name',
  )
  // The contract leaves out the location of a country without one, rather than sending null.
  return rows.map(({ lat, lon, ...country }) => (lat !== null && lon !== null ? { ...country, location: { lat, lon } } : country))
}
