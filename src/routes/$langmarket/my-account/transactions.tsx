import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireAuthorised } from '../../../guards/beforeLoad'
import { TransactionHistoryPage } from '../../../features/history/TransactionHistoryPage'

/** My account → Transactions (spec 000 §2): net position, win/loss and the history grouped by day. */
export const Route = createFileRoute('/$langmarket/my-account/transactions')({
  staticData: { title: msg`Transaction history` },
  beforeLoad: (args) => requireAuthorised(args),
  component: TransactionHistoryPage,
})
