import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireAuthorised } from '../../../../guards/beforeLoad'
import { AccountDetailsPage } from '../../../../features/account/AccountDetailsPage'

/**
 * My account → Account details (spec 000 §2, §3): password, phone number, marketing preferences.
 * An index route, so that account/verification (an alias of the verification page) is its sibling
 * rather than a child this page would have to render.
 */
export const Route = createFileRoute('/$langmarket/my-account/account/')({
  staticData: { title: msg`Account details` },
  beforeLoad: (args) => requireAuthorised(args),
  component: AccountDetailsPage,
})
