import { assign, sendTo, setup } from 'xstate'
import type { RequestBody } from '../shared/contract'
import { afterLoginPath } from '../login/afterLogin'
import type { SessionReceiver } from '../login/login.machine'
import { invokeError, toFlowError, type FlowError } from '../shared/flowError'
import { providedAction, providedActor, type OpenPage } from '../shared/provided'
import { machineTypes } from '../shared/machineTypes'
import type { TermsVersion } from './termsVersions'

export interface TermsAcceptanceInput {
  /** The current `{language}-{market}`. */
  langmarket: string
  /** The latest published version (content `terms-versions`, loaded by the route). */
  terms: TermsVersion
  /** The page the terms guard interrupted; the player returns there after accepting. */
  redirect?: string | null
  authorization: SessionReceiver
}

export interface TermsAcceptanceContext {
  langmarket: string
  terms: TermsVersion
  redirect: string | null
  authorization: SessionReceiver
  error: FlowError | null
}

export type TermsAcceptanceEvent = { type: 'terms.accept' }

/** PATCH /player/update_term_and_condition_version. */
export type AcceptTermsRequest = RequestBody<'acceptTermsVersion'>

/**
 * Terms acceptance (guard 9): a signed-in player whose accepted terms are older than the latest
 * version reads the latest version and accepts it before using the site again.
 */
export const termsAcceptanceMachine = setup({
  types: machineTypes<TermsAcceptanceInput, TermsAcceptanceContext, TermsAcceptanceEvent, 'loading'>(),
  actors: { acceptTermsVersion: providedActor<void, AcceptTermsRequest>('acceptTermsVersion') },
  actions: {
    storeError: assign((_, error: unknown) => ({ error: toFlowError(error) })),
    clearError: assign({ error: null }),
    tellAuthorization: sendTo(({ context }) => context.authorization, { type: 'auth.termsAccepted' }),
    openPage: providedAction<OpenPage>('openPage'),
  },
}).createMachine({
  id: 'termsAcceptance',
  description: 'A player accepts the latest terms and conditions before continuing.',
  context: ({ input }) => ({
    langmarket: input.langmarket,
    terms: input.terms,
    redirect: input.redirect ?? null,
    authorization: input.authorization,
    error: null,
  }),
  initial: 'reviewing',
  states: {
    reviewing: {
      description: 'The player reads the latest terms version and may accept it.',
      on: {
        'terms.accept': { target: 'accepting', description: 'The player accepts the version shown.' },
      },
    },
    accepting: {
      tags: ['loading'],
      description: 'The accepted version is sent to the platform.',
      invoke: {
        id: 'acceptTermsVersion',
        src: 'acceptTermsVersion',
        input: ({ context }) => ({ version: context.terms.version }),
        onDone: {
          target: 'accepted',
          actions: 'tellAuthorization',
          description: 'Accepted: the terms-update flag is cleared and the player returns to the page they wanted.',
        },
        onError: {
          target: 'acceptFailed',
          actions: { type: 'storeError', params: invokeError },
          description: 'Not recorded: the player stays on the terms page and is asked again.',
        },
      },
    },
    acceptFailed: {
      description: 'The acceptance was not recorded; the player is still asked to accept.',
      on: {
        'terms.accept': {
          target: 'accepting',
          actions: 'clearError',
          description: 'The player accepts again; the previous error is cleared.',
        },
      },
    },
    accepted: {
      type: 'final',
      description: 'The player accepted the latest terms and returns to the page they wanted.',
      entry: {
        type: 'openPage',
        params: ({ context }) => ({
          href: afterLoginPath({ langmarket: context.langmarket, redirect: context.redirect }),
          replace: true,
        }),
      },
    },
  },
})
