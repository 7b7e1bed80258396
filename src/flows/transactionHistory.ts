import { transactionHistoryMachine } from '../../machines/transactionHistory/transactionHistory.machine'
import { loadOverview, loadPage, refreshHistory } from '../api/history.actors'
import type { Flow } from './useFlow'

/** The transaction history with the platform calls. */
export const transactionHistoryFlow: Flow<typeof transactionHistoryMachine> = () =>
  transactionHistoryMachine.provide({ actors: { loadOverview, loadPage, refreshHistory } })
