/**
 * The country check (guards 1–3): maintenance first, then a restricted country, else the market
 * whose origin country is the visitor's — or the global market UN.
 */
import type { FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { visitorCountry } from '../auth/visitor.ts'
import { payAndPlayAmount, payAndPlayOffered } from '../paynplay/offer.ts'

export type AccessContext = components['schemas']['AccessContext']

export function decideAccess(
  config: Pick<Config, 'maintenance' | 'restrictedCountries'>,
  countryCode: string | null,
  markets: Pick<components['schemas']['Market'], 'id' | 'isMarketEnabled' | 'originCountryCode'>[],
): Omit<AccessContext, 'ipAddress' | 'payAndPlay'> {
  const market = markets.find((m) => m.isMarketEnabled && countryCode !== null && m.originCountryCode === countryCode)?.id ?? 'UN'
  if (config.maintenance) return { status: 'MAINTENANCE', countryCode, market }
  if (countryCode && config.restrictedCountries.includes(countryCode)) return { status: 'RESTRICTED', countryCode, market }
  return { status: 'ALLOWED', countryCode, market }
}

/** A country header's two-letter code; callers take the header only from a trusted proxy (auth/visitor.ts). */
export function countryFromHeader(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value
  const code = raw?.trim().toUpperCase()
  return code && /^[A-Z]{2}$/.test(code) ? code : null
}

/**
 * The access context this request's visitor gets (GET /player/access/context, and the home page's
 * boot data): the country check, the visitor's address as the trusted proxy gave it, and whether
 * Pay N Play is offered to them, with its amount range.
 */
export async function visitorAccess(request: FastifyRequest, config: Config, db: Db, markets: components['schemas']['Market'][]): Promise<AccessContext> {
  const access = decideAccess(config, visitorCountry(request, config), markets)
  const market = markets.find((m) => m.id === access.market && m.isMarketEnabled)
  // The range authorize checks, so the page can show it; a market without the bank method has no Pay N Play.
  const amount = payAndPlayOffered(config.payAndPlay, market, request.ip) ? await payAndPlayAmount(db, access.market) : null
  return { ...access, ipAddress: request.ip, payAndPlay: amount !== null, ...(amount ? { payAndPlayAmount: amount } : {}) }
}

/** The visitor's country: one source (server/auth/visitor.ts) for the access context, the entry redirect and the identity checks. */
export { visitorCountry } from '../auth/visitor.ts'
