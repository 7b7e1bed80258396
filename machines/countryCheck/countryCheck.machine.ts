import { assign, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate'
import { fetchAccessContext, type AccessContext } from '../../src/api/system.actors'
import { toFlowError, type FlowError } from '../shared/flowError'

export interface CountryCheckContext {
  countryCode: string | null
  market: AccessContext['market'] | null
  ipAddress: string | null
  error: FlowError | null
}

export type CountryCheckEvent = { type: 'countryCheck.start' } | { type: 'countryCheck.retry' }

type AccessAnswer = DoneActorEvent<AccessContext>

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
  actors: { fetchAccessContext },
  guards: {
    isMaintenance: ({ event }) => (event as AccessAnswer).output.status === 'MAINTENANCE',
    isRestricted: ({ event }) => (event as AccessAnswer).output.status === 'RESTRICTED',
    isAllowed: ({ event }) => (event as AccessAnswer).output.status === 'ALLOWED',
  },
  actions: {
    storeAccessContext: assign(({ event }) => {
      const { countryCode, market, ipAddress } = (event as AccessAnswer).output
      return { countryCode, market, ipAddress: ipAddress ?? null, error: null }
    }),
    storeError: assign({ error: ({ event }) => toFlowError((event as ErrorActorEvent).error) }),
    storeUnknownStatus: assign({
      error: ({ event }) => ({
        code: 'error.access.status.unknown',
        message: `Unknown access status ${String((event as AccessAnswer).output.status)}`,
      }),
    }),
  },
}).createMachine({
  id: 'countryCheck',
  description: 'Decides, before anything else renders, whether this visitor may see the casino from where they are.',
  context: { countryCode: null, market: null, ipAddress: null, error: null },
  initial: 'Pending',
  states: {
    Pending: {
      tags: ['loading'],
      description: 'Nothing is shown yet; the check has not been asked for.',
      on: { 'countryCheck.start': { target: 'Requested' } },
    },
    Requested: {
      tags: ['loading'],
      description: 'Asking the platform where the visitor is and whether the site is open there.',
      invoke: {
        id: 'fetchAccessContext',
        src: 'fetchAccessContext',
        onDone: [
          {
            target: 'Resolved.maintenance',
            guard: 'isMaintenance',
            actions: 'storeAccessContext',
            description: 'The site is under maintenance: the maintenance page replaces the app.',
          },
          {
            target: 'Resolved.restricted',
            guard: 'isRestricted',
            actions: 'storeAccessContext',
            description: 'The visitor is in a country where we may not offer gambling: the restricted page replaces the app.',
          },
          {
            target: 'Resolved.allowed',
            guard: 'isAllowed',
            actions: 'storeAccessContext',
            description: 'The visitor may use the site from this country.',
          },
          {
            target: 'failed',
            actions: 'storeUnknownStatus',
            description: 'An answer we do not understand is treated as a failed check, never as allowed.',
          },
        ],
        onError: {
          target: 'failed',
          actions: 'storeError',
          description: 'The check could not be made; the visitor is not shown the casino.',
        },
      },
    },
    Resolved: {
      description: 'The platform has answered; exactly one of its children decides what replaces or renders the app.',
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
