import { cashbackMachine } from '../../machines/cashback/cashback.machine'
import { activateCashback, claimCashback, deactivateCashback, loadCashback } from '../api/cashback.actors'
import type { Flow } from './useFlow'

/** One cashback card with the platform calls; a claim reads the wallet again (the header balance moves). */
export const cashbackFlow =
  ({ refreshWallet }: { refreshWallet: () => void }): Flow<typeof cashbackMachine> =>
  () =>
    cashbackMachine.provide({ actors: { loadCashback, activateCashback, deactivateCashback, claimCashback }, actions: { cashbackClaimed: () => refreshWallet() } })
