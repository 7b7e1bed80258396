import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireAuthorised } from '../../../../guards/beforeLoad'
import { BankingPage } from '../../../../features/myAccount/BankingPage'

/** My account → Banking (spec 000 §2 `/my-account/banking`): deposit, withdraw and the transactions. */
export const Route = createFileRoute('/$langmarket/my-account/banking/')({
  staticData: { title: msg`Banking` },
  beforeLoad: (args) => requireAuthorised(args),
  component: BankingPage,
})
