/** Call actors of the transaction history: a page, the net position, the pending withdrawals, the deposit count. */
import { fromPromise } from 'xstate'
import type {
  HistoryFilter,
  HistoryOverview,
  HistoryPage,
  HistoryPageRequest,
  HistoryRefresh,
} from '../../machines/transactionHistory/transactionHistory.machine'
import { api } from './client'
import { unwrap } from './errors'

/** Only the filter's set fields go on the query string. */
const query = (filter: HistoryFilter) => Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '')) as HistoryFilter

const page = async ({ filter, offset, limit }: HistoryPageRequest, signal: AbortSignal): Promise<HistoryPage> =>
  unwrap(await api.GET('/api/v1/player/wallet/transactions', { params: { query: { ...query(filter), offset, limit } }, signal }))

const pending = async (signal: AbortSignal) => unwrap(await api.GET('/api/v1/player/wallet/pendingWithdrawal', { signal }))

export const loadOverview = fromPromise<HistoryOverview, HistoryPageRequest>(async ({ input, signal }) => {
  const dates = { from: input.filter.from || undefined, to: input.filter.to || undefined }
  const [first, netPosition, pendingWithdrawals, summary] = await Promise.all([
    page(input, signal),
    api.GET('/api/v1/player/wallet/net-position-win-loss', { params: { query: dates }, signal }).then(unwrap),
    pending(signal),
    api.GET('/api/v1/player/transaction-summary', { signal }).then(unwrap),
  ])
  return { page: first, netPosition, pending: pendingWithdrawals, totalDepositsCount: summary.totalDepositsCount }
})

export const loadPage = fromPromise<HistoryPage, HistoryPageRequest>(({ input, signal }) => page(input, signal))

export const refreshHistory = fromPromise<HistoryRefresh, HistoryPageRequest>(async ({ input, signal }) => {
  const [first, pendingWithdrawals] = await Promise.all([page(input, signal), pending(signal)])
  return { page: first, pending: pendingWithdrawals }
})
