import { assign, setup } from 'xstate'
import type { Schemas } from '../shared/contract'
import { branchesOn, failsTo, storeCallError } from '../shared/callState'
import type { FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedActor } from '../shared/provided'

export type Transaction = Schemas['Transaction']
export type TransactionCategory = Schemas['TransactionCategory']
export type TransactionStatus = Schemas['TransactionStatus']
export type PendingWithdrawal = Schemas['PendingWithdrawal']

/** The spec's page size (000 §4 Transaction history). */
export const HISTORY_PAGE_SIZE = 10
/** Polled every 30 s while the page is open, refreshing pending withdrawals. */
export const HISTORY_POLL_MS = 30_000

/** The filter of the spec: category, from, to (dates, yyyy-mm-dd), hour of day, status. */
export interface HistoryFilter {
  category?: TransactionCategory
  status?: TransactionStatus
  from?: string
  to?: string
  hour?: number
}

export interface HistoryPageRequest {
  filter: HistoryFilter
  offset: number
  limit: number
}
export interface HistoryPage {
  items: Transaction[]
  hasMore: boolean
}

/** Net deposits (deposits minus withdrawals) and win/loss (wins minus bets) over the filter's dates. */
export interface NetPosition {
  netPositionMinor: number
  winLossMinor: number
  currency: string
}

/** What the first read brings: the first page, the net position, the pending withdrawals and the summary. */
export interface HistoryOverview {
  page: HistoryPage
  netPosition: NetPosition
  pending: PendingWithdrawal[]
  totalDepositsCount: number
}

/** The poll: the first page again (a pending withdrawal may have been paid) and the pending list. */
export interface HistoryRefresh {
  page: HistoryPage
  pending: PendingWithdrawal[]
}

export interface TransactionHistoryContext {
  list: Transaction[]
  filter: HistoryFilter
  filterApplied: boolean
  /** Offset of the last page read; a scroll reads the page at position + 10. */
  position: number
  hasMore: boolean
  netPosition: NetPosition | null
  pending: PendingWithdrawal[]
  totalDepositsCount: number | null
  error: FlowError | null
}

export type TransactionHistoryEvent =
  | { type: 'history.filter'; filter: HistoryFilter }
  | { type: 'history.clear' }
  | { type: 'history.scroll' }
  | { type: 'history.retry' }

/**
 * Merges a page into the list by referenceId (a fresh copy replaces the old one, so a pending
 * withdrawal that was paid shows as paid) and sorts newest first by transactionDate.
 */
export function mergeByReference(list: readonly Transaction[], page: readonly Transaction[]): Transaction[] {
  const byReference = new Map(list.map((t) => [t.referenceId, t]))
  for (const t of page) byReference.set(t.referenceId, t)
  return [...byReference.values()].sort(
    (a, b) => Date.parse(b.transactionDate) - Date.parse(a.transactionDate) || (a.referenceId < b.referenceId ? 1 : -1),
  )
}

/** hasMore is true only when a full page came back (000 §4), whatever the platform's flag says. */
export const isFullPage = (page: HistoryPage) => page.items.length === HISTORY_PAGE_SIZE

/** A filter is sent only when it makes sense: from not after to, an hour of day 0–23. */
export function isValidFilter(filter: HistoryFilter): boolean {
  if (filter.from && filter.to && filter.from > filter.to) return false
  if (filter.hour !== undefined && !(Number.isInteger(filter.hour) && filter.hour >= 0 && filter.hour <= 23)) return false
  return true
}

const EMPTY = { list: [] as Transaction[], position: 0, hasMore: false, error: null }
type Filter = Extract<TransactionHistoryEvent, { type: 'history.filter' }>
const filterOf = ({ event }: { event: TransactionHistoryEvent }) => (event as Filter).filter
const outputOf = <T,>({ event }: { event: { output: T } }) => event.output

/**
 * The player's transaction history (spec 000 §3 Transaction history state, §4 Transaction history;
 * 001 §7 Wallet): ten at a time, newest first, merged by referenceId; a filter (category, from,
 * to, hour, status) reads again from the start; scrolling reads ten more while the last page was
 * full; every 30 s while open the first page and the pending withdrawals are read again.
 */
export const transactionHistoryMachine = setup({
  types: machineTypes<void, TransactionHistoryContext, TransactionHistoryEvent, 'loading' | 'loadingMore' | 'polling'>(),
  actors: {
    loadOverview: providedActor<HistoryOverview, HistoryPageRequest>('loadOverview'),
    loadPage: providedActor<HistoryPage, HistoryPageRequest>('loadPage'),
    refreshHistory: providedActor<HistoryRefresh, HistoryPageRequest>('refreshHistory'),
  },
  delays: { poll: HISTORY_POLL_MS },
  guards: {
    isValidFilter: (_, filter: HistoryFilter) => isValidFilter(filter),
    hasMore: ({ context }) => context.hasMore,
  },
  actions: {
    storeOverview: assign((_, o: HistoryOverview) => ({
      list: mergeByReference([], o.page.items),
      hasMore: isFullPage(o.page),
      position: 0,
      netPosition: o.netPosition,
      pending: o.pending,
      totalDepositsCount: o.totalDepositsCount,
      error: null,
    })),
    storeMore: assign(({ context }, page: HistoryPage) => ({
      list: mergeByReference(context.list, page.items),
      hasMore: isFullPage(page),
      position: context.position + HISTORY_PAGE_SIZE,
      error: null,
    })),
    storeRefresh: assign(({ context }, r: HistoryRefresh) => ({ list: mergeByReference(context.list, r.page.items), pending: r.pending })),
    applyFilter: assign((_, filter: HistoryFilter) => ({ ...EMPTY, filter, filterApplied: true })),
    clearFilter: assign({ ...EMPTY, filter: {}, filterApplied: false }),
    refuseFilter: assign({ error: { code: 'error.history.filter.invalid', message: 'The dates or the hour do not make a filter.' } }),
    storeError: storeCallError<TransactionHistoryContext, TransactionHistoryEvent>(),
  },
}).createMachine({
  id: 'transactionHistory',
  description: 'The player reads their transactions ten at a time, filters them and scrolls for more; pending withdrawals refresh every 30 s.',
  context: { list: [], filter: {}, filterApplied: false, position: 0, hasMore: false, netPosition: null, pending: [], totalDepositsCount: null, error: null },
  initial: 'loading',
  on: {
    'history.filter': [
      branchesOn(filterOf)('.loading', 'applyFilter', 'The player applies a filter: the list is read again from the first page.', 'isValidFilter'),
      { actions: 'refuseFilter', description: 'From after to, or an hour outside 0–23: nothing is sent and the player is told.' },
    ],
    'history.clear': { target: '.loading', actions: 'clearFilter', description: 'The player clears the filter: the whole history from the first page.' },
  },
  states: {
    loading: {
      tags: ['loading'],
      description: 'The first page of ten, the net position and win/loss, the pending withdrawals and the deposit count are read.',
      invoke: {
        id: 'loadOverview',
        src: 'loadOverview',
        input: ({ context }) => ({ filter: context.filter, offset: 0, limit: HISTORY_PAGE_SIZE }),
        onDone: { target: 'ready', actions: { type: 'storeOverview', params: outputOf<HistoryOverview> }, description: 'The first page is shown, grouped by day.' },
        onError: failsTo('failed', 'The history could not be read.'),
      },
    },
    failed: {
      description: 'The history could not be read; the player may try again.',
      on: { 'history.retry': { target: 'loading', description: 'The player tries again.' } },
    },
    ready: {
      description: 'The list grouped by day, newest first, with the net position; more can be read while the last page was full.',
      after: { poll: { target: 'polling', description: 'Thirty seconds passed: pending withdrawals are refreshed.' } },
      on: {
        'history.scroll': {
          guard: 'hasMore',
          target: 'loadingMore',
          description: 'The player reached the end of the list and the last page was full: ten more are read.',
        },
      },
    },
    loadingMore: {
      tags: ['loadingMore'],
      description: 'The next ten are read at position + 10 with the same filter.',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ filter: context.filter, offset: context.position + HISTORY_PAGE_SIZE, limit: HISTORY_PAGE_SIZE }),
        onDone: { target: 'ready', actions: { type: 'storeMore', params: outputOf<HistoryPage> }, description: 'Merged by referenceId; the position moves on by ten.' },
        onError: failsTo('ready', 'The next page could not be read; the list stays and the player may scroll again.'),
      },
    },
    polling: {
      tags: ['polling'],
      description: 'The first page and the pending withdrawals are read again while the list stays on screen.',
      invoke: {
        id: 'refreshHistory',
        src: 'refreshHistory',
        input: ({ context }) => ({ filter: context.filter, offset: 0, limit: HISTORY_PAGE_SIZE }),
        onDone: { target: 'ready', actions: { type: 'storeRefresh', params: outputOf<HistoryRefresh> }, description: 'Fresh copies replace the old ones by referenceId (a paid withdrawal shows as paid).' },
        onError: { target: 'ready', description: 'The refresh failed quietly; the list stays and the next poll tries again.' },
      },
    },
  },
})
