import { assign, sendTo, setup } from 'xstate'
import type { RequestBody, Schemas } from '../shared/contract'
import { afterLoginPath } from '../login/afterLogin'
import type { SessionReceiver } from '../login/login.machine'
import { invokeError, toFlowError, type FlowError } from '../shared/flowError'
import { providedAction, providedActor, type OpenPage } from '../shared/provided'
import { machineTypes } from '../shared/machineTypes'
import { latestTermsVersion, type TermsVersion } from './termsVersions'

export interface TermsAcceptanceInput {
  /** The `{language}-{market}` the terms are read in and the player returns to. */
  langmarket: string
  /** The page the player was going to (guard 9's interrupted page, or the page after login). */
  redirect?: string | null
  bonusCode?: string | null
  authorization: SessionReceiver
}

export interface TermsAcceptanceContext {
  langmarket: string
  redirect: string | null
  bonusCode: string | null
  authorization: SessionReceiver
  /** The latest published version, once loaded. */
  terms: TermsVersion | null
  error: FlowError | null
}

export type TermsAcceptanceEvent = { type: 'terms.accept' } | { type: 'terms.decline' } | { type: 'terms.retry' }

/** PATCH /player/update_term_and_condition_version. */
export type AcceptTermsRequest = RequestBody<'acceptTermsVersion'>
/** The content service's `terms-versions` document: one block per published version. */
export type TermsVersions = Schemas['ContentDocument']

const loaded = ({ event }: { event: { output: TermsVersions } }) => event.output

const decline = {
  target: '#termsAcceptance.declined',
  description: 'The player declines the terms: they cannot play without them, so they are logged out.',
} as const

/**
 * Terms acceptance (spec 000 §4 Login "terms update", guard 9): a signed-in player whose accepted
 * terms are older than the latest version reads the latest version and accepts it before using the
 * site again, or declines it and is logged out. Runs at login (inside the login flow) and on the
 * accept-terms page guard 9 sends a player to.
 */
export const termsAcceptanceMachine = setup({
  types: machineTypes<TermsAcceptanceInput, TermsAcceptanceContext, TermsAcceptanceEvent, 'loading'>(),
  actors: {
    loadTermsVersions: providedActor<TermsVersions, { langmarket: string }>('loadTermsVersions'),
    acceptTermsVersion: providedActor<void, AcceptTermsRequest>('acceptTermsVersion'),
  },
  guards: {
    isPublished: (_, document: TermsVersions) => latestTermsVersion(document) !== null,
  },
  actions: {
    storeTerms: assign((_, document: TermsVersions) => ({ terms: latestTermsVersion(document), error: null })),
    storeError: assign((_, error: unknown) => ({ error: toFlowError(error) })),
    clearError: assign({ error: null }),
    tellAuthorization: sendTo(({ context }) => context.authorization, { type: 'auth.termsAccepted' }),
    logOut: sendTo(({ context }) => context.authorization, { type: 'auth.logout' }),
    openPage: providedAction<OpenPage>('openPage'),
  },
}).createMachine({
  id: 'termsAcceptance',
  description: 'A player accepts the latest terms and conditions before continuing, or declines them and is logged out.',
  context: ({ input }) => ({
    langmarket: input.langmarket,
    redirect: input.redirect ?? null,
    bonusCode: input.bonusCode ?? null,
    authorization: input.authorization,
    terms: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      description: 'The latest published terms version is looked up in the player’s language.',
      invoke: {
        id: 'loadTermsVersions',
        src: 'loadTermsVersions',
        input: ({ context }) => ({ langmarket: context.langmarket }),
        onDone: [
          {
            target: 'reviewing',
            guard: { type: 'isPublished', params: loaded },
            actions: { type: 'storeTerms', params: loaded },
            description: 'The latest version is known: the player is shown it.',
          },
          {
            target: 'unavailable',
            description: 'No terms version is published: there is nothing the player could accept yet.',
          },
        ],
        onError: {
          target: 'unavailable',
          actions: { type: 'storeError', params: invokeError },
          description: 'The terms could not be loaded.',
        },
      },
    },
    unavailable: {
      description: 'The terms cannot be shown right now; the player may try again or log out.',
      on: {
        'terms.retry': { target: 'loading', actions: 'clearError', description: 'The player asks to load the terms again.' },
        'terms.decline': decline,
      },
    },
    reviewing: {
      description: 'The player reads the latest terms version and accepts or declines it.',
      on: {
        'terms.accept': { target: 'accepting', description: 'The player accepts the version shown.' },
        'terms.decline': decline,
      },
    },
    accepting: {
      tags: ['loading'],
      description: 'The accepted version is sent to the platform.',
      invoke: {
        id: 'acceptTermsVersion',
        src: 'acceptTermsVersion',
        // Only reviewing leads here, and it is entered with the version stored.
        input: ({ context }) => ({ version: context.terms!.version }),
        onDone: {
          target: 'accepted',
          actions: 'tellAuthorization',
          description: 'Accepted: the terms-update flag is cleared and the player goes on to the page they wanted.',
        },
        onError: {
          target: 'acceptFailed',
          actions: { type: 'storeError', params: invokeError },
          description: 'Not recorded: the player stays on the terms and is asked again.',
        },
      },
    },
    acceptFailed: {
      description: 'The acceptance was not recorded; the player is still asked to accept, or may decline.',
      on: {
        'terms.accept': {
          target: 'accepting',
          actions: 'clearError',
          description: 'The player accepts again; the previous error is cleared.',
        },
        'terms.decline': decline,
      },
    },
    accepted: {
      type: 'final',
      description: 'The player accepted the latest terms and goes on to the page they wanted, in their language, keeping a bonus code.',
      entry: {
        type: 'openPage',
        params: ({ context }) => ({ href: afterLoginPath(context), replace: true }),
      },
    },
    declined: {
      type: 'final',
      description: 'The player declined the terms: authorization logs them out, which revokes the session and returns to the home page.',
      entry: 'logOut',
    },
  },
})
