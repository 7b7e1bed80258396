/**
 * What a limit change does, decided without the database (DECISIONS.md 17): a new limit or a
 * decrease applies at once; an increase or a removal waits for the market's cooling period as a
 * pending change (in PP also not before the current period ends); a pending change can be
 * cancelled. Refusals carry the spec's codes: the value outside the period's range (`interval`,
 * with the range), a shorter period's limit above a longer one's (`too_high` on D and W, `too_low`
 * on W and M), an operator-locked limit (`locked`), nothing to delete (`not_found`) or cancel
 * (`no_pending`).
 */
import type { components } from '../http/contract-types.ts'
import { periods, type Period } from './periods.ts'

type MarketCode = components['schemas']['MarketCode']
export type LimitChange = components['schemas']['LimitChange']

export interface StoredLimit {
  limitMinor: number | null
  pendingLimitMinor: number | null
  pendingRemoval: boolean
  pendingActiveFrom: Date | null
  locked: boolean
  startAt: Date | null
}

export const noLimit: StoredLimit = { limitMinor: null, pendingLimitMinor: null, pendingRemoval: false, pendingActiveFrom: null, locked: false, startAt: null }

export interface Cooling {
  hours: number
  /** Sweden: an increase never applies before the period it was asked in has ended. */
  notBeforePeriodEnd: boolean
}

const standardCooling: Cooling = { hours: 24, notBeforePeriodEnd: false }
export const coolingByMarket: Partial<Record<MarketCode, Cooling>> = {
  PP: { hours: 72, notBeforePeriodEnd: true },
  LL: { hours: 7 * 24, notBeforePeriodEnd: false },
}
export const coolingFor = (market: MarketCode): Cooling => coolingByMarket[market] ?? standardCooling

export type LimitAction = 'SET' | 'DECREASE' | 'INCREASE_PENDING' | 'REMOVAL_PENDING' | 'CANCEL_PENDING'

export type LimitErrorCode =
  | 'error.deposit.limit.interval'
  | 'error.deposit.limit.too_low'
  | 'error.deposit.limit.too_high'
  | 'error.deposit.limit.locked'
  | 'error.deposit.limit.not_found'
  | 'error.deposit.limit.no_pending'

/** The smallest and largest value a period's limit may take, in minor units of the player's currency. */
export interface LimitRange {
  minAmountMinor: number
  maxAmountMinor: number
}

export type Decision =
  | { refused: true; code: LimitErrorCode; field: 'limitMinor' | 'deleteLimit' | 'cancelPendingLimit'; message: string; range?: LimitRange }
  | { refused: false; next: StoredLimit; action: LimitAction | null; effectiveAt: Date }

export interface DecisionContext {
  now: Date
  /** End of each period's current window (the player's calendar). */
  periodEnds: Record<Period, Date>
  cooling: Cooling
  /** Allowed range per period, in the player's currency. */
  bounds: Record<Period, { min: number; max: number }>
}

/** The value a period's limit is heading for: its pending value, nothing once removed, else its current one. */
export const target = (l: StoredLimit): number | null => (l.pendingRemoval ? null : (l.pendingLimitMinor ?? l.limitMinor))

const pendingOf = (l: StoredLimit) => l.pendingRemoval || l.pendingLimitMinor !== null
const cleared = (l: StoredLimit): StoredLimit => ({ ...l, pendingLimitMinor: null, pendingRemoval: false, pendingActiveFrom: null })

export function coolingEnd(period: Period, context: DecisionContext): Date {
  const afterHours = context.now.getTime() + context.cooling.hours * 3_600_000
  const notBefore = context.cooling.notBeforePeriodEnd ? context.periodEnds[period].getTime() : 0
  return new Date(Math.max(afterHours, notBefore))
}

const order = (p: Period) => periods.indexOf(p)

export function decide(change: LimitChange, limits: Record<Period, StoredLimit>, context: DecisionContext): Decision {
  const period = change.duration
  const current = limits[period]
  const name = { D: 'daily', W: 'weekly', M: 'monthly' }[period]

  if ('cancelPendingLimit' in change) {
    if (current.locked) return { refused: true, code: 'error.deposit.limit.locked', field: 'cancelPendingLimit', message: `The ${name} limit is locked.` }
    if (!pendingOf(current)) return { refused: true, code: 'error.deposit.limit.no_pending', field: 'cancelPendingLimit', message: `The ${name} limit has no pending change to cancel.` }
    return { refused: false, next: cleared(current), action: 'CANCEL_PENDING', effectiveAt: context.now }
  }

  if ('deleteLimit' in change) {
    if (current.locked) return { refused: true, code: 'error.deposit.limit.locked', field: 'deleteLimit', message: `The ${name} limit is locked.` }
    if (current.limitMinor === null) return { refused: true, code: 'error.deposit.limit.not_found', field: 'deleteLimit', message: `There is no ${name} limit to remove.` }
    if (current.pendingRemoval) return { refused: false, next: current, action: null, effectiveAt: current.pendingActiveFrom! }
    const from = coolingEnd(period, context)
    return { refused: false, next: { ...current, pendingLimitMinor: null, pendingRemoval: true, pendingActiveFrom: from }, action: 'REMOVAL_PENDING', effectiveAt: from }
  }

  const value = change.limitMinor
  if (current.locked) return { refused: true, code: 'error.deposit.limit.locked', field: 'limitMinor', message: `The ${name} limit is locked.` }
  const { min, max } = context.bounds[period]
  if (value < min || value > max) {
    return {
      refused: true,
      code: 'error.deposit.limit.interval',
      field: 'limitMinor',
      message: `A ${name} limit must be between ${min} and ${max} (minor units).`,
      range: { minAmountMinor: min, maxAmountMinor: max },
    }
  }
  for (const other of periods) {
    const theirs = other === period ? null : target(limits[other])
    if (theirs === null) continue
    if (order(other) < order(period) && value < theirs) {
      return { refused: true, code: 'error.deposit.limit.too_low', field: 'limitMinor', message: `The ${name} limit cannot be lower than the ${{ D: 'daily', W: 'weekly', M: 'monthly' }[other]} limit (${theirs}).` }
    }
    if (order(other) > order(period) && value > theirs) {
      return { refused: true, code: 'error.deposit.limit.too_high', field: 'limitMinor', message: `The ${name} limit cannot be higher than the ${{ D: 'daily', W: 'weekly', M: 'monthly' }[other]} limit (${theirs}).` }
    }
  }

  if (current.limitMinor === null) {
    return { refused: false, next: { ...cleared(current), limitMinor: value, startAt: context.now }, action: 'SET', effectiveAt: context.now }
  }
  if (value < current.limitMinor) {
    return { refused: false, next: { ...cleared(current), limitMinor: value, startAt: context.now }, action: 'DECREASE', effectiveAt: context.now }
  }
  if (value === current.limitMinor) {
    // Asking for the value in force again withdraws whatever change was pending.
    return { refused: false, next: cleared(current), action: pendingOf(current) ? 'CANCEL_PENDING' : null, effectiveAt: context.now }
  }
  const from = coolingEnd(period, context)
  return { refused: false, next: { ...current, pendingLimitMinor: value, pendingRemoval: false, pendingActiveFrom: from }, action: 'INCREASE_PENDING', effectiveAt: from }
}
