import { createFileRoute } from '@tanstack/react-router'
import { requireInboxAccess } from '../../../guards/moneyPages'
import { InboxPage } from '../../../features/inbox/InboxPage'

/** My account → Inbox → Notifications (spec 000 §2): the inbox showing notifications only. */
export const Route = createFileRoute('/$langmarket/my-account/inbox_/notifications')({
  beforeLoad: (args) => requireInboxAccess(args),
  component: function InboxNotificationsRoute() {
    return <InboxPage view="notifications" />
  },
})
