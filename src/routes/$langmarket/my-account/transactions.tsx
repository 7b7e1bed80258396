import { createFileRoute } from '@tanstack/react-router'
import { requireAuthorised } from '../../../guards/beforeLoad'
import { TransactionHistoryPage } from '../../../features/history/TransactionHistoryPage'

/** My account → Transactions (spec 000 §2): net position, win/loss and the history grouped by day. */
export const Route = createFileRoute('/$langmarket/my-account/transactions')({
  beforeLoad: (args) => requireAuthorised(args),
  component: TransactionHistoryPage,
})
