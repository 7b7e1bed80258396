/**
 * Reads of the reference data, shaped as the contract's schemas: the SQL names each column by its
 * schema property, so a row needs no mapping.
 */
import type { Db, Row } from '../db/database.ts'
import type { Country } from '../seed/countries.ts'
import type { Market } from '../seed/markets.ts'

/** A country as the contract lists it: the location is left out for a country without one. */
export type ListedCountry = Omit<Country, 'location'> & Partial<Pick<Country, 'location'>>

export function loadMarkets(db: Db): Promise<Market[]> {
  return db.query<Market & Row>(
    `select id, name, is_market_enabled as "isMarketEnabled", languages, default_language as "defaultLanguage",
       locale_mapping as "localeMapping", currency, origin_country_code as "originCountryCode",
       region_language as "regionLanguage", remove_country_from_registration as "removeCountryFromRegistration",
       pay_and_play as "payAndPlay"
     from markets order by position`,
  )
}

export async function loadCountries(db: Db): Promise<ListedCountry[]> {
  const rows = await db.query<Omit<Country, 'location'> & { lat: number | null; lon: number | null } & Row>(
    'select code, name, isd, currency, active, allowed, lat, lon from countries order by name',
  )
  return rows.map(({ lat, lon, ...country }) => (lat !== null && lon !== null ? { ...country, location: { lat, lon } } : country))
}
