/**
 * Market rules the sandbox enforces, as data. Every market: a slot spin lasts at least 2.5 s
 * (the UK's rule, applied everywhere). Germany (JJ): 5 s per spin, no autoplay and at most 1 EUR
 * per spin (GlüStV 2021). The UK (GG) and the Netherlands (LL) forbid autoplay.
 */
import type { components } from '../http/contract-types.ts'
import { fromEuroCents } from '../games/currencies.ts'

export type MarketRules = components['schemas']['MarketRules']

interface RuleData {
  minSpinMs: number
  autoplay: boolean
  /** Largest stake per spin in euro cents; null for none. */
  maxStakeEuroCents: number | null
}

const everywhere: RuleData = { minSpinMs: 2_500, autoplay: true, maxStakeEuroCents: null }

const byJurisdiction: Record<string, Partial<RuleData>> = {
  JJ: { minSpinMs: 5_000, autoplay: false, maxStakeEuroCents: 100 },
  GG: { autoplay: false },
  LL: { autoplay: false },
}

export function rulesFor(jurisdiction: string, currency: string): MarketRules {
  const rules = { ...everywhere, ...byJurisdiction[jurisdiction] }
  return {
    jurisdiction,
    minSpinMs: rules.minSpinMs,
    autoplay: rules.autoplay,
    maxStakeMinor: rules.maxStakeEuroCents === null ? null : fromEuroCents(rules.maxStakeEuroCents, currency),
  }
}
