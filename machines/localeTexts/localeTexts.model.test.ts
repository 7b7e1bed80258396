import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiCallError } from '../shared/callError'
import { describeModel } from '../tooling/model'
import { MAX_RETRIES, localeTextsMachine, type CatalogRequest } from './localeTexts.machine'
import { tagsOf } from '../shared/testing'

const finnish = { 'footer.licence': 'Lisenssi' }
const offline = new ApiCallError(502, { status: 502, code: 'error.system.error', message: 'Bad gateway' })
const offlineError = { code: 'error.system.error', message: 'Bad gateway', status: 502 }


const both = 'loading.catalog.loading + loading.texts.loading'
const catalogLoaded = 'loading.catalog.loaded + loading.texts.loading'
const textsLoaded = 'loading.catalog.loading + loading.texts.loaded'
/** The first failure and each failed retry wait again, up to three retries; the fourth failure gives up. */
const afterFailure = (before: AnyMachineSnapshot) => (before.context.attempt < 3 ? 'retrying' : 'failed')

describeModel('localeTexts', localeTextsMachine, {
  input: { catalog: 'en' },
  events: (snapshot) => {
    const offered: { type: string; [key: string]: unknown }[] = [{ type: 'locale.change', catalog: 'fi' }]
    if (snapshot.matches({ loading: { catalog: 'loading' } })) {
      offered.push({ type: 'xstate.done.actor.loadCatalog' }, { type: 'xstate.error.actor.loadCatalog', error: offline })
    }
    if (snapshot.matches({ loading: { texts: 'loading' } })) {
      offered.push({ type: 'xstate.done.actor.fetchLocaleTexts', output: finnish }, { type: 'xstate.error.actor.fetchLocaleTexts', error: offline })
    }
    if (snapshot.matches('retrying')) offered.push({ type: 'xstate.after.retryDelay.localeTexts.retrying' })
    return offered
  },
  // The retry count decides the way on, and whether a load has ended before decides what the page
  // shows meanwhile; the catalog's name does not.
  contextKey: (c) => [c.attempt, c.shownBefore],
  // Written from the spec: both loads run together, either failing retries both (2 s, 4 s, 6 s),
  // and a language change starts over from anywhere.
  transitions: {
    [both]: {
      'done loadCatalog': catalogLoaded,
      'done fetchLocaleTexts': textsLoaded,
      'error loadCatalog': afterFailure,
      'error fetchLocaleTexts': afterFailure,
      'locale.change': both,
    },
    [catalogLoaded]: { 'done fetchLocaleTexts': 'ready', 'error fetchLocaleTexts': afterFailure, 'locale.change': both },
    [textsLoaded]: { 'done loadCatalog': 'ready', 'error loadCatalog': afterFailure, 'locale.change': both },
    retrying: { 'after retryDelay': both, 'locale.change': both },
    ready: { 'locale.change': both },
    failed: { 'locale.change': both },
  },
  calls: {
    loadCatalog: (input, s) => expect(input).toEqual({ catalog: s.context.catalog } satisfies CatalogRequest),
    fetchLocaleTexts: (input, s) => expect(input).toEqual({ catalog: s.context.catalog } satisfies CatalogRequest),
  },
  effects: {
    // The interface changes language once, when both the messages and the texts are here.
    showCatalog: (params, s) => {
      expect(params).toEqual({ catalog: s.context.catalog } satisfies CatalogRequest)
      expect(s.value).toBe('ready')
    },
    fallBackToSourceCatalog: (params, s) => {
      expect(params).toBeUndefined()
      expect(s.value).toBe('failed')
    },
  },
  states: {
    loading: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.attempt).toBeLessThanOrEqual(MAX_RETRIES)
      // The model starts in English and changes only to Finnish: English is always the first load.
      if (s.context.catalog === 'en') expect(s.context.shownBefore).toBe(false)
    },
    // The server texts are kept as soon as they arrive, whatever the catalog is still doing.
    'loading.texts.loaded': (s) => expect(s.context.texts).toEqual(finnish),
    retrying: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.attempt).toBeGreaterThan(0)
      expect(s.context.error).toEqual(offlineError)
      if (s.context.catalog === 'en') expect(s.context.shownBefore).toBe(false)
    },
    ready: (s) => {
      expect(tagsOf(s)).toEqual(['ready'])
      expect(s.context.texts).toEqual(finnish)
      expect(s.context.error).toBeNull()
      expect(s.context.shownBefore).toBe(true)
    },
    failed: (s) => {
      expect(tagsOf(s)).toEqual(['failed'])
      expect(s.context.attempt).toBe(3)
      expect(s.context.error).toEqual(offlineError)
      expect(s.context.shownBefore).toBe(true)
    },
  },
})

