import { expect } from 'vitest'
import { describeModel, type ExpectedTarget, type TransitionTable } from '../tooling/model'
import { lobbyMachine } from './lobby.machine'
import { bookOfDead, layout, lobby, notFound, reactoonz, serverDown, visitor } from './lobby.fixtures'
import { tagsOf } from '../shared/testing'


// The spec's lobby (000 §4), written per region of the shown lobby; the states are every pairing.
const typed: Record<string, ExpectedTarget> = {
  'search.change (term)': 'typing',
  'search.change (blank)': 'idle',
  'search.clear': 'idle',
}
const search: Record<string, Record<string, ExpectedTarget>> = {
  idle: typed,
  typing: { ...typed, 'after searchDelay': 'searching' },
  searching: { ...typed, 'done searchGames': 'showingResults', 'error searchGames': 'failed' },
  showingResults: typed,
  failed: typed,
}
const filters: Record<string, Record<string, ExpectedTarget>> = {
  closed: { 'filters.open': 'open', 'filters.toggle': 'closed', 'filters.clear': 'closed' },
  open: { 'filters.close': 'closed', 'filters.toggle': 'open', 'filters.clear': 'open' },
}
const favourites: Record<string, Record<string, ExpectedTarget>> = {
  // A visitor is asked to log in and nothing is saved.
  idle: { 'favourite.toggle': (before) => (before.context.signedIn ? 'saving' : 'idle') },
  saving: { 'done saveFavourite': 'idle', 'error saveFavourite': 'idle' },
}
const playerChanged = { 'player.changed (signs in)': 'loading', 'player.changed (signs out)': 'loading' }
const ready = (s: string, f: string, v: string) => `ready.search.${s} + ready.filters.${f} + ready.favourites.${v}`

const transitions: TransitionTable = {
  loading: { 'done loadLayout': ready('idle', 'closed', 'idle'), 'error loadLayout': 'failed', ...playerChanged },
  failed: { 'lobby.retry': 'loading', ...playerChanged },
}
for (const s of Object.keys(search))
  for (const f of Object.keys(filters))
    for (const v of Object.keys(favourites)) {
      // Only a signed-in player saves favourites, so only they can sign out meanwhile.
      const row: Record<string, ExpectedTarget> = v === 'saving' ? { 'player.changed (signs out)': 'loading' } : { ...playerChanged }
      for (const [label, to] of Object.entries(search[s]!)) row[label] = (b) => ready(typeof to === 'string' ? to : to(b), f, v)
      for (const [label, to] of Object.entries(filters[f]!)) row[label] = (b) => ready(s, typeof to === 'string' ? to : to(b), v)
      for (const [label, to] of Object.entries(favourites[v]!)) row[label] = (b) => ready(s, f, typeof to === 'string' ? to : to(b))
      transitions[ready(s, f, v)] = row
    }

describeModel('lobby', lobbyMachine, {
  input: visitor,
  // The home page's visitor whose page arrived with the layout (the query cache had it): the lobby
  // starts ready with it, without a call. The model's layout stands for it (the machine stores a
  // preloaded layout as it stores a loaded one); lobby.test.ts starts with a visitor's real one.
  starts: { preloaded: { ...visitor, preloaded: layout } },
  // Who is signed in, whether a favourite is pending and whether a preloaded layout is still
  // waiting change the way on; payloads do not.
  contextKey: (c) => [c.signedIn, c.pendingFavourite !== null, c.favourites.length, c.preloaded !== null],
  events: (s) => {
    const offered: { type: string; label?: string; [key: string]: unknown }[] = [
      s.context.signedIn ? { type: 'player.changed', signedIn: false, label: 'signs out' } : { type: 'player.changed', signedIn: true, label: 'signs in' },
    ]
    if (s.matches('loading'))
      return [...offered, { type: 'xstate.done.actor.loadLayout', output: layout }, { type: 'xstate.error.actor.loadLayout', error: serverDown }]
    if (s.matches('failed')) return [...offered, { type: 'lobby.retry' }]
    offered.push(
      { type: 'search.change', term: ' Book ', label: 'term' },
      { type: 'search.change', term: '   ', label: 'blank' },
      { type: 'search.clear' },
      { type: 'filters.toggle', providerId: 'playngo' },
      { type: 'filters.clear' },
    )
    if (s.matches({ ready: { search: 'typing' } })) offered.push({ type: 'xstate.after.searchDelay.lobby.ready.search.typing' })
    if (s.matches({ ready: { search: 'searching' } }))
      offered.push({ type: 'xstate.done.actor.searchGames', output: [bookOfDead] }, { type: 'xstate.error.actor.searchGames', error: serverDown })
    offered.push(s.matches({ ready: { filters: 'closed' } }) ? { type: 'filters.open' } : { type: 'filters.close' })
    if (s.matches({ ready: { favourites: 'idle' } })) offered.push({ type: 'favourite.toggle', game: reactoonz })
    else offered.push({ type: 'xstate.done.actor.saveFavourite' }, { type: 'xstate.error.actor.saveFavourite', error: notFound })
    return offered
  },
  transitions,
  states: {
    loading: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.loadError).toBeNull()
      // A lobby never asks for a layout it already has.
      expect(s.context.preloaded).toBeNull()
    },
    failed: (s) => {
      expect(s.context.loadError).toEqual({ code: 'error.system.error', message: 'Unavailable', status: 503 })
      expect(s.can({ type: 'lobby.retry' })).toBe(true)
    },
    ready: (s) => {
      expect(s.context.layout).toBe(lobby)
      expect(s.context.recentlyPlayed).toEqual([bookOfDead])
      // A preloaded layout is shown once: the next load (signing in or out) asks again.
      expect(s.context.preloaded).toBeNull()
      // The search filter is active exactly when a term is typed or a provider checked.
      expect(s.context.filterActive).toBe(s.context.searchTerm.trim() !== '' || s.context.checkedProviders.length > 0)
      expect(s.hasTag('loading')).toBe(false)
    },
    'ready.search.idle': (s) => {
      expect(s.context.searchTerm).toBe('')
      expect(s.context.results).toEqual([])
      expect(s.hasTag('searching')).toBe(false)
    },
    'ready.search.typing': (s) => {
      expect(s.context.searchTerm).toBe(' Book ')
      expect(s.hasTag('searching')).toBe(true)
    },
    'ready.search.searching': (s) => expect(s.hasTag('searching')).toBe(true),
    'ready.search.showingResults': (s) => {
      expect(s.context.results).toEqual([bookOfDead])
      expect(s.hasTag('searching')).toBe(false)
    },
    'ready.search.failed': (s) => {
      expect(s.context.results).toEqual([])
      expect(s.context.searchError).toMatchObject({ code: 'error.system.error' })
    },
    'ready.filters.open': (s) => expect(s.can({ type: 'filters.close' })).toBe(true),
    'ready.filters.closed': (s) => expect(s.can({ type: 'filters.open' })).toBe(true),
    'ready.favourites.saving': (s) => {
      expect(s.hasTag('saving')).toBe(true)
      expect(s.context.pendingFavourite).toBe(reactoonz)
    },
    'ready.favourites.idle': (s) => {
      expect(s.context.pendingFavourite).toBeNull()
      expect(s.hasTag('saving')).toBe(false)
      if (s.context.favouriteError) expect(s.context.favouriteError.code).toBe('error.game.not.found')
    },
  },
  calls: {
    loadLayout: (input, s) =>
      expect(input).toEqual({ request: { type: 'CASINO', channel: 'web', language: 'en', market: 'UN' }, signedIn: s.context.signedIn }),
    searchGames: (input) => expect(input).toEqual({ name: 'Book', type: 'CASINO' }),
    saveFavourite: (input, s) => {
      expect(s.context.signedIn).toBe(true)
      // The mark is shown at once, and the call asks for what is shown.
      const marked = s.context.favourites.some((g: { id: string }) => g.id === reactoonz.id)
      expect(input).toEqual({ gameId: 'reactoonz', lobbyPageType: 'casino-lobby', favourite: marked })
    },
  },
  effects: {
    askToLogIn: (params, s) => {
      expect(params).toBeUndefined()
      expect(s.context.signedIn).toBe(false)
      expect(s.context.favourites).toEqual([reactoonz])
    },
  },
})

