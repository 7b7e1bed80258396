/** Reads of the reference data, shaped as the contract's schemas. */
import type { Db } from '../db/database.ts'

export async function loadMarkets(db: Db) {
  const rows = await db.query<any>('select * from markets order by position')
  return rows.map((r) => ({
    id: r.id as string,
    name: r.name as string,
    isMarketEnabled: r.is_market_enabled as boolean,
    languages: r.languages as string[],
    defaultLanguage: r.default_language as string,
    localeMapping: r.locale_mapping as Record<string, string>,
    currency: r.currency as string,
    originCountryCode: r.origin_country_code as string | null,
    regionLanguage: r.region_language as Record<string, string>,
    removeCountryFromRegistration: r.remove_country_from_registration as string[],
    payAndPlay: r.pay_and_play as boolean,
  }))
}

export async function loadCountries(db: Db) {
  const rows = await db.query<any>('select * from countries order by name')
  return rows.map((r) => ({
    code: r.code as string,
    name: r.name as string,
    isd: r.isd as string,
    currency: r.currency as string,
    active: r.active as boolean,
    allowed: r.allowed as boolean,
    ...(r.lat !== null && r.lon !== null ? { location: { lat: Number(r.lat), lon: Number(r.lon) } } : {}),
  }))
}
