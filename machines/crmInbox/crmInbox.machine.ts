import { assign, setup } from 'xstate'
import { storeCallError } from '../shared/callState'
import type { ResponseBody } from '../shared/contract'
import { invokeError, toFlowError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedAction, providedActor, providedCallback } from '../shared/provided'

type CrmSession = ResponseBody<'createCrmSession'>

export interface CrmInboxContext {
  /** The CRM session the inbox script is loaded with (spec 001 §7 "returns a session id used to load an inbox script"). */
  sessionId: string | null
  /** Unread messages, as the inbox script last said. */
  unread: number | null
  /** Sessions opened for this page: an ended session is reopened once, then the inbox fails. */
  sessionsOpened: number
  error: FlowError | null
}

/** What the inbox script tells the page (src/ relays its window messages from the inbox frame's origin only). */
export type InboxScriptEvent = { type: 'inbox.scriptLoaded'; unread: number } | { type: 'inbox.unread'; unread: number } | { type: 'inbox.sessionEnded' }

export type CrmInboxEvent = { type: 'inbox.open' } | { type: 'inbox.retry' } | InboxScriptEvent

/** An inbox script that has not said it loaded by then has failed (it never will). */
export const SCRIPT_TIMEOUT_MS = 15_000

/**
 * My account → Inbox (spec 001 §7 "Player CRM session call: returns a session id used to load an
 * inbox script"; §8 "CRM session 401: ignored; others thrown"; checklist states idle, session
 * loaded, inbox script loaded, error). The page asks the CRM for a session, loads the CRM's inbox
 * script with it and follows its unread count. A 401 is not this page's to report — the session
 * flow signs the player out — so the inbox stays quiet; any other failure shows with Try again.
 */
export const crmInboxMachine = setup({
  types: machineTypes<void, CrmInboxContext, CrmInboxEvent, 'loading' | 'inbox'>(),
  actors: {
    createCrmSession: providedActor<CrmSession>('createCrmSession'),
    /** Relays the inbox script's messages as InboxScriptEvents while the script is on the page. */
    listenToInbox: providedCallback<{ sessionId: string }>('listenToInbox'),
  },
  delays: { scriptTimeout: SCRIPT_TIMEOUT_MS },
  guards: {
    isUnauthorized: (_, error: unknown) => toFlowError(error).status === 401,
    mayReopen: ({ context }) => context.sessionsOpened < 2,
  },
  actions: {
    storeSession: assign({ sessionId: (_, session: CrmSession) => session.sessionId, sessionsOpened: ({ context }) => context.sessionsOpened + 1, error: null }),
    storeUnread: assign({ unread: (_, unread: number) => unread }),
    forgetSession: assign({ sessionId: null }),
    storeError: storeCallError<CrmInboxContext, CrmInboxEvent>(),
    storeScriptTimeout: assign({ sessionId: null, error: { code: 'error.crm.script.timeout', message: 'The inbox script did not load.' } }),
    storeSessionEnded: assign({ sessionId: null, error: { code: 'error.crm.session.not.found', message: 'The inbox session ended again.' } }),
    resetSessions: assign({ sessionsOpened: 0, error: null }),
    /** src/ shows the new count wherever the unread badge is (My account). */
    unreadChanged: providedAction<number>('unreadChanged'),
  },
}).createMachine({
  id: 'crmInbox',
  description: 'The player’s inbox: a CRM session, the CRM’s inbox script loaded with it, and its unread count.',
  context: { sessionId: null, unread: null, sessionsOpened: 0, error: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing asked yet: the inbox page opens it.',
      on: { 'inbox.open': { target: 'requestingSession', description: 'The inbox page opened: a CRM session is asked for.' } },
    },
    requestingSession: {
      tags: ['loading'],
      description: 'The player’s CRM session is asked for.',
      invoke: {
        id: 'createCrmSession',
        src: 'createCrmSession',
        onDone: { target: 'scriptOnPage', actions: { type: 'storeSession', params: ({ event }) => event.output }, description: 'The session id: the inbox script is loaded with it.' },
        onError: [
          { guard: { type: 'isUnauthorized', params: invokeError }, target: 'ignored', description: 'A 401 is ignored: the player is being signed out, the inbox shows nothing.' },
          { target: 'failed', actions: { type: 'storeError', params: invokeError }, description: 'Any other failure is shown, with Try again.' },
        ],
      },
    },
    scriptOnPage: {
      description: 'The inbox script is on the page with the session; its messages are relayed.',
      invoke: { id: 'listenToInbox', src: 'listenToInbox', input: ({ context }) => ({ sessionId: context.sessionId! }) },
      on: {
        'inbox.sessionEnded': [
          { guard: 'mayReopen', target: 'requestingSession', actions: 'forgetSession', description: 'The short-lived session ended: a new one is asked for once.' },
          { target: 'failed', actions: 'storeSessionEnded', description: 'The new session ended too: the inbox fails, with Try again.' },
        ],
      },
      initial: 'sessionLoaded',
      states: {
        sessionLoaded: {
          tags: ['loading', 'inbox'],
          description: 'The inbox script loads with the session id.',
          after: { scriptTimeout: { target: '#crmInbox.failed', actions: 'storeScriptTimeout', description: 'The script did not load in time: the inbox fails, with Try again.' } },
          on: {
            'inbox.scriptLoaded': {
              target: 'scriptLoaded',
              actions: [
                { type: 'storeUnread', params: ({ event }) => event.unread },
                { type: 'unreadChanged', params: ({ event }) => event.unread },
              ],
              description: 'The script lists the messages and says how many are unread.',
            },
          },
        },
        scriptLoaded: {
          tags: ['inbox'],
          description: 'The inbox script lists the messages; opening one marks it read.',
          on: {
            'inbox.unread': {
              actions: [
                { type: 'storeUnread', params: ({ event }) => event.unread },
                { type: 'unreadChanged', params: ({ event }) => event.unread },
              ],
              description: 'A message was read: the unread count follows.',
            },
          },
        },
      },
    },
    failed: {
      description: 'The inbox could not be shown; the page says so and offers Try again.',
      on: { 'inbox.retry': { target: 'requestingSession', actions: 'resetSessions', description: 'The player tries again: a new session is asked for.' } },
    },
    ignored: {
      type: 'final',
      description: 'The CRM answered 401: nothing is shown here (the session flow signs the player out).',
    },
  },
})
