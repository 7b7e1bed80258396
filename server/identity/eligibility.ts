/**
 * Who may sign up where (DECISIONS.md 9): the visitor's market comes from the trusted proxy's
 * country header exactly as the access context decides it; the chosen country must be active,
 * allowed and not removed from registration by that market. A visitor from a restricted country
 * may neither sign up nor log in, whatever the client shows. Which codes a sign-up must verify
 * follows the player's country of residence (its market's rule) and never drops below the rule of
 * the market the sign-up is made in: a visitor header can add checks, never remove them.
 */
import type { FastifyRequest } from 'fastify'
import { visitorCountry } from '../auth/visitor.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { ApiProblem } from '../http/errors.ts'
import { decideAccess } from '../system/access.ts'
import { cachedMarkets } from '../system/reference-cache.ts'
import type { CountryRow } from './rules.ts'
import { verificationRuleFor, type VerificationRule } from './verification-rules.ts'

export type Refusal = 'COUNTRY_INACTIVE' | 'COUNTRY_REMOVED_FROM_REGISTRATION'

type MarketCode = components['schemas']['MarketCode']
type VisitorConfig = Pick<Config, 'countryHeader' | 'trustedProxies' | 'maintenance' | 'restrictedCountries'>

export interface Eligibility {
  market: MarketCode
  country: CountryRow | null
  refusal: Refusal | null
  rule: VerificationRule
}

export async function visitorMarket(db: Db, config: VisitorConfig, request: FastifyRequest): Promise<MarketCode> {
  return decideAccess(config, visitorCountry(request, config), await cachedMarkets(db)).market
}

/** Spec 001 §8 `error.country.blocked`: the country check's RESTRICTED answer, enforced by the API. */
export function assertCountryOpen(request: FastifyRequest, config: Pick<Config, 'countryHeader' | 'trustedProxies' | 'restrictedCountries'>): void {
  const country = visitorCountry(request, config)
  if (country && config.restrictedCountries.includes(country)) {
    throw new ApiProblem(403, 'error.country.blocked', `Sign-up and login are not available from ${country}.`)
  }
}

/** The enabled market whose origin country is the player's country of residence; UN when none is. */
export async function residenceMarket(db: Db, countryCode: string): Promise<MarketCode> {
  const market = (await cachedMarkets(db)).find((m) => m.isMarketEnabled && m.originCountryCode === countryCode)
  return market?.id ?? 'UN'
}

/** Both markets' checks: the residence's regulator and the market signed up in each get theirs. */
export async function verificationRule(db: Db, market: MarketCode, countryCode: string): Promise<VerificationRule> {
  const residence = verificationRuleFor(await residenceMarket(db, countryCode))
  const signedUpIn = verificationRuleFor(market)
  return { sms: residence.sms || signedUpIn.sms, email: residence.email || signedUpIn.email }
}

export async function eligibility(db: Db, market: MarketCode, countryCode: string): Promise<Eligibility> {
  const country = await db.one<CountryRow>('select code, isd, currency, active, allowed from countries where code = $1', [countryCode])
  const removed = await db.one<{ removed: boolean }>('select $2 = any(remove_country_from_registration) as removed from markets where id = $1', [market, countryCode])
  const refusal: Refusal | null = !country || !country.active || !country.allowed ? 'COUNTRY_INACTIVE' : removed?.removed ? 'COUNTRY_REMOVED_FROM_REGISTRATION' : null
  return { market, country, refusal, rule: await verificationRule(db, market, countryCode) }
}
