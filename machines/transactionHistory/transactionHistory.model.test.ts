import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { describeModel, type TransitionTable } from '../tooling/model'
import { transactionHistoryMachine, type HistoryOverview, type HistoryPage, type Transaction } from './transactionHistory.machine'
import { platformDown, tagsOf } from '../shared/testing'
import { transaction } from './transactionHistory.fixtures'

/** Transaction n is n hours before 2026-11-23 20:00 UTC, so a higher n is older. */
const tx = (n: number, status: Transaction['status'] = 'SUCCESS'): Transaction =>
  transaction(`ref-${String(n).padStart(2, '0')}`, new Date(Date.UTC(2026, 10, 23, 20 - n)).toISOString(), status)
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => tx(from + i))
/** The platform's page order is not trusted: the first page comes oldest first. */
const firstPage: HistoryPage = { items: range(0, 10).reverse(), hasMore: true }
/** The second page is short (3): no more after it, even though the platform says hasMore. */
const secondPage: HistoryPage = { items: range(10, 3), hasMore: true }
const overview: HistoryOverview = {
  page: firstPage,
  netPosition: { netPositionMinor: 4_000, winLossMinor: -500, currency: 'EUR' },
  pending: [{ pendingWithdrawalId: 'ref-00', amountMinor: 1_000, currency: 'EUR', method: null, status: 'PENDING', createdAt: tx(0).transactionDate }],
  totalDepositsCount: 2,
}
/** The poll: ref-00 was pending and is now paid; no more pending withdrawals. */
const refreshed = { page: { items: [{ ...tx(0), status: 'COMPLETED' as const }], hasMore: false }, pending: [] }
const refs = (s: AnyMachineSnapshot) => (s.context.list as Transaction[]).map((t) => t.referenceId)
/** What holds in every state: the filter flag follows the filter, and a refused filter says why. */
const always = (s: AnyMachineSnapshot) => {
  expect(s.context.filterApplied).toBe(Object.keys(s.context.filter as object).length > 0)
  if (s.context.error?.code === 'error.history.filter.invalid')
    expect(s.context.error).toEqual({ code: 'error.history.filter.invalid', message: 'The dates or the hour do not make a filter.' })
}

const filters = {
  'history.filter': 'loading',
  'history.filter (invalid dates)': (before: AnyMachineSnapshot) => before.value as string,
  'history.clear': 'loading',
}
const transitions: TransitionTable = {
  loading: { ...filters, 'done loadOverview': 'ready', 'error loadOverview': 'failed' },
  failed: { ...filters, 'history.retry': 'loading' },
  ready: { ...filters, 'history.scroll': 'loadingMore', 'after poll': 'polling' },
  loadingMore: { ...filters, 'done loadPage': 'ready', 'error loadPage': 'ready' },
  polling: { ...filters, 'done refreshHistory': 'ready', 'error refreshHistory': 'ready' },
}

describeModel('transactionHistory', transactionHistoryMachine, {
  endAtFinal: false,
  contextKey: (c) => [c.list.length, c.position, c.hasMore, c.filterApplied, c.error?.code ?? null, c.pending.length],
  events: (s) => {
    const offered: { type: string; label?: string; [key: string]: unknown }[] = [
      { type: 'history.filter', filter: { category: 'PAYMENT', from: '2026-11-01', to: '2026-11-23', hour: 18, status: 'SUCCESS' } },
      { type: 'history.filter', filter: { from: '2026-11-23', to: '2026-11-01' }, label: 'invalid dates' },
      { type: 'history.clear' },
    ]
    if (s.matches('loading'))
      offered.push({ type: 'xstate.done.actor.loadOverview', output: overview }, { type: 'xstate.error.actor.loadOverview', error: platformDown })
    if (s.matches('failed')) offered.push({ type: 'history.retry' })
    if (s.matches('ready')) {
      offered.push({ type: 'xstate.after.poll.transactionHistory.ready' })
      if (s.context.hasMore) offered.push({ type: 'history.scroll' })
    }
    if (s.matches('loadingMore'))
      offered.push({ type: 'xstate.done.actor.loadPage', output: secondPage }, { type: 'xstate.error.actor.loadPage', error: platformDown })
    if (s.matches('polling'))
      offered.push({ type: 'xstate.done.actor.refreshHistory', output: refreshed }, { type: 'xstate.error.actor.refreshHistory', error: platformDown })
    return offered
  },
  transitions,
  calls: {
    loadOverview: (input) =>
      expect([
        { filter: {}, offset: 0, limit: 10 },
        { filter: { category: 'PAYMENT', from: '2026-11-01', to: '2026-11-23', hour: 18, status: 'SUCCESS' }, offset: 0, limit: 10 },
      ]).toContainEqual(input),
    // The first scroll reads the page at position 0 + 10.
    loadPage: (input, s) => expect(input).toEqual({ filter: s.context.filter, offset: 10, limit: 10 }),
    refreshHistory: (input, s) => expect(input).toEqual({ filter: s.context.filter, offset: 0, limit: 10 }),
  },
  states: {
    loading: (s) => {
      always(s)
      expect(tagsOf(s)).toEqual(['loading'])
      // The first load, a filter or a clear starts again from nothing.
      expect(s.context).toMatchObject({ list: [], position: 0, hasMore: false })
    },
    failed: (s) => {
      always(s)
      expect(['error.system.error', 'error.history.filter.invalid']).toContain(s.context.error?.code)
    },
    loadingMore: (s) => {
      always(s)
      expect(tagsOf(s)).toEqual(['loadingMore'])
      expect(s.context.hasMore).toBe(true)
    },
    polling: (s) => {
      always(s)
      expect(tagsOf(s)).toEqual(['polling'])
    },
    ready: (s) => {
      always(s)
      const list = refs(s)
      // Newest first, each reference once.
      expect(list).toEqual([...list].sort())
      expect(new Set(list).size).toBe(list.length)
      expect(s.context.netPosition).toEqual(overview.netPosition)
      expect(s.context.totalDepositsCount).toBe(2)
      if (list.length === 10) {
        // The first full page: more may follow, the position is still 0.
        expect(s.context.position).toBe(0)
        if (s.context.error?.code !== 'error.system.error') expect(s.context.hasMore).toBe(true)
      }
      if (list.length === 13) {
        // The short second page: merged after the first, the position moved by ten, no more.
        expect(list.slice(10)).toEqual(['ref-10', 'ref-11', 'ref-12'])
        expect(s.context.position).toBe(10)
        expect(s.context.hasMore).toBe(false)
      }
      const first = (s.context.list as Transaction[])[0]!
      // The poll replaces the pending withdrawal by referenceId: paid, and the pending list empty.
      if (s.context.pending.length === 0) expect(first).toMatchObject({ referenceId: 'ref-00', status: 'COMPLETED' })
      else expect(first).toMatchObject({ referenceId: 'ref-00', status: 'SUCCESS' })
    },
  },
})
