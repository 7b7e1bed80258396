/**
 * Reads of the reference data, shaped as the contract's schemas: the SQL names each column by its
 * schema property, so a row needs no mapping.
 */
import type { Db, Row } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'

type Market = components['schemas']['Market']
type Country = components['schemas']['Country']

export function loadMarkets(db: Db): Promise<Market[]> {
  return db.query<Market & Row>(
    `select id, name, is_market_enabled as "isMarketEnabled", languages, default_language as "defaultLanguage",
       locale_mapping as "localeMapping", currency, origin_country_code as "originCountryCode",
       region_language as "regionLanguage", remove_country_from_registration as "removeCountryFromRegistration",
       pay_and_play as "payAndPlay"
     from markets order by position`,
  )
}

/** A country without a location is listed without one. */
export async function loadCountries(db: Db): Promise<Country[]> {
  const rows = await db.query<Omit<Country, 'location'> & { lat: unknown; lon: unknown } & Row>(
    'select code, name, isd, currency, active, allowed, lat, lon from countries order by name',
  )
  // numeric columns arrive as strings from node-postgres
  return rows.map(({ lat, lon, ...country }) =>
    lat !== null && lon !== null ? { ...country, location: { lat: Number(lat), lon: Number(lon) } } : country,
  )
}
