import { assign, setup } from 'xstate'
import type { ResponseBody } from '../shared/contract'
import { failsTo, storeCallError, storesAnswer } from '../shared/callState'
import type { FlowError } from '../shared/flowError'
import { providedActor } from '../shared/provided'

/** GET /player/access/context: where the visitor is and whether the site is open there. */
export type AccessContext = ResponseBody<'getAccessContext'>

export interface CountryCheckContext {
  countryCode: string | null
  market: AccessContext['market'] | null
  ipAddress: string | null
  /** Whether this visitor is offered Pay N Play (the market, the hide flag, the IP allow-list). */
  payAndPlay: boolean
  /** The smallest and largest Pay N Play deposit, when it is offered: the page shows them. */
  payAndPlayAmount: NonNullable<AccessContext['payAndPlayAmount']> | null
  error: FlowError | null
}

export type CountryCheckEvent = { type: 'countryCheck.start' } | { type: 'countryCheck.retry' }

// Params read from the invoke's done/error event, so actions and guards stay typed.
const answer = ({ event }: { event: { output: AccessContext } }) => event.output

/** An answer with a status we know: it is stored, and the check resolves to that status's state. */
const resolvedBy = storesAnswer('storeAccessContext', answer)

/**
 * Country check (spec: Pending, Requested, Resolved). The shell sends `countryCheck.start` once;
 * the check waits for it rather than starting on its own so that creating the actor has no side
 * effect (the sign-up callback page renders without the check, as the spec allows).
 */
export const countryCheckMachine = setup({
  types: {
    context: {} as CountryCheckContext,
    events: {} as CountryCheckEvent,
    tags: {} as 'loading' | 'appAllowed' | 'restricted' | 'maintenance' | 'failed',
  },
  actors: { fetchAccessContext: providedActor<AccessContext>('fetchAccessContext') },
  guards: {
    isMaintenance: (_, answer: AccessContext) => answer.status === 'MAINTENANCE',
    isRestricted: (_, answer: AccessContext) => answer.status === 'RESTRICTED',
    isAllowed: (_, answer: AccessContext) => answer.status === 'ALLOWED',
  },
  actions: {
    storeAccessContext: assign((_, { countryCode, market, ipAddress, payAndPlay, payAndPlayAmount }: AccessContext) => ({
      countryCode,
      market,
      ipAddress: ipAddress ?? null,
      payAndPlay,
      payAndPlayAmount: payAndPlayAmount ?? null,
      error: null,
    })),
    storeError: storeCallError<CountryCheckContext, CountryCheckEvent>(),
    storeUnknownStatus: assign((_, answer: AccessContext) => ({
      error: { code: 'error.access.status.unknown', message: `Unknown access status ${String(answer.status)}` },
    })),
  },
}).createMachine({
  id: 'countryCheck',
  description: 'Decides, before anything else renders, whether this visitor may see the casino from where they are.',
  context: { countryCode: null, market: null, ipAddress: null, payAndPlay: false, payAndPlayAmount: null, error: null },
  initial: 'Pending',
  states: {
    Pending: {
      tags: ['loading'],
      description: 'Nothing is shown yet; the check has not been asked for.',
      on: {
        'countryCheck.start': { target: 'Requested', description: 'The app has started and asks for the check once.' },
      },
    },
    Requested: {
      tags: ['loading'],
      description: 'Asking the platform where the visitor is and whether the site is open there.',
      invoke: {
        id: 'fetchAccessContext',
        src: 'fetchAccessContext',
        onDone: [
          resolvedBy('Resolved.maintenance', 'The site is under maintenance: the maintenance page replaces the app.', 'isMaintenance'),
          resolvedBy('Resolved.restricted', 'The visitor is in a country where we may not offer gambling: the restricted page replaces the app.', 'isRestricted'),
          resolvedBy('Resolved.allowed', 'The visitor may use the site from this country.', 'isAllowed'),
          {
            target: 'failed',
            actions: { type: 'storeUnknownStatus', params: answer },
            description: 'An answer we do not understand is treated as a failed check, never as allowed.',
          },
        ],
        onError: failsTo('failed', 'The check could not be made; the visitor is not shown the casino.'),
      },
    },
    Resolved: {
      description:
        'The platform has answered; the answer picks exactly one child. Entering without a pick shows the restricted page, never the casino.',
      // Every answer targets a child explicitly; should anything enter Resolved without one, the
      // safe default is the restricted page, never the casino.
      initial: 'restricted',
      states: {
        allowed: { tags: ['appAllowed'], description: 'The app renders for this visitor.' },
        restricted: { tags: ['restricted'], description: 'Only the restricted-country page is shown.' },
        maintenance: { tags: ['maintenance'], description: 'Only the maintenance page is shown.' },
      },
    },
    failed: {
      tags: ['failed'],
      description:
        'We could not check the visitor, so the casino stays hidden; the oops page offers Try again.',
      on: {
        'countryCheck.retry': {
          target: 'Requested',
          description: 'The visitor pressed Try again: ask the platform once more.',
        },
      },
    },
  },
})
