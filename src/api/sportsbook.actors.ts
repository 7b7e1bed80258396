/**
 * Call actors of the sportsbook (spec 001 §7 Sports): the sports session, the iframe context
 * (CreateIFrameContext v1, its contract headers and a fresh correlation id on every call), the
 * balance push, and the sportsbook frame's messages, heard only from the iframe URL's origin.
 */
import { fromCallback, fromPromise, type EventObject } from 'xstate'
import type { RequestBody, ResponseBody, Schemas } from '../../machines/shared/contract'
import type { ContextRequest, FrameEvent, SportsbookContextData } from '../../machines/sportsbook/sportsbook.machine'
import { api } from './client'
import { unwrap } from './errors'

type IframeContextRequest = RequestBody<'createSportsbookIframeContext'>
type CustomerSettings = Schemas['CustomerSettings']
type VisitorDetails = IframeContextRequest['visitorDetails']

export const createSportsSession = fromPromise<ResponseBody<'createSportsSession'>, void>(async ({ signal }) =>
  unwrap(await api.POST('/api/v1/sports/auth/session/create', { signal })),
)

export const pushSportsBalanceUpdate = fromPromise<void, RequestBody<'pushSportsBalanceUpdate'>>(async ({ input, signal }) => {
  unwrap(await api.POST('/api/v1/sports/webhooks/user-balance-update', { body: input, signal }))
})

/** The brand the sportsbook knows this site by. */
export const BRAND_ID = 'croupier'

/** Who is asking and from where: the customer's settings and the visitor's details the page knows. */
export interface ContextCaller {
  settings: CustomerSettings
  visitor: VisitorDetails
}

/** The CreateIFrameContext v1 body for a request, at `now`. */
export function iframeContextBody(request: ContextRequest, caller: ContextCaller, correlationId: string, now: Date): IframeContextRequest {
  const common = {
    correlationId,
    brandId: BRAND_ID,
    dateTimeStamp: now.toISOString(),
    visitorDetails: caller.visitor,
    deepLinking: request.deepLinking,
    iFrameSetup: request.iFrameSetup,
  }
  return request.customerState === 'LoggedIn'
    ? { ...common, customerState: 'LoggedIn', loggedInCustomer: caller.settings }
    : { ...common, customerState: 'Anonymous', loggedOutCustomer: caller.settings }
}

/** POST /sportsbook/iframe-context with the contract headers; the id token goes along when signed in. */
export const loadContextFor = (caller: () => ContextCaller) =>
  fromPromise<SportsbookContextData, ContextRequest>(async ({ input, signal }) => {
    const correlationId = crypto.randomUUID()
    return unwrap(
      await api.POST('/api/v1/sportsbook/iframe-context', {
        params: { header: { 'X-Contract-Type': 'CreateIFrameContext', 'X-Contract-Version': 'v1', 'X-Serializer': 'JSON', 'X-Correlation-Id': correlationId } },
        body: iframeContextBody(input, caller(), correlationId, new Date()),
        signal,
      }),
    )
  })

/** The sandbox sportsbook marks its messages with this source. */
const FRAME_SOURCE = 'croupier-sportsbook'

/** Reads one frame message as a flow event, or null: only the sportsbook's own messages count. */
export function sportsbookFrameEvent(data: unknown): FrameEvent | null {
  if (!data || typeof data !== 'object') return null
  const m = data as Record<string, unknown>
  if (m.source !== FRAME_SOURCE) return null
  if (m.type === 'loginRequested') return { type: 'frame.loginRequested' }
  return null
}

/** Listens to `message` events from the iframe URL's origin only; anything else is ignored. */
export const listenToSportsbookFrame = fromCallback<EventObject, { iframeUrl: string }>(({ input, sendBack }) => {
  const origin = new URL(input.iframeUrl, window.location.href).origin
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin) return
    const frame = sportsbookFrameEvent(event.data)
    if (frame) sendBack(frame)
  }
  window.addEventListener('message', onMessage)
  return () => window.removeEventListener('message', onMessage)
})

/** Tells the sportsbook frame its balance, addressed to the iframe URL's origin only. */
export function tellSportsbookFrame(iframeUrl: string, balance: RequestBody<'pushSportsBalanceUpdate'>): void {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[data-sportsbook-frame]')
  frame?.contentWindow?.postMessage({ type: 'updateBalance', ...balance }, new URL(iframeUrl, window.location.href).origin)
}
