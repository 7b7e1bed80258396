/**
 * The country check (guards 1–3): maintenance first, then a restricted country, else the market
 * whose origin country is the visitor's — or the global market UN.
 */
import type { Config } from '../config.ts'
import type { components } from '../http/contract-types.ts'

export type AccessContext = components['schemas']['AccessContext']

export function decideAccess(
  config: Pick<Config, 'maintenance' | 'restrictedCountries'>,
  countryCode: string | null,
  markets: Pick<components['schemas']['Market'], 'id' | 'isMarketEnabled' | 'originCountryCode'>[],
): Omit<AccessContext, 'ipAddress'> {
  const market = markets.find((m) => m.isMarketEnabled && countryCode !== null && m.originCountryCode === countryCode)?.id ?? 'UN'
  if (config.maintenance) return { status: 'MAINTENANCE', countryCode, market }
  if (countryCode && config.restrictedCountries.includes(countryCode)) return { status: 'RESTRICTED', countryCode, market }
  return { status: 'ALLOWED', countryCode, market }
}

/** The proxy's country header, when it holds a two-letter code. */
export function countryFromHeader(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value
  const code = raw?.trim().toUpperCase()
  return code && /^[A-Z]{2}$/.test(code) ? code : null
}
