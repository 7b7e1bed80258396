import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiCallError } from '../shared/callError'
import { reviewProblems } from '../tooling/statechart'
import { localeTextsMachine, type Catalog, type CatalogRequest } from './localeTexts.machine'

const finnish = { 'footer.licence': 'Lisenssi' }
const offline = new ApiCallError(502, { status: 502, code: 'error.system.error', message: 'Bad gateway' })
const offlineError = { code: 'error.system.error', message: 'Bad gateway', status: 502 }

describe('localeTexts', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const loaders = (texts: (catalog: Catalog) => Promise<Record<string, string>>, messages: (catalog: Catalog) => Promise<void> = async () => {}) => {
    const calls: Catalog[] = []
    const fallBack = vi.fn()
    const shown: Catalog[] = []
    const machine = localeTextsMachine.provide({
      actions: { fallBackToSourceCatalog: fallBack, showCatalog: (_, { catalog }) => void shown.push(catalog) },
      actors: {
        loadCatalog: fromPromise(async ({ input }: { input: CatalogRequest }) => messages(input.catalog)),
        fetchLocaleTexts: fromPromise(async ({ input }: { input: { catalog: Catalog } }) => {
          calls.push(input.catalog)
          return texts(input.catalog)
        }),
      },
    })
    return { machine, calls, fallBack, shown }
  }

  it('is ready once both the UI messages and the server texts have arrived', async () => {
    // Arrange
    const { machine } = loaders(async () => finnish)

    // Act
    const actor = createActor(machine, { input: { catalog: 'fi' } }).start()
    await vi.advanceTimersByTimeAsync(0)

    // Assert
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    expect(actor.getSnapshot().context.texts).toEqual(finnish)
  })

  it('shows the new language only once both the UI messages and the server texts are here', async () => {
    // Arrange: the Finnish messages arrive at once, the Finnish server texts when released
    let releaseTexts!: () => void
    const { machine, shown } = loaders((catalog) => (catalog === 'fi' ? new Promise((done) => (releaseTexts = () => done(finnish))) : Promise.resolve({})))
    const actor = createActor(machine, { input: { catalog: 'en' } }).start()
    await vi.advanceTimersByTimeAsync(0)
    expect(shown).toEqual(['en'])

    // Act
    actor.send({ type: 'locale.change', catalog: 'fi' })
    await vi.advanceTimersByTimeAsync(0)

    // Assert: the messages are in, the page still shows English
    expect(actor.getSnapshot().matches({ loading: { catalog: 'loaded', texts: 'loading' } })).toBe(true)
    expect(shown).toEqual(['en'])
    releaseTexts()
    await vi.advanceTimersByTimeAsync(0)
    expect(shown).toEqual(['en', 'fi'])
  })

  it('tells the first load from a later change, which loads behind the page already shown', async () => {
    // Arrange: the German texts never arrive; the Finnish and the Polish ones do
    const { machine } = loaders((catalog) => (catalog === 'de' ? new Promise<never>(() => {}) : Promise.resolve(finnish)))
    const actor = createActor(machine, { input: { catalog: 'de' } }).start()
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.shownBefore).toBe(false)

    // Act / Assert: a change during the first load is still the first load
    actor.send({ type: 'locale.change', catalog: 'fi' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(actor.getSnapshot().context.shownBefore).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)

    // Act / Assert: a change once a language is shown loads behind it
    actor.send({ type: 'locale.change', catalog: 'pl' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(actor.getSnapshot().context.shownBefore).toBe(true)
  })

  it('counts the English fallback as shown: a change after giving up loads behind it', async () => {
    // Arrange
    const { machine, fallBack } = loaders(async () => Promise.reject(offline))
    const actor = createActor(machine, { input: { catalog: 'fi' } }).start()
    await vi.advanceTimersByTimeAsync(12_000)
    expect(actor.getSnapshot().value).toBe('failed')
    expect(fallBack).toHaveBeenCalledOnce()

    // Act
    actor.send({ type: 'locale.change', catalog: 'de' })

    // Assert
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(actor.getSnapshot().context.shownBefore).toBe(true)
  })

  it('retries three times, waiting 2000, 4000 and 6000 ms, then gives up', async () => {
    // Arrange
    const { machine, calls, fallBack } = loaders(async () => Promise.reject(offline))
    const actor = createActor(machine, { input: { catalog: 'fi' } }).start()
    await vi.advanceTimersByTimeAsync(0)

    // Act / Assert: each wait is exact to the millisecond
    for (const [retry, wait] of [[1, 2000], [2, 4000], [3, 6000]] as const) {
      expect(actor.getSnapshot().value).toBe('retrying')
      expect(actor.getSnapshot().context.attempt).toBe(retry)
      await vi.advanceTimersByTimeAsync(wait - 1)
      expect(calls).toHaveLength(retry)
      await vi.advanceTimersByTimeAsync(1)
      expect(calls).toHaveLength(retry + 1)
    }
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().hasTag('failed')).toBe(true)
    expect(actor.getSnapshot().context.error).toEqual(offlineError)
    expect(fallBack).toHaveBeenCalledOnce()
  })

  it('recovers when a retry succeeds', async () => {
    // Arrange
    let failures = 1
    const { machine } = loaders(async () => (failures-- > 0 ? Promise.reject(offline) : finnish))
    const actor = createActor(machine, { input: { catalog: 'fi' } }).start()
    await vi.advanceTimersByTimeAsync(0)

    // Act
    await vi.advanceTimersByTimeAsync(2000)

    // Assert
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('reloads from scratch in the new language, even after giving up', async () => {
    // Arrange
    let reachable = false
    const { machine, calls } = loaders(async () => (reachable ? finnish : Promise.reject(offline)))
    const actor = createActor(machine, { input: { catalog: 'de' } }).start()
    await vi.advanceTimersByTimeAsync(12_000)
    expect(actor.getSnapshot().value).toBe('failed')

    // Act
    reachable = true
    actor.send({ type: 'locale.change', catalog: 'fi' })
    await vi.advanceTimersByTimeAsync(0)

    // Assert
    expect(calls.at(-1)).toBe('fi')
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ catalog: 'fi', attempt: 0, texts: finnish })
  })

  it('drops a load still under way when the language changes, and loads the new one', async () => {
    // Arrange: the German texts never arrive
    const { machine, calls } = loaders((catalog) => (catalog === 'de' ? new Promise<never>(() => {}) : Promise.resolve(finnish)))
    const actor = createActor(machine, { input: { catalog: 'de' } }).start()
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)

    // Act
    actor.send({ type: 'locale.change', catalog: 'fi' })
    await vi.advanceTimersByTimeAsync(0)

    // Assert
    expect(calls).toEqual(['de', 'fi'])
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ catalog: 'fi', texts: finnish })
  })
})

describe('localeTexts statechart', () => {
  it('describes every state and transition for a compliance reviewer and names every guard', () => {
    expect(reviewProblems(localeTextsMachine)).toEqual([])
  })
})
