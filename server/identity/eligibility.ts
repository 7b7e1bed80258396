/**
 * Who may sign up where (DECISIONS.md 9): the visitor's market comes from the proxy's country
 * header exactly as the access context decides it; the chosen country must be active, allowed and
 * not removed from registration by that market.
 */
import type { FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { countryFromHeader, decideAccess } from '../system/access.ts'
import { loadMarkets } from '../system/queries.ts'
import type { CountryRow } from './rules.ts'
import { verificationRuleFor, type VerificationRule } from './verification-rules.ts'

export type Refusal = 'COUNTRY_INACTIVE' | 'COUNTRY_REMOVED_FROM_REGISTRATION'

type MarketCode = components['schemas']['MarketCode']

export interface Eligibility {
  market: MarketCode
  country: CountryRow | null
  refusal: Refusal | null
  rule: VerificationRule
}

export async function visitorMarket(db: Db, config: Pick<Config, 'countryHeader' | 'maintenance' | 'restrictedCountries'>, request: FastifyRequest): Promise<MarketCode> {
  const visitorCountry = countryFromHeader(request.headers[config.countryHeader])
  return decideAccess(config, visitorCountry, await loadMarkets(db)).market
}

export async function eligibility(db: Db, market: MarketCode, countryCode: string): Promise<Eligibility> {
  const country = await db.one<CountryRow>('select code, isd, currency, active, allowed from countries where code = $1', [countryCode])
  const removed = await db.one<{ removed: boolean }>('select $2 = any(remove_country_from_registration) as removed from markets where id = $1', [market, countryCode])
  const refusal: Refusal | null = !country || !country.active || !country.allowed ? 'COUNTRY_INACTIVE' : removed?.removed ? 'COUNTRY_REMOVED_FROM_REGISTRATION' : null
  return { market, country, refusal, rule: verificationRuleFor(market) }
}
