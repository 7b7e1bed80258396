import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Catalog } from '../../machines/localeTexts/localeTexts.machine'
import { i18n } from '../i18n/i18n'
import { localeTextsFlow } from './localeTexts'

// Each catalog's chunk, as the Lingui plugin would compile it: one message is enough to tell them apart.
vi.mock('../locales/en/messages.po', () => ({ messages: { greeting: 'Hello' } }))
vi.mock('../locales/fi/messages.po', () => ({ messages: { greeting: 'Hei' } }))
vi.mock('../locales/de/messages.po', () => ({ messages: { greeting: 'Hallo' } }))

const down = new Error('the locale texts are down')

/** The flow with the real catalog loader and switch, and server texts the test answers by catalog. */
function startFlow(catalog: Catalog, texts: (catalog: Catalog) => Promise<Record<string, string>>) {
  const fetchLocaleTexts = fromPromise<Record<string, string>, { catalog: Catalog }>(({ input }) => texts(input.catalog))
  return createActor(localeTextsFlow.provide({ actors: { fetchLocaleTexts } }), { input: { catalog } }).start()
}

describe('locale texts flow', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('keeps the interface in its language until the new catalog and its server texts are both here', async () => {
    // Arrange: English is on show; the Finnish server texts wait for the test
    let releaseFinnish!: () => void
    const finnishTexts = new Promise<Record<string, string>>((done) => (releaseFinnish = () => done({ 'footer.licence': 'Lisenssi' })))
    const actor = startFlow('en', async (catalog) => (catalog === 'fi' ? finnishTexts : {}))
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('ready')).toBe(true))
    expect([i18n.locale, i18n._('greeting')]).toEqual(['en', 'Hello'])

    // Act
    actor.send({ type: 'locale.change', catalog: 'fi' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ loading: { catalog: 'loaded' } })).toBe(true))

    // Assert: the Finnish messages are loaded, yet the interface is still English
    expect([i18n.locale, i18n._('greeting')]).toEqual(['en', 'Hello'])
    releaseFinnish()
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('ready')).toBe(true))
    expect([i18n.locale, i18n._('greeting')]).toEqual(['fi', 'Hei'])
    actor.stop()
  })

  it('keeps the language on show while a change is retried, then falls back to English', async () => {
    // Arrange: Finnish is on show; the German server texts never load
    const actor = startFlow('fi', async (catalog) => (catalog === 'de' ? Promise.reject(down) : {}))
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('ready')).toBe(true))
    expect(i18n.locale).toBe('fi')

    // Act
    actor.send({ type: 'locale.change', catalog: 'de' })
    await vi.advanceTimersByTimeAsync(2_000 + 4_000)

    // Assert: still Finnish through the retries; English once the last one fails
    expect(actor.getSnapshot().value).toBe('retrying')
    expect([i18n.locale, i18n._('greeting')]).toEqual(['fi', 'Hei'])
    await vi.advanceTimersByTimeAsync(6_000)
    expect(actor.getSnapshot().hasTag('failed')).toBe(true)
    await vi.waitFor(() => expect([i18n.locale, i18n._('greeting')]).toEqual(['en', 'Hello']))
    actor.stop()
  })
})
