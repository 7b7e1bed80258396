import { withdrawalMachine } from '../../machines/withdrawal/withdrawal.machine'
import { withdrawalCancelMachine } from '../../machines/withdrawalCancel/withdrawalCancel.machine'
import { cancelWithdrawal, checkWithdrawal, pendingWithdrawalsQueryOptions, requestWithdrawal } from '../api/withdrawal.actors'
import type { Flow } from './useFlow'

/** A withdrawal with the platform calls. */
export const withdrawalFlow: Flow<typeof withdrawalMachine> = () => withdrawalMachine.provide({ actors: { checkWithdrawal, requestWithdrawal } })

/** Cancelling one pending withdrawal: afterwards the pending list and the wallet are read again. */
export const withdrawalCancelFlow =
  ({ refreshWallet }: { refreshWallet: () => void }): Flow<typeof withdrawalCancelMachine> =>
  ({ queryClient }) =>
    withdrawalCancelMachine.provide({
      actors: { cancelWithdrawal },
      actions: {
        withdrawalCancelled: () => {
          void queryClient.invalidateQueries({ queryKey: pendingWithdrawalsQueryOptions().queryKey })
          refreshWallet()
        },
      },
    })
