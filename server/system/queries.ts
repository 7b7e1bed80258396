/** Reads of the reference data, shaped as the contract's schemas. */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'

type Market = components['schemas']['Market']
type Country = components['schemas']['Country']

export async function loadMarkets(db: Db): Promise<Market[]> {
  const rows = await db.query<any>('select * from markets order by position')
  return rows.map((r) => ({
    id: r.id as Market['id'],
    name: r.name as string,
    isMarketEnabled: r.is_market_enabled as boolean,
    languages: r.languages as string[],
    defaultLanguage: r.default_language as string,
    localeMapping: r.locale_mapping as Market['localeMapping'],
    currency: r.currency as string,
    originCountryCode: r.origin_country_code as string | null,
    regionLanguage: r.region_language as Record<string, string>,
    removeCountryFromRegistration: r.remove_country_from_registration as string[],
    payAndPlay: r.pay_and_play as boolean,
  }))
}

export async function loadCountries(db: Db): Promise<Country[]> {
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
