import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { lobbyMachine, SEARCH_DELAY_MS, type FavouriteChange, type Game, type LobbyRequest, type SearchRequest } from './lobby.machine'
import { bookOfDead, layout, lobby, notFound, player, preloaded, reactoonz, visitor } from './lobby.fixtures'

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

describe('lobby', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('searches once, for the last term, after the player stops typing', async () => {
    // Arrange
    const searched: SearchRequest[] = []
    const machine = lobbyMachine.provide({
      actors: {
        loadLayout: fromPromise(async () => layout),
        searchGames: fromPromise<Game[], SearchRequest>(async ({ input }) => {
          searched.push(input)
          return [bookOfDead]
        }),
      },
    })
    const actor = createActor(machine, { input: player }).start()
    await flush()

    // Act
    actor.send({ type: 'search.change', term: 'b' })
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 1)
    actor.send({ type: 'search.change', term: 'bo' })
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 1)
    actor.send({ type: 'search.change', term: 'BOOK' })
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS)
    await flush()

    // Assert
    expect(searched).toEqual([{ name: 'BOOK', type: 'CASINO' }])
    expect(actor.getSnapshot().matches({ ready: { search: 'showingResults' } })).toBe(true)
    expect(actor.getSnapshot().context.results).toEqual([bookOfDead])
  })

  it('puts a favourite mark back when the platform refuses it, and keeps it when saved', async () => {
    // Arrange
    const saved: FavouriteChange[] = []
    let refuse = true
    const machine = lobbyMachine.provide({
      actors: {
        loadLayout: fromPromise(async () => layout),
        saveFavourite: fromPromise<void, FavouriteChange>(async ({ input }) => {
          saved.push(input)
          if (refuse) throw notFound
        }),
      },
    })
    const actor = createActor(machine, { input: player }).start()
    await flush()
    const marked = () => actor.getSnapshot().context.favourites.map((g) => g.id)

    // Act + Assert: refused, the mark returns with the reason
    actor.send({ type: 'favourite.toggle', game: reactoonz })
    expect(marked()).toEqual([])
    await flush()
    expect(marked()).toEqual(['reactoonz'])
    expect(actor.getSnapshot().context.favouriteError).toMatchObject({ code: 'error.game.not.found' })

    // Act + Assert: a new game marked and saved stays marked, first in the list
    refuse = false
    actor.send({ type: 'favourite.toggle', game: bookOfDead })
    await flush()
    expect(marked()).toEqual(['book-of-dead', 'reactoonz'])
    expect(actor.getSnapshot().context.favouriteError).toBeNull()
    expect(saved).toEqual([
      { gameId: 'reactoonz', lobbyPageType: 'casino-lobby', favourite: false },
      { gameId: 'book-of-dead', lobbyPageType: 'casino-lobby', favourite: true },
    ])
  })

  it('marks the search filter active for a checked provider or a typed term, and inactive when both are gone', async () => {
    const machine = lobbyMachine.provide({ actors: { loadLayout: fromPromise(async () => layout) } })
    const actor = createActor(machine, { input: { ...player, type: 'LIVE_CASINO' } }).start()
    await flush()
    const active = () => actor.getSnapshot().context.filterActive

    actor.send({ type: 'filters.toggle', providerId: 'evolution' })
    expect(active()).toBe(true)
    actor.send({ type: 'search.change', term: 'roul' })
    actor.send({ type: 'filters.toggle', providerId: 'evolution' })
    expect(actor.getSnapshot().context.checkedProviders).toEqual([])
    expect(active()).toBe(true)
    actor.send({ type: 'search.clear' })
    expect(active()).toBe(false)
  })

  it('starts empty while the layout loads: no favourites, no search, no filter', () => {
    const machine = lobbyMachine.provide({ actors: { loadLayout: fromPromise<typeof layout, { request: LobbyRequest; signedIn: boolean }>(() => new Promise(() => {})) } })
    const actor = createActor(machine, { input: visitor }).start()

    expect(actor.getSnapshot().context).toEqual({
      request: { type: 'CASINO', channel: 'web', language: 'en', market: 'UN' },
      signedIn: false,
      preloaded: null,
      layout: null,
      favourites: [],
      recentlyPlayed: [],
      loadError: null,
      searchTerm: '',
      results: [],
      searchError: null,
      checkedProviders: [],
      filterActive: false,
      pendingFavourite: null,
      favouriteError: null,
    })
  })

  it('starts ready with the layout the page arrived with, without a call, and loads for real once the player signs in', async () => {
    // Arrange
    const loads: { signedIn: boolean }[] = []
    const machine = lobbyMachine.provide({
      actors: { loadLayout: fromPromise<typeof layout, { request: LobbyRequest; signedIn: boolean }>(async ({ input }) => (loads.push({ signedIn: input.signedIn }), layout)) },
    })

    // Act: the first snapshot, before the actor even runs
    const actor = createActor(machine, { input: { ...visitor, preloaded } })

    // Assert: shown at once (the first render has the hero and the rows), nothing asked
    expect(actor.getSnapshot().matches({ ready: { search: 'idle', filters: 'closed', favourites: 'idle' } })).toBe(true)
    expect(actor.getSnapshot().hasTag('loading')).toBe(false)
    expect(actor.getSnapshot().context).toMatchObject({ preloaded: null, layout: lobby, favourites: [], recentlyPlayed: [], loadError: null })
    actor.start()
    await flush()
    expect(loads).toEqual([])

    // Act + Assert: signing in loads the player's own games (the preloaded layout is not reused)
    actor.send({ type: 'player.changed', signedIn: true })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await flush()
    expect(loads).toEqual([{ signedIn: true }])
    expect(actor.getSnapshot().context).toMatchObject({ layout: lobby, favourites: [reactoonz], recentlyPlayed: [bookOfDead] })
  })

  it('loads as before when the page arrived without the layout (no preloaded one, or null)', async () => {
    const loads: { signedIn: boolean }[] = []
    const machine = lobbyMachine.provide({
      actors: { loadLayout: fromPromise<typeof layout, { request: LobbyRequest; signedIn: boolean }>(async ({ input }) => (loads.push({ signedIn: input.signedIn }), layout)) },
    })

    const actor = createActor(machine, { input: { ...visitor, preloaded: null } }).start()
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await flush()

    expect(loads).toEqual([{ signedIn: false }])
    expect(actor.getSnapshot().context.recentlyPlayed).toEqual([bookOfDead])
  })

  it('loads again for a player who signed in, asking for their own games', async () => {
    const loads: { signedIn: boolean }[] = []
    const machine = lobbyMachine.provide({
      actors: { loadLayout: fromPromise<typeof layout, { request: LobbyRequest; signedIn: boolean }>(async ({ input }) => (loads.push({ signedIn: input.signedIn }), layout)) },
    })
    const actor = createActor(machine, { input: visitor }).start()
    await flush()

    actor.send({ type: 'player.changed', signedIn: true })
    await flush()

    expect(actor.getSnapshot().context.signedIn).toBe(true)
    expect(loads).toEqual([{ signedIn: false }, { signedIn: true }])
  })

  it('unchecks one provider of several, and clears them all while a term still filters', async () => {
    const machine = lobbyMachine.provide({ actors: { loadLayout: fromPromise(async () => layout) } })
    const actor = createActor(machine, { input: player }).start()
    await flush()
    const context = () => actor.getSnapshot().context

    actor.send({ type: 'filters.toggle', providerId: 'playngo' })
    actor.send({ type: 'filters.toggle', providerId: 'quickspin' })
    actor.send({ type: 'filters.toggle', providerId: 'playngo' })
    expect(context().checkedProviders).toEqual(['quickspin'])

    actor.send({ type: 'search.change', term: 'book' })
    actor.send({ type: 'filters.clear' })
    expect(context()).toMatchObject({ checkedProviders: [], filterActive: true })
    actor.send({ type: 'search.clear' })
    expect(context().filterActive).toBe(false)
  })

  it('unmarks one favourite of several, and takes a refused new mark away again, in a live-casino lobby', async () => {
    const saved: FavouriteChange[] = []
    let refuse = false
    const machine = lobbyMachine.provide({
      actors: {
        loadLayout: fromPromise(async () => ({ ...layout, favourites: [reactoonz, bookOfDead] })),
        saveFavourite: fromPromise<void, FavouriteChange>(async ({ input }) => {
          saved.push(input)
          if (refuse) throw notFound
        }),
      },
    })
    const actor = createActor(machine, { input: { ...player, type: 'LIVE_CASINO' } }).start()
    await flush()
    const marked = () => actor.getSnapshot().context.favourites.map((g) => g.id)

    actor.send({ type: 'favourite.toggle', game: reactoonz })
    await flush()
    expect(marked()).toEqual(['book-of-dead'])

    refuse = true
    actor.send({ type: 'favourite.toggle', game: reactoonz })
    expect(marked()).toEqual(['reactoonz', 'book-of-dead'])
    await flush()
    expect(marked()).toEqual(['book-of-dead'])
    expect(saved).toEqual([
      { gameId: 'reactoonz', lobbyPageType: 'live-casino', favourite: false },
      { gameId: 'reactoonz', lobbyPageType: 'live-casino', favourite: true },
    ])
  })
})

