import { assign, setup } from 'xstate'
import type { ResponseBody, Schemas } from '../shared/contract'
import { invokeError, toFlowError, type FlowError } from '../shared/flowError'
import { providedAction, providedActor } from '../shared/provided'
import { machineTypes } from '../shared/machineTypes'

/** A catalog code (DECISIONS.md 1), e.g. `fi`; the URL's language-market pair maps onto one. */
export type Catalog = Schemas['CatalogLocale']
/** GET /locales/{lang}/default.json: the content team's texts by key. */
export type LocaleTexts = ResponseBody<'getLocaleTexts'>
/** What both loaders are asked for. */
export interface CatalogRequest {
  catalog: Catalog
}

/** Retries after the first failure; the waits grow by RETRY_STEP_MS each time (2 s, 4 s, 6 s). */
export const MAX_RETRIES = 3
export const RETRY_STEP_MS = 2000

export interface LocaleTextsInput {
  catalog: Catalog
}

export interface LocaleTextsContext {
  catalog: Catalog
  /** The content team's strings for `catalog`; null until they have arrived. */
  texts: LocaleTexts | null
  /** Retries made so far for the current catalog. */
  attempt: number
  error: FlowError | null
  /**
   * Whether a load has ended before (its catalog or the English fallback is on show): a later
   * change loads behind the page the player is using instead of in place of it.
   */
  shownBefore: boolean
}

export type LocaleTextsEvent = { type: 'locale.change'; catalog: Catalog }


const loadFailure = {
  retry: {
    target: '#localeTexts.retrying',
    guard: 'canRetry',
    actions: [{ type: 'storeError', params: invokeError }, 'countAttempt'],
    description: 'A load failed: wait, longer each time, and load both again.',
  },
  giveUp: {
    target: '#localeTexts.failed',
    actions: { type: 'storeError', params: invokeError },
    description: 'The last retry failed too: give up; the UI falls back to English.',
  },
} as const

/**
 * The texts of one catalog: the Lingui UI messages and the server-managed texts, loaded in
 * parallel (two regions, so the statechart shows both calls) and retried together, because the
 * page needs both in the same language.
 */
export const localeTextsMachine = setup({
  types: machineTypes<LocaleTextsInput, LocaleTextsContext, LocaleTextsEvent, 'loading' | 'ready' | 'failed'>(),
  actors: {
    /** Loads the Lingui catalog (its own chunk); `showCatalog` makes it the interface language. */
    loadCatalog: providedActor<void, CatalogRequest>('loadCatalog'),
    fetchLocaleTexts: providedActor<LocaleTexts, CatalogRequest>('fetchLocaleTexts'),
  },
  guards: {
    canRetry: ({ context }) => context.attempt < MAX_RETRIES,
  },
  delays: {
    retryDelay: ({ context }) => RETRY_STEP_MS * context.attempt,
  },
  actions: {
    storeTexts: assign((_, texts: LocaleTexts) => ({ texts })),
    storeError: assign((_, error: unknown) => ({ error: toFlowError(error) })),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    clearError: assign({ error: null }),
    switchCatalog: assign(({ event }) => ({ catalog: event.catalog, texts: null, attempt: 0, error: null })),
    rememberShown: assign({ shownBefore: true }),
    /**
     * Makes the loaded catalog the interface language, only once the server texts are here too:
     * until then the page stays in the language it was in, never half one, half the other.
     */
    showCatalog: providedAction<CatalogRequest>('showCatalog'),
    /** Shows the interface in the source language (English), which is always bundled. */
    fallBackToSourceCatalog: providedAction('fallBackToSourceCatalog'),
  },
}).createMachine({
  id: 'localeTexts',
  description: 'Loads the words of the site in the player’s language, retrying a flaky network before giving up.',
  context: ({ input }) => ({ catalog: input.catalog, texts: null, attempt: 0, error: null, shownBefore: false }),
  initial: 'loading',
  on: {
    'locale.change': {
      target: '.loading',
      actions: 'switchCatalog',
      description:
        'The player picked another language: load its texts from scratch. After the first load the page stays in ' +
        'the language it was in meanwhile; only the first load shows a loader in its place.',
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      description: 'Loading the UI messages and the server texts for the catalog at the same time.',
      type: 'parallel',
      states: {
        catalog: {
          description: 'The interface messages (Lingui catalog), loaded as their own chunk.',
          initial: 'loading',
          states: {
            loading: {
              description: 'Waiting for the interface messages of the catalog.',
              invoke: {
                id: 'loadCatalog',
                src: 'loadCatalog',
                input: ({ context }) => ({ catalog: context.catalog }),
                onDone: { target: 'loaded', description: 'The interface messages have arrived; they are shown once the server texts are here too.' },
                onError: [loadFailure.retry, loadFailure.giveUp],
              },
            },
            loaded: { type: 'final', description: 'The interface messages are here.' },
          },
        },
        texts: {
          description: 'The texts the content team manages on the server for this catalog.',
          initial: 'loading',
          states: {
            loading: {
              description: 'Waiting for the server texts of the catalog.',
              invoke: {
                id: 'fetchLocaleTexts',
                src: 'fetchLocaleTexts',
                input: ({ context }) => ({ catalog: context.catalog }),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'storeTexts', params: ({ event }) => event.output },
                  description: 'Keep the server texts for the catalog.',
                },
                onError: [loadFailure.retry, loadFailure.giveUp],
              },
            },
            loaded: { type: 'final', description: 'The server texts are here.' },
          },
        },
      },
      onDone: {
        target: 'ready',
        actions: 'clearError',
        description: 'Both have arrived: the site is shown in the chosen language.',
      },
    },
    retrying: {
      tags: ['loading'],
      description: 'Waiting 2 s × the retry number before loading again.',
      after: {
        retryDelay: {
          target: 'loading',
          description: 'After 2000 ms × the retry number (2 s, 4 s, 6 s), load both again.',
        },
      },
    },
    ready: {
      tags: ['ready'],
      description: 'Both the UI messages and the server texts are in the chosen language, which the page now shows.',
      entry: [{ type: 'showCatalog', params: ({ context }) => ({ catalog: context.catalog }) }, 'rememberShown'],
    },
    failed: {
      tags: ['failed'],
      description: 'Loading failed after every retry; the UI shows English.',
      entry: ['fallBackToSourceCatalog', 'rememberShown'],
    },
  },
})
