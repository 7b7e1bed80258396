import { assign, setup } from 'xstate'
import { storeCallError } from '../shared/callState'
import type { Schemas } from '../shared/contract'
import { invokeError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedAction, providedCall } from '../shared/provided'

export type LanguageCode = Schemas['LanguageCode']

/** The contract's player languages (openapi/areas/player.yaml `LanguageCode`); a market's other codes (`nz`) are locale aliases. */
export const LANGUAGE_CODES: readonly LanguageCode[] = ['en', 'fi', 'no', 'de', 'fr', 'es', 'pt', 'ja', 'tl', 'tr', 'pl']

export interface LanguageChangeInput {
  /** The language the page is in (the player's, on the player's market). */
  language: LanguageCode
  /** The player's market: the site switches to `{language}-{market}`. */
  market: string
  /** The page's path after its `{langmarket}`, kept when the site switches. */
  path: string
}

export interface LanguageChangeContext extends LanguageChangeInput {
  chosen: LanguageCode | null
  error: FlowError | null
}

export type LanguageChangeEvent = { type: 'language.save'; language: LanguageCode } | { type: 'language.retry' }

/**
 * My account → Account details → language (spec 001 §7 POST /player/language): the player picks one
 * of the languages of their market; once the platform stored it (every later login and mail uses
 * it) the site switches to it, on the same page.
 */
export const languageChangeMachine = setup({
  types: machineTypes<LanguageChangeInput, LanguageChangeContext, LanguageChangeEvent, 'saving'>(),
  actors: { changeLanguage: providedCall('changeLanguage') },
  actions: {
    switchLanguage: providedAction<{ langmarket: string; href: string }>('switchLanguage'),
    storeChoice: assign({ chosen: (_, language: LanguageCode) => language, error: null }),
    clearError: assign({ error: null }),
    storeError: storeCallError<LanguageChangeContext, LanguageChangeEvent>(),
  },
  guards: {
    anotherLanguage: ({ context }, language: LanguageCode) => language !== context.language,
  },
}).createMachine({
  id: 'languageChange',
  description: 'A signed-in player changes the language the platform keeps for them, and the site follows.',
  context: ({ input }) => ({ ...input, chosen: null, error: null }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The market’s languages, the current one selected.',
      on: {
        'language.save': {
          guard: { type: 'anotherLanguage', params: ({ event }) => event.language },
          target: 'saving',
          actions: { type: 'storeChoice', params: ({ event }) => event.language },
          description: 'The player saves another language.',
        },
      },
    },
    saving: {
      tags: ['saving'],
      description: 'The language is sent to the platform.',
      invoke: {
        id: 'changeLanguage',
        src: 'changeLanguage',
        input: ({ context }) => ({ language: context.chosen! }),
        onDone: { target: 'switched', description: 'Stored: the site switches to it.' },
        onError: { target: 'notSaved', actions: { type: 'storeError', params: invokeError }, description: 'Refused or not stored: the page says why.' },
      },
    },
    notSaved: {
      description: 'The language was not stored; the player may send it again or pick another.',
      on: {
        'language.retry': { target: 'saving', actions: 'clearError', description: 'The same language is sent again.' },
        'language.save': {
          guard: { type: 'anotherLanguage', params: ({ event }) => event.language },
          target: 'saving',
          actions: { type: 'storeChoice', params: ({ event }) => event.language },
          description: 'The player saves another language.',
        },
      },
    },
    switched: {
      type: 'final',
      description: 'The platform keeps the language; the site opens the same page in it.',
      entry: {
        type: 'switchLanguage',
        params: ({ context }) => ({ langmarket: `${context.chosen}-${context.market}`, href: `/${context.chosen}-${context.market}${context.path}` }),
      },
    },
  },
})
