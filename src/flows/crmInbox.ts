import { crmInboxMachine } from '../../machines/crmInbox/crmInbox.machine'
import { createCrmSession, crmUnreadQueryOptions, listenToInbox } from '../api/crm.actors'
import type { Flow } from './useFlow'

/** The inbox with the player's CRM session call and the inbox frame's messages; the unread count goes to the query My account reads. */
export const crmInboxFlow: Flow<typeof crmInboxMachine> = ({ queryClient }) =>
  crmInboxMachine.provide({
    actors: { createCrmSession, listenToInbox },
    actions: { unreadChanged: (_, unread) => queryClient.setQueryData(crmUnreadQueryOptions().queryKey, { unread }) },
  })
