import { assign, setup } from 'xstate'
import type { RequestBody, ResponseBody, Schemas } from '../shared/contract'
import { invokeError, toFlowError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedAction, providedActor, providedCall, providedCallback } from '../shared/provided'

export type SportsbookContextData = Schemas['SportsbookContext']
type IframeContextRequest = Schemas['IframeContextRequest']
export type SportsbookPage = NonNullable<NonNullable<IframeContextRequest['deepLinking']>['page']>
export type DeepLink = NonNullable<IframeContextRequest['deepLinking']>

/** Spec 000 §9: the sportsbook is at most 1920 px wide; a phone's top bar is 56 px. */
export const SPORTSBOOK_MAX_WIDTH = 1920
export const MOBILE_TOP_OFFSET = 56

/**
 * What the context call needs from the flow: who asks (LoggedIn with the id token, or Anonymous),
 * the deep link and the frame's setup. The provided call adds the contract headers, the
 * correlation id, the time and the visitor's details (CreateIFrameContext v1).
 */
export interface ContextRequest {
  customerState: 'LoggedIn' | 'Anonymous'
  deepLinking: DeepLink
  iFrameSetup: { maxWidth: number; topOffset?: number }
}

export type Balance = RequestBody<'pushSportsBalanceUpdate'>

/**
 * What the sportsbook frame tells the site that the flow acts on (only from the iframe URL's
 * origin): a visitor asked to bet. Its balance after a bet reaches the header through the
 * wallet's own WALLET_BALANCE push, not through the frame.
 */
export type FrameEvent = { type: 'frame.loginRequested' }

export type SportsbookEvent =
  | FrameEvent
  /** The wallet's balance moved (WALLET_BALANCE): the sportsbook is told through the webhook. */
  | { type: 'wallet.balanceUpdated'; balance: Balance }
  | { type: 'sportsbook.retry' }

export interface SportsbookInput {
  signedIn: boolean
  deepLinking: DeepLink
  /** A phone shows the site's top bar over the frame. */
  mobile: boolean
}

export interface SportsbookContext extends SportsbookInput {
  contextData: SportsbookContextData | null
  error: FlowError | null
  /** The last balance the sportsbook was told, so the same one is not pushed twice. */
  pushed: Balance | null
  /** A balance that arrived while another was being pushed. */
  pending: Balance | null
}

export const sportsbookMachine = setup({
  types: machineTypes<SportsbookInput, SportsbookContext, SportsbookEvent, 'loading' | 'loaded' | 'canBet'>(),
  actors: {
    /** POST /auth/session/create: no body, the token says who. */
    createSportsSession: providedActor<ResponseBody<'createSportsSession'>>('createSportsSession'),
    loadContext: providedActor<SportsbookContextData, ContextRequest>('loadContext'),
    pushSportsBalanceUpdate: providedCall('pushSportsBalanceUpdate'),
    /** Listens to the sportsbook frame, checking every message's origin against the iframe URL's. */
    listenToFrame: providedCallback<{ iframeUrl: string }>('listenToFrame'),
  },
  actions: {
    /** The login opens over the sportsbook page, which is opened again after logging in. */
    openLogin: providedAction('openLogin'),
    /** Tells the frame the balance the sportsbook now knows (postMessage to the frame's origin only). */
    tellFrameBalance: providedAction<{ iframeUrl: string; balance: Balance }>('tellFrameBalance'),
    storeContext: assign((_, contextData: SportsbookContextData) => ({ contextData, error: null })),
    storeError: assign((_, error: unknown) => ({ error: toFlowError(error) })),
    clearError: assign({ error: null }),
    markPushed: assign(({ context }) => ({ pushed: context.pending, pending: null })),
    queueBalance: assign((_, balance: Balance) => ({ pending: balance })),
    dropPending: assign({ pending: null }),
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    /** Checked once the context has arrived. */
    isLoggedInContext: ({ context }) => context.contextData!.customerState === 'LoggedIn',
    /** A balance the sportsbook has not been told yet (only a logged-in context's states take balances). */
    isNewBalance: ({ context }, balance: Balance) =>
      !(context.pushed?.balanceMinor === balance.balanceMinor && context.pushed.currency === balance.currency) &&
      !(context.pending?.balanceMinor === balance.balanceMinor && context.pending.currency === balance.currency),
  },
}).createMachine({
  id: 'sportsbook',
  description:
    'The sportsbook page (spec 000 §3 sportsbook context: loader, contextData, error): a signed-in player’s sports session is created, then the iframe context is loaded — logged in with a one-time ticket, or anonymous for a visitor — and the frame opens; balance changes are pushed to the sportsbook.',
  context: ({ input }) => ({ ...input, contextData: null, error: null, pushed: null, pending: null }),
  initial: 'loader',
  states: {
    loader: {
      tags: ['loading'],
      description: 'The sportsbook loads: the page shows a loader.',
      initial: 'starting',
      states: {
        starting: {
          description: 'Who is asking decides the first call.',
          always: [
            { guard: 'isSignedIn', target: 'creatingSession', description: 'A signed-in player: the sports session comes first.' },
            { target: 'loadingContext', description: 'A visitor: the anonymous context is loaded.' },
          ],
        },
        creatingSession: {
          description: 'POST /auth/session/create: the sports API sets its session cookie (one year, secure, cross-site).',
          invoke: {
            id: 'createSportsSession',
            src: 'createSportsSession',
            onDone: { target: 'loadingContext', description: 'The sports session exists: the context is loaded.' },
            onError: { target: '#sportsbook.error', actions: { type: 'storeError', params: invokeError }, description: 'Refused (no sports access) or not created.' },
          },
        },
        loadingContext: {
          description: 'The iframe context (CreateIFrameContext v1): LoggedIn for a player, Anonymous for a visitor, with the page’s deep link, at most 1920 px wide.',
          invoke: {
            id: 'loadContext',
            src: 'loadContext',
            input: ({ context }) => ({
              customerState: context.signedIn ? ('LoggedIn' as const) : ('Anonymous' as const),
              deepLinking: context.deepLinking,
              iFrameSetup: context.mobile ? { maxWidth: SPORTSBOOK_MAX_WIDTH, topOffset: MOBILE_TOP_OFFSET } : { maxWidth: SPORTSBOOK_MAX_WIDTH },
            }),
            onDone: { target: '#sportsbook.contextLoaded', actions: { type: 'storeContext', params: ({ event }) => event.output }, description: 'The frame’s URL arrived.' },
            onError: { target: '#sportsbook.error', actions: { type: 'storeError', params: invokeError }, description: 'No context: the page says so.' },
          },
        },
      },
    },
    contextLoaded: {
      tags: ['loaded'],
      description: 'The sportsbook runs in its frame. Only messages from the iframe URL’s origin count.',
      invoke: { src: 'listenToFrame', input: ({ context }) => ({ iframeUrl: context.contextData!.iframeUrl }) },
      on: {
        'frame.loginRequested': { actions: 'openLogin', description: 'A visitor asked to bet: the login opens.' },
      },
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'isLoggedInContext', target: 'betting', description: 'A logged-in context: the player bets in the frame.' },
          description: 'A visitor’s sportsbook: events and odds, no bets.',
        },
        betting: {
          tags: ['canBet'],
          description: 'The player bets in the frame; the sportsbook knows their balance.',
          on: {
            'wallet.balanceUpdated': {
              guard: { type: 'isNewBalance', params: ({ event }) => event.balance },
              target: 'pushingBalance',
              actions: { type: 'queueBalance', params: ({ event }) => event.balance },
              description: 'The wallet’s balance moved: the sportsbook is told.',
            },
          },
        },
        pushingBalance: {
          tags: ['canBet'],
          description: 'POST /webhooks/user-balance-update with the new balance.',
          invoke: {
            id: 'pushSportsBalanceUpdate',
            src: 'pushSportsBalanceUpdate',
            input: ({ context }) => context.pending!,
            onDone: {
              target: 'betting',
              actions: [
                { type: 'tellFrameBalance', params: ({ context }) => ({ iframeUrl: context.contextData!.iframeUrl, balance: context.pending! }) },
                'markPushed',
              ],
              description: 'The sportsbook has the balance; the frame shows it.',
            },
            onError: {
              target: 'betting',
              actions: [{ type: 'storeError', params: invokeError }, 'dropPending'],
              description: 'Not taken: the frame keeps its own balance; the next change is pushed again.',
            },
          },
          on: {
            'wallet.balanceUpdated': {
              guard: { type: 'isNewBalance', params: ({ event }) => event.balance },
              target: 'pushingBalance',
              reenter: true,
              actions: { type: 'queueBalance', params: ({ event }) => event.balance },
              description: 'A newer balance while one is pushed: the newer one is pushed instead.',
            },
          },
        },
      },
    },
    error: {
      description: 'The sportsbook could not be loaded; the player sees why and can try again.',
      on: { 'sportsbook.retry': { target: 'loader', actions: 'clearError', description: 'The player tries again.' } },
    },
  },
})
