import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireAuthorised } from '../../../../guards/beforeLoad'
import { pendingWithdrawalsQueryOptions } from '../../../../api/withdrawal.actors'
import { WithdrawalPage } from '../../../../features/withdrawal/WithdrawalPage'

/** The cashier's withdrawal (spec 000 §2 My account): the withdrawal and the pending ones with Cancel. */
export const Route = createFileRoute('/$langmarket/my-account/banking/withdraw')({
  staticData: { title: msg`Withdraw` },
  beforeLoad: (args) => requireAuthorised(args),
  loader: ({ context }) => context.queryClient.ensureQueryData(pendingWithdrawalsQueryOptions()),
  component: WithdrawalPage,
})
