import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireAuthorised } from '../../../../guards/beforeLoad'
import { CashierDepositPage } from '../../../../features/deposit/CashierDepositPage'

/**
 * The cashier's deposit (spec 000 §2 My account). The provider sends the player back here with
 * `depositId` and `status`; only the id is read, the status comes from the platform.
 */
export const Route = createFileRoute('/$langmarket/my-account/banking/deposit')({
  staticData: { title: msg`Deposit` },
  validateSearch: (search: Record<string, unknown>): { depositId?: string } =>
    typeof search.depositId === 'string' && /^[0-9a-f-]{36}$/i.test(search.depositId) ? { depositId: search.depositId } : {},
  beforeLoad: (args) => requireAuthorised(args),
  component: function CashierDepositRoute() {
    const { depositId } = Route.useSearch()
    return <CashierDepositPage key={depositId ?? 'fresh'} returnedDepositId={depositId ?? null} />
  },
})
