import { createFileRoute } from '@tanstack/react-router'
import { requireAuthorised } from '../../../../guards/beforeLoad'
import { BankingPage } from '../../../../features/myAccount/BankingPage'

/** My account → Banking (spec 000 §2 `/my-account/banking`): deposit, withdraw and the transactions. */
export const Route = createFileRoute('/$langmarket/my-account/banking/')({
  beforeLoad: (args) => requireAuthorised(args),
  component: BankingPage,
})
