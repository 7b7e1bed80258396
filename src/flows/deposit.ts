import { depositMachine } from '../../machines/deposit/deposit.machine'
import { checkCashier, createDeposit, readDeposit } from '../api/deposit.actors'
import type { Flow } from './useFlow'

export interface DepositServices {
  /** Reads the wallet again (the header's balance) once a deposit is approved. */
  refreshWallet: () => void
}

/** The cashier's deposit: the platform calls, the provider's page (a full navigation off the site), the wallet. */
export const depositFlow =
  ({ refreshWallet }: DepositServices): Flow<typeof depositMachine> =>
  () =>
    depositMachine.provide({
      actors: { checkCashier, createDeposit, readDeposit },
      actions: {
        openPaymentPage: (_, { url }) => window.location.assign(url),
        refreshWallet: () => refreshWallet(),
      },
    })
