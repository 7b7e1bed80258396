/** The limit-change rules (DECISIONS.md 17) without a database. */
import { describe, expect, it } from 'vitest'
import type { Period } from './periods.ts'
import { coolingFor, decide, noLimit, type DecisionContext, type StoredLimit } from './rules.ts'

const now = new Date('2026-03-10T12:00:00Z')
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000)
const context: DecisionContext = {
  now,
  periodEnds: { D: new Date('2026-03-10T23:00:00Z'), W: new Date('2026-03-15T23:00:00Z'), M: new Date('2026-03-31T22:00:00Z') },
  cooling: coolingFor('NO'),
  bounds: { D: { min: 5_000, max: 100_000_000 }, W: { min: 5_000, max: 300_000_000 }, M: { min: 5_000, max: 1_000_000_000 } },
}
const limits = (given: Partial<Record<Period, Partial<StoredLimit>>> = {}): Record<Period, StoredLimit> => ({
  D: { ...noLimit, ...given.D },
  W: { ...noLimit, ...given.W },
  M: { ...noLimit, ...given.M },
})
const set = (limitMinor: number): StoredLimit => ({ ...noLimit, limitMinor, startAt: new Date('2026-01-01T00:00:00Z') })

describe('saving a limit', () => {
  it('applies a first limit at once', () => {
    expect(decide({ duration: 'D', limitMinor: 50_000 }, limits(), context)).toEqual({
      refused: false,
      next: { ...noLimit, limitMinor: 50_000, startAt: now },
      action: 'SET',
      effectiveAt: now,
    })
  })

  it('applies a decrease at once and drops a pending increase', () => {
    const current = { ...set(50_000), pendingLimitMinor: 80_000, pendingActiveFrom: hours(10) }
    expect(decide({ duration: 'D', limitMinor: 40_000 }, limits({ D: current }), context)).toMatchObject({
      action: 'DECREASE',
      next: { limitMinor: 40_000, pendingLimitMinor: null, pendingActiveFrom: null, startAt: now },
      effectiveAt: now,
    })
  })

  it('makes an increase wait 24 hours in most markets', () => {
    expect(decide({ duration: 'W', limitMinor: 90_000 }, limits({ W: set(50_000) }), context)).toMatchObject({
      action: 'INCREASE_PENDING',
      next: { limitMinor: 50_000, pendingLimitMinor: 90_000, pendingActiveFrom: hours(24) },
      effectiveAt: hours(24),
    })
  })

  it('makes an increase wait 72 hours in Sweden, and not before the current period ends', () => {
    const sweden = { ...context, cooling: coolingFor('PP') }
    expect(decide({ duration: 'D', limitMinor: 90_000 }, limits({ D: set(50_000) }), sweden)).toMatchObject({ effectiveAt: hours(72) })
    expect(decide({ duration: 'M', limitMinor: 900_000 }, limits({ M: set(500_000) }), sweden)).toMatchObject({ effectiveAt: context.periodEnds.M })
  })

  it('makes an increase wait 7 days in the Netherlands', () => {
    expect(decide({ duration: 'D', limitMinor: 90_000 }, limits({ D: set(50_000) }), { ...context, cooling: coolingFor('LL') })).toMatchObject({ effectiveAt: hours(168) })
  })

  it('withdraws a pending change when the value in force is asked for again', () => {
    const current = { ...set(50_000), pendingLimitMinor: 80_000, pendingActiveFrom: hours(10) }
    expect(decide({ duration: 'D', limitMinor: 50_000 }, limits({ D: current }), context)).toMatchObject({ action: 'CANCEL_PENDING', next: set(50_000) })
    expect(decide({ duration: 'D', limitMinor: 50_000 }, limits({ D: set(50_000) }), context)).toMatchObject({ refused: false, action: null })
  })

  it('refuses a value outside the period’s range (interval) and names that range', () => {
    for (const limitMinor of [4_999, 100_000_001]) {
      expect(decide({ duration: 'D', limitMinor }, limits(), context)).toMatchObject({
        refused: true,
        code: 'error.deposit.limit.interval',
        field: 'limitMinor',
        range: { minAmountMinor: 5_000, maxAmountMinor: 100_000_000 },
      })
    }
    expect(decide({ duration: 'W', limitMinor: 300_000_001 }, limits(), context)).toMatchObject({ range: { minAmountMinor: 5_000, maxAmountMinor: 300_000_000 } })
    for (const limitMinor of [5_000, 100_000_000]) expect(decide({ duration: 'D', limitMinor }, limits(), context)).toMatchObject({ refused: false })
  })

  it('refuses a shorter period above a longer one (too_high) and a longer one below a shorter one (too_low)', () => {
    const dwm = limits({ D: set(10_000), W: set(50_000), M: set(100_000) })
    expect(decide({ duration: 'D', limitMinor: 60_000 }, dwm, context)).toMatchObject({ code: 'error.deposit.limit.too_high' })
    expect(decide({ duration: 'W', limitMinor: 120_000 }, dwm, context)).toMatchObject({ code: 'error.deposit.limit.too_high' })
    expect(decide({ duration: 'W', limitMinor: 9_000 }, dwm, context)).toMatchObject({ code: 'error.deposit.limit.too_low' })
    expect(decide({ duration: 'M', limitMinor: 40_000 }, dwm, context)).toMatchObject({ code: 'error.deposit.limit.too_low' })
    expect(decide({ duration: 'W', limitMinor: 100_000 }, dwm, context)).toMatchObject({ refused: false })
  })

  it('compares with the value another period is heading for, not only the one in force', () => {
    const pendingWeekly = limits({ W: { ...set(50_000), pendingLimitMinor: 70_000, pendingActiveFrom: hours(5) } })
    expect(decide({ duration: 'D', limitMinor: 60_000 }, pendingWeekly, context)).toMatchObject({ refused: false })
    const removingWeekly = limits({ W: { ...set(50_000), pendingRemoval: true, pendingActiveFrom: hours(5) } })
    expect(decide({ duration: 'D', limitMinor: 900_000 }, removingWeekly, context)).toMatchObject({ refused: false })
  })

  it('refuses every change of a locked limit', () => {
    const locked = limits({ D: { ...set(50_000), locked: true, pendingLimitMinor: 60_000, pendingActiveFrom: hours(1) } })
    for (const change of [{ duration: 'D' as const, limitMinor: 10_000 }, { duration: 'D' as const, deleteLimit: true as const }, { duration: 'D' as const, cancelPendingLimit: true as const }]) {
      expect(decide(change, locked, context)).toMatchObject({ refused: true, code: 'error.deposit.limit.locked' })
    }
  })
})

describe('removing a limit', () => {
  it('waits for the cooling period, and asking again changes nothing', () => {
    const removal = decide({ duration: 'M', deleteLimit: true }, limits({ M: set(500_000) }), context)
    expect(removal).toMatchObject({ action: 'REMOVAL_PENDING', next: { limitMinor: 500_000, pendingRemoval: true, pendingActiveFrom: hours(24) } })
    const pending = limits({ M: (removal as { next: StoredLimit }).next })
    expect(decide({ duration: 'M', deleteLimit: true }, pending, context)).toMatchObject({ action: null, next: pending.M, effectiveAt: hours(24) })
  })

  it('refuses to remove a limit that is not set', () => {
    expect(decide({ duration: 'W', deleteLimit: true }, limits(), context)).toMatchObject({ refused: true, code: 'error.deposit.limit.not_found', field: 'deleteLimit' })
  })
})

describe('cancelling a pending change', () => {
  it('keeps the limit in force', () => {
    const current = { ...set(50_000), pendingRemoval: true, pendingActiveFrom: hours(3) }
    expect(decide({ duration: 'D', cancelPendingLimit: true }, limits({ D: current }), context)).toMatchObject({ action: 'CANCEL_PENDING', next: set(50_000) })
  })

  it('refuses when nothing is pending', () => {
    expect(decide({ duration: 'D', cancelPendingLimit: true }, limits({ D: set(50_000) }), context)).toMatchObject({ refused: true, code: 'error.deposit.limit.no_pending' })
  })
})
