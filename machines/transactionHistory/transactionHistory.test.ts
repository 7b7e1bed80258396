import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { HISTORY_PAGE_SIZE, HISTORY_POLL_MS, isFullPage, isValidFilter, mergeByReference, transactionHistoryMachine, type HistoryOverview, type HistoryPage, type HistoryPageRequest, type HistoryRefresh } from './transactionHistory.machine'
import { transaction } from './transactionHistory.fixtures'

describe('isValidFilter', () => {
  it.each([
    [{}, true],
    [{ from: '2026-11-01', to: '2026-11-30' }, true],
    [{ from: '2026-11-30', to: '2026-11-30' }, true],
    [{ from: '2026-12-01', to: '2026-11-30' }, false],
    [{ from: '2026-12-01' }, true],
    [{ to: '2026-11-30' }, true],
    [{ hour: 0 }, true],
    [{ hour: 23 }, true],
    [{ hour: 24 }, false],
    [{ hour: -1 }, false],
    [{ hour: 7.5 }, false],
  ])('%j is a filter: %s', (filter, valid) => {
    expect(isValidFilter(filter)).toBe(valid)
  })
})

describe('isFullPage', () => {
  it('is full with exactly ten items, whatever the platform says about more', () => {
    const items = Array.from({ length: HISTORY_PAGE_SIZE }, (_, i) => transaction(`r${i}`, '2026-11-23T10:00:00.000Z'))
    expect(HISTORY_PAGE_SIZE).toBe(10)
    expect(isFullPage({ items, hasMore: false })).toBe(true)
    expect(isFullPage({ items: items.slice(1), hasMore: true })).toBe(false)
  })
})

describe('mergeByReference', () => {
  it('replaces an entry by referenceId and sorts newest first', () => {
    const list = [transaction('a', '2026-11-23T10:00:00.000Z', 'PENDING'), transaction('b', '2026-11-23T12:00:00.000Z')]
    const merged = mergeByReference(list, [transaction('a', '2026-11-23T10:00:00.000Z', 'COMPLETED'), transaction('c', '2026-11-23T11:00:00.000Z')])
    expect(merged.map((t) => [t.referenceId, t.status])).toEqual([
      ['b', 'SUCCESS'],
      ['c', 'SUCCESS'],
      ['a', 'COMPLETED'],
    ])
  })

  it('orders entries of the same moment by referenceId, highest first, whatever order they came in', () => {
    const at = '2026-11-23T10:00:00.000Z'
    expect(mergeByReference([], [transaction('r1', at), transaction('r3', at), transaction('r2', at)]).map((t) => t.referenceId)).toEqual(['r3', 'r2', 'r1'])
    expect(mergeByReference([], [transaction('r3', at), transaction('r1', at), transaction('r2', at)]).map((t) => t.referenceId)).toEqual(['r3', 'r2', 'r1'])
  })

  it('leaves the list it was given alone', () => {
    const list = [transaction('a', '2026-11-23T10:00:00.000Z')]
    mergeByReference(list, [transaction('b', '2026-11-23T11:00:00.000Z')])
    expect(list.map((t) => t.referenceId)).toEqual(['a'])
  })
})

describe('the 30-second refresh', () => {
  it('replaces a transaction by referenceId and the pending withdrawals with the fresh ones', async () => {
    const older = transaction('ref-01', '2026-11-23T18:00:00.000Z')
    const paid = transaction('ref-02', '2026-11-23T19:00:00.000Z')
    const overview: HistoryOverview = {
      page: { items: [older, paid], hasMore: false },
      netPosition: { netPositionMinor: 0, winLossMinor: 0, currency: 'EUR' },
      pending: [{ pendingWithdrawalId: 'ref-02', amountMinor: 1_000, currency: 'EUR', method: null, status: 'PENDING', createdAt: paid.transactionDate }],
      totalDepositsCount: 1,
    }
    const refresh: HistoryRefresh = { page: { items: [{ ...paid, status: 'COMPLETED' }], hasMore: false }, pending: [] }
    const clock = new SimulatedClock()
    const actor = createActor(
      transactionHistoryMachine.provide({
        actors: {
          loadOverview: fromPromise(async () => overview),
          loadPage: fromPromise<HistoryPage, HistoryPageRequest>(async () => ({ items: [], hasMore: false })),
          refreshHistory: fromPromise(async () => refresh),
        },
      }),
      { clock },
    ).start()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    clock.increment(HISTORY_POLL_MS)
    expect(actor.getSnapshot().matches('polling')).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 0))
    const { context } = actor.getSnapshot()
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    expect(context.list.map((t) => [t.referenceId, t.status])).toEqual([['ref-02', 'COMPLETED'], ['ref-01', 'SUCCESS']])
    expect(context.pending).toEqual([])
    actor.stop()
  })
})
