import { assign, sendTo, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate'
import { acceptTermsVersion, fetchTermsVersions, type ContentDocument } from '../../src/api/session.actors'
import { afterLoginPath } from '../login/afterLogin'
import type { SessionReceiver } from '../login/login.machine'
import { toFlowError, type FlowError } from '../shared/flowError'
import { latestTermsVersion, type TermsVersion } from './termsVersions'

export interface TermsAcceptanceInput {
  /** The current `{language}-{market}`; the terms are read in its language. */
  langmarket: string
  /** The page the terms guard interrupted; the player returns there after accepting. */
  redirect?: string | null
  authorization: SessionReceiver
}

export interface TermsAcceptanceContext {
  langmarket: string
  redirect: string | null
  authorization: SessionReceiver
  terms: TermsVersion | null
  error: FlowError | null
}

export interface TermsAcceptanceOutput {
  redirectTo: string
}

export type TermsAcceptanceEvent = { type: 'terms.accept' } | { type: 'terms.retry' }

const outputOf = <T>(event: { type: string }) => (event as unknown as DoneActorEvent<T>).output
const errorOf = (event: { type: string }) => (event as unknown as ErrorActorEvent).error

/**
 * Terms acceptance (guard 9): a signed-in player whose accepted terms are older than the latest
 * version reads the latest version and accepts it before using the site again.
 */
export const termsAcceptanceMachine = setup({
  types: {
    input: {} as TermsAcceptanceInput,
    context: {} as TermsAcceptanceContext,
    events: {} as TermsAcceptanceEvent,
    output: {} as TermsAcceptanceOutput,
    tags: {} as 'loading',
  },
  actors: { fetchTermsVersions, acceptTermsVersion },
  guards: {
    hasPublishedVersion: ({ event }) => latestTermsVersion(outputOf<ContentDocument>(event)) !== null,
  },
  actions: {
    storeLatestVersion: assign({ terms: ({ event }) => latestTermsVersion(outputOf<ContentDocument>(event)) }),
    storeError: assign({ error: ({ event }) => toFlowError(errorOf(event)) }),
    storeMissingVersion: assign({
      error: { code: 'error.terms.version.unknown', message: 'No terms version is published for this locale.' },
    }),
    clearError: assign({ error: null }),
    tellAuthorization: sendTo(({ context }) => context.authorization, { type: 'auth.termsAccepted' }),
  },
}).createMachine({
  id: 'termsAcceptance',
  description: 'A player accepts the latest terms and conditions before continuing.',
  context: ({ input }) => ({
    langmarket: input.langmarket,
    redirect: input.redirect ?? null,
    authorization: input.authorization,
    terms: null,
    error: null,
  }),
  output: ({ context }) => ({ redirectTo: afterLoginPath({ langmarket: context.langmarket, redirect: context.redirect }) }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      description: 'Reading the latest published terms version.',
      invoke: {
        id: 'fetchTermsVersions',
        src: 'fetchTermsVersions',
        input: ({ context }) => ({ locale: context.langmarket }),
        onDone: [
          { target: 'reviewing', guard: 'hasPublishedVersion', actions: ['storeLatestVersion', 'clearError'] },
          { target: 'loadFailed', actions: 'storeMissingVersion' },
        ],
        onError: { target: 'loadFailed', actions: 'storeError' },
      },
    },
    loadFailed: {
      description: 'The terms could not be read; the player may try again.',
      on: { 'terms.retry': { target: 'loading' } },
    },
    reviewing: {
      description: 'The player reads the latest terms version and may accept it.',
      on: { 'terms.accept': { target: 'accepting', actions: 'clearError' } },
    },
    accepting: {
      tags: ['loading'],
      description: 'The accepted version is sent to the platform.',
      invoke: {
        id: 'acceptTermsVersion',
        src: 'acceptTermsVersion',
        input: ({ context }) => ({ version: context.terms!.version }),
        onDone: {
          target: 'accepted',
          actions: 'tellAuthorization',
          description: 'Accepted: the terms-update flag is cleared and the player returns to the page they wanted.',
        },
        onError: { target: 'acceptFailed', actions: 'storeError' },
      },
    },
    acceptFailed: {
      description: 'The acceptance was not recorded; the player is still asked to accept.',
      on: { 'terms.accept': { target: 'accepting', actions: 'clearError' } },
    },
    accepted: { type: 'final', description: 'The player accepted the latest terms.' },
  },
})
