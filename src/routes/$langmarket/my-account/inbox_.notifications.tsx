import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireInboxAccess } from '../../../guards/moneyPages'
import { InboxPage } from '../../../features/inbox/InboxPage'

/** My account → Inbox → Notifications (spec 000 §2): the inbox showing notifications only. */
export const Route = createFileRoute('/$langmarket/my-account/inbox_/notifications')({
  staticData: { title: msg`Notifications` },
  beforeLoad: (args) => requireInboxAccess(args),
  component: function InboxNotificationsRoute() {
    return <InboxPage view="notifications" />
  },
})
