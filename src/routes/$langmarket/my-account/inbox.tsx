import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireInboxAccess } from '../../../guards/moneyPages'
import { InboxPage } from '../../../features/inbox/InboxPage'

/** My account → Inbox (spec 000 §2): the CRM's inbox; blocked for risk-payout or suspended players. */
export const Route = createFileRoute('/$langmarket/my-account/inbox')({
  staticData: { title: msg`Inbox` },
  beforeLoad: (args) => requireInboxAccess(args),
  component: function InboxRoute() {
    return <InboxPage view="all" />
  },
})
