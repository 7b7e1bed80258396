import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireAuthorised } from '../../../guards/beforeLoad'
import { MyAccountPage } from '../../../features/myAccount/MyAccountPage'

/** My account (spec 000 §2): every account page from one place. */
export const Route = createFileRoute('/$langmarket/my-account/')({
  staticData: { title: msg`My account` },
  beforeLoad: (args) => requireAuthorised(args),
  component: MyAccountPage,
})
