import { assign, setup } from 'xstate'
import type { Schemas } from '../shared/contract'
import { machineTypes } from '../shared/machineTypes'
import { providedAction, providedCallback } from '../shared/provided'

export type ContentUpdatedEvent = Schemas['ContentUpdatedEvent']

/** The platform's heartbeat interval (spec 001 §7: "an event stream with a 45 s heartbeat"). */
export const HEARTBEAT_MS = 45_000
/** Two heartbeats missed (and a margin): the stream is taken for dead and opened again. */
export const HEARTBEAT_TIMEOUT_MS = 2 * HEARTBEAT_MS + 5_000
/** How long opening the stream may take before it is tried again. */
export const CONNECT_TIMEOUT_MS = 15_000
/** The first pause before reopening; each failure in a row doubles it, up to MAX_RETRY_MS. */
export const FIRST_RETRY_MS = 1_000
export const MAX_RETRY_MS = 60_000

/** The pause before the attempt-th reopening in a row (1st: 1 s, 2nd: 2 s, ... at most a minute). */
export function retryDelay(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1))
}

export interface ContentEventsInput {
  /** `{language}-{market}` of the page, e.g. `en-UN`: the stream announces that locale's content. */
  locale: string
}

export interface ContentEventsContext {
  locale: string
  /** Failed or dropped streams since the last one that opened. */
  attempts: number
}

/** What the stream actor reports (src/api/contentEvents.ts reads the event stream). */
export type ContentEventsEvent =
  | { type: 'stream.opened' }
  | { type: 'stream.heartbeat' }
  | { type: 'stream.content'; event: ContentUpdatedEvent }
  | { type: 'stream.closed' }

const changed = ({ event }: { event: ContentEventsEvent }) => (event as Extract<ContentEventsEvent, { type: 'stream.content' }>).event

/**
 * The content event stream (checklist flow 'content event stream': connected, heartbeat; spec 001
 * §7 Realtime): GET /content/events for the page's locale. Each announced change marks the matching
 * content lookups stale, so what the page shows is read again without a reload. The platform sends
 * a heartbeat every 45 s; a stream silent for two of them, one that ends or fails, or one that does
 * not open is opened again after a pause that doubles with each failure in a row.
 */
export const contentEventsMachine = setup({
  types: machineTypes<ContentEventsInput, ContentEventsContext, ContentEventsEvent, 'connected'>(),
  actors: {
    contentStream: providedCallback<{ locale: string }>('contentStream'),
  },
  actions: {
    countAttempt: assign(({ context }) => ({ attempts: context.attempts + 1 })),
    resetAttempts: assign({ attempts: 0 }),
    /** Marks the content queries of the event's query and locale stale (src/ reads them again). */
    invalidateContent: providedAction<ContentUpdatedEvent>('invalidateContent'),
  },
  delays: {
    connectTimeout: CONNECT_TIMEOUT_MS,
    heartbeatTimeout: HEARTBEAT_TIMEOUT_MS,
    retryDelay: ({ context }) => retryDelay(context.attempts),
  },
}).createMachine({
  id: 'contentEvents',
  description: 'The page listens to content changes of its locale and reads changed content again; the stream is reopened when it drops or falls silent.',
  context: ({ input }) => ({ locale: input.locale, attempts: 0 }),
  initial: 'streaming',
  states: {
    streaming: {
      description: 'The event stream of the locale is open or opening.',
      invoke: { id: 'contentStream', src: 'contentStream', input: ({ context }) => ({ locale: context.locale }) },
      on: { 'stream.closed': { target: 'waiting', description: 'The stream ended or failed: it is opened again after a pause.' } },
      initial: 'connecting',
      states: {
        connecting: {
          description: 'The stream is being opened.',
          on: { 'stream.opened': { target: 'connected', actions: 'resetAttempts', description: 'The platform answered: the stream is open.' } },
          after: { connectTimeout: { target: '#contentEvents.waiting', description: 'The stream did not open in time: it is tried again after a pause.' } },
        },
        connected: {
          tags: ['connected'],
          description: 'connected: changes are announced as they happen; a heartbeat arrives every 45 s.',
          on: {
            'stream.heartbeat': {
              target: 'connected',
              reenter: true,
              description: 'heartbeat: the stream is alive; the wait for the next heartbeat starts again.',
            },
            'stream.content': {
              actions: { type: 'invalidateContent', params: changed },
              description: 'A content document of the locale changed: its lookups are read again.',
            },
          },
          after: { heartbeatTimeout: { target: '#contentEvents.waiting', description: 'Two heartbeats missed: the stream is taken for dead and opened again.' } },
        },
      },
    },
    waiting: {
      description: 'A pause before the stream is opened again (1 s, doubling with each failure in a row, at most a minute).',
      entry: 'countAttempt',
      after: { retryDelay: { target: 'streaming', description: 'The pause is over: the stream is opened again.' } },
    },
  },
})
