/**
 * The CRM inbox (machines/crmInbox): the player's CRM session, the inbox script's messages relayed
 * from its frame, and the unread count My account shows.
 */
import { fromCallback, fromPromise, type EventObject } from 'xstate'
import type { ResponseBody } from '../../machines/shared/contract'
import type { InboxScriptEvent } from '../../machines/crmInbox/crmInbox.machine'
import { $api, api } from './client'
import { unwrap } from './errors'

export const createCrmSession = fromPromise<ResponseBody<'createCrmSession'>, void>(async ({ signal }) => unwrap(await api.POST('/api/v1/crm/session', { signal })))

/** How many inbox messages are unread (My account's badge). */
export function crmUnreadQueryOptions() {
  return $api.queryOptions('get', '/api/v1/crm/inbox/unread', {}, { staleTime: 60 * 1000, retry: false })
}

/** The inbox frame's URL: the CRM's inbox script with the session, in the page's language, posting back to this origin only. */
export function inboxScriptUrl(sessionId: string, lang: string, view: 'all' | 'notifications'): string {
  const query = new URLSearchParams({ session: sessionId, lang, view, origin: window.location.origin })
  return `/sandbox/crm/inbox?${query}`
}

const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null)

/** The inbox script's message as a machine event, or null for anything else. */
function scriptEvent(data: unknown): InboxScriptEvent | null {
  if (typeof data !== 'object' || data === null) return null
  const { type, unread } = data as { type?: unknown; unread?: unknown }
  if (type === 'crm.inbox.ready' && count(unread) !== null) return { type: 'inbox.scriptLoaded', unread: count(unread)! }
  if (type === 'crm.inbox.unread' && count(unread) !== null) return { type: 'inbox.unread', unread: count(unread)! }
  if (type === 'crm.inbox.expired') return { type: 'inbox.sessionEnded' }
  return null
}

/** Relays the inbox frame's messages: from this origin (the platform serves the sandbox CRM) and from the inbox frame only. */
export const listenToInbox = fromCallback<EventObject, { sessionId: string }>(({ sendBack }) => {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin) return
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-crm-inbox]')
    if (!frame || event.source !== frame.contentWindow) return
    const relayed = scriptEvent(event.data)
    if (relayed) sendBack(relayed)
  }
  window.addEventListener('message', onMessage)
  return () => window.removeEventListener('message', onMessage)
})
