import { assign, setup } from 'xstate'
import type { Parameters, ResponseBody, Schemas } from '../shared/contract'
import { failsTo } from '../shared/callState'
import { toFlowError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedAction, providedActor } from '../shared/provided'

export type Lobby = ResponseBody<'getLobby'>
export type Game = Schemas['Game']
export type GameType = Schemas['GameType']
export type LobbyPageType = Schemas['LobbyPageType']
/** GET /lobby-service/lobby: the layout for a channel, language and market. */
export type LobbyRequest = Parameters<'getLobby'>['query'] & { type: GameType }
/** GET /lobby-service/games-by-name. */
export type SearchRequest = Parameters<'searchGamesByName'>['query']
/** POST or DELETE /player/games/favourite, by `favourite`. */
export type FavouriteChange = Schemas['FavouriteRequest'] & { favourite: boolean }

/** What the lobby shows once loaded: the layout and, for a signed-in player, their own games. */
export interface LobbyLayout {
  lobby: Lobby
  /** Favourites of this lobby page, newest first (empty for a visitor). */
  favourites: Game[]
  /** Recently played, newest first (empty for a visitor). */
  recentlyPlayed: Game[]
}

/** A keystroke waits this long for the next one before the search is sent. */
export const SEARCH_DELAY_MS = 250

export interface LobbyInput {
  type: GameType
  channel: LobbyRequest['channel']
  language: LobbyRequest['language']
  market: LobbyRequest['market']
  signedIn: boolean
  /** The layout the page arrived with (the query cache had it); the lobby starts ready with it, without a call. */
  preloaded?: LobbyLayout | null
}

export interface LobbyContext {
  request: LobbyRequest
  signedIn: boolean
  /** The layout the page arrived with, until the lobby shows it; a later load asks again. */
  preloaded: LobbyLayout | null
  layout: Lobby | null
  favourites: Game[]
  recentlyPlayed: Game[]
  loadError: FlowError | null
  /** gameNameSearch: what the player typed. */
  searchTerm: string
  results: Game[]
  searchError: FlowError | null
  /** Provider and studio ids checked in the filter panel. */
  checkedProviders: string[]
  /** The search filter is active when providers are checked or a term is typed. */
  filterActive: boolean
  /** The game whose favourite mark is being saved, to undo it if the platform refuses. */
  pendingFavourite: Game | null
  favouriteError: FlowError | null
}

export type LobbyEvent =
  | { type: 'lobby.retry' }
  /** The player signed in or out while the lobby is open (e.g. after being asked to log in). */
  | { type: 'player.changed'; signedIn: boolean }
  | { type: 'search.change'; term: string }
  | { type: 'search.clear' }
  | { type: 'filters.open' }
  | { type: 'filters.close' }
  | { type: 'filters.toggle'; providerId: string }
  | { type: 'filters.clear' }
  | { type: 'favourite.toggle'; game: Game }

type Toggle = Extract<LobbyEvent, { type: 'favourite.toggle' }>

const pageTypeOf = (type: GameType): LobbyPageType => (type === 'CASINO' ? 'casino-lobby' : 'live-casino')
const isFavourite = (context: LobbyContext, gameId: string) => context.favourites.some((game) => game.id === gameId)
const filterActive = (term: string, providers: readonly string[]) => term.trim().length > 0 || providers.length > 0

export const lobbyMachine = setup({
  types: machineTypes<LobbyInput, LobbyContext, LobbyEvent, 'loading' | 'searching' | 'saving'>(),
  actors: {
    loadLayout: providedActor<LobbyLayout, { request: LobbyRequest; signedIn: boolean }>('loadLayout'),
    searchGames: providedActor<Game[], SearchRequest>('searchGames'),
    saveFavourite: providedActor<void, FavouriteChange>('saveFavourite'),
  },
  actions: {
    /** A visitor who marks a favourite is asked to log in (the login modal, back to this page). */
    askToLogIn: providedAction('askToLogIn'),
    storePlayer: assign((_, { signedIn }: { signedIn: boolean }) => ({ signedIn })),
    /** A (re)loaded lobby starts without a search or a pending favourite; checked providers stay. */
    storeLayout: assign(({ context }, layout: LobbyLayout) => ({
      layout: layout.lobby,
      favourites: layout.favourites,
      recentlyPlayed: layout.recentlyPlayed,
      loadError: null,
      searchTerm: '',
      results: [],
      searchError: null,
      pendingFavourite: null,
      favouriteError: null,
      filterActive: filterActive('', context.checkedProviders),
    })),
    clearLoadError: assign({ loadError: null }),
    /** The preloaded layout is shown once: signing in or out later loads afresh. */
    forgetPreloaded: assign({ preloaded: null }),
    storeLoadError: assign((_, error: unknown) => ({ loadError: toFlowError(error) })),
    storeTerm: assign(({ context }, { term }: { term: string }) => ({ searchTerm: term, searchError: null, filterActive: filterActive(term, context.checkedProviders) })),
    clearSearch: assign(({ context }) => ({ searchTerm: '', results: [], searchError: null, filterActive: filterActive('', context.checkedProviders) })),
    storeResults: assign((_, results: Game[]) => ({ results })),
    storeSearchError: assign((_, error: unknown) => ({ results: [], searchError: toFlowError(error) })),
    toggleProvider: assign(({ context }, { providerId }: { providerId: string }) => {
      const checked = context.checkedProviders.includes(providerId)
        ? context.checkedProviders.filter((id) => id !== providerId)
        : [...context.checkedProviders, providerId]
      return { checkedProviders: checked, filterActive: filterActive(context.searchTerm, checked) }
    }),
    clearProviders: assign(({ context }) => ({ checkedProviders: [], filterActive: filterActive(context.searchTerm, []) })),
    /** Shown at once; undone if the platform refuses. */
    flipFavourite: assign(({ context }, { game }: Toggle) => ({
      favouriteError: null,
      pendingFavourite: game,
      favourites: isFavourite(context, game.id) ? context.favourites.filter((g) => g.id !== game.id) : [game, ...context.favourites],
    })),
    forgetPendingFavourite: assign({ pendingFavourite: null }),
    undoFavourite: assign(({ context }, { game, error }: { game: Game; error: unknown }) => ({
      favouriteError: toFlowError(error),
      pendingFavourite: null,
      favourites: isFavourite(context, game.id) ? context.favourites.filter((g) => g.id !== game.id) : [game, ...context.favourites],
    })),
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    /** The page arrived with the layout (the query cache had it): nothing to ask for. */
    hasPreloadedLayout: ({ context }) => context.preloaded !== null,
    isBlank: (_, { term }: { term: string }) => term.trim().length === 0,
  },
  delays: { searchDelay: SEARCH_DELAY_MS },
}).createMachine({
  id: 'lobby',
  description: 'A casino or live-casino lobby: its layout, the game search, the provider filters and the favourites.',
  context: ({ input }) => ({
    request: { type: input.type, channel: input.channel, language: input.language, market: input.market },
    signedIn: input.signedIn,
    preloaded: input.preloaded ?? null,
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
  }),
  initial: 'loading',
  on: {
    'player.changed': {
      target: '.loading',
      actions: { type: 'storePlayer', params: ({ event }) => event },
      description: 'Someone signed in or out: the lobby loads again, with or without the player\'s own games.',
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      entry: 'clearLoadError',
      description:
        'The lobby layout is requested for the channel, language and market (categories, rows, providers, hero banner); for a signed-in player also their favourites and recently played games. A layout the page arrived with is shown at once, without a call.',
      always: {
        guard: 'hasPreloadedLayout',
        target: 'ready',
        actions: [{ type: 'storeLayout', params: ({ context }) => context.preloaded! }, 'forgetPreloaded'],
        description: 'The page arrived with the layout: the lobby shows it at once, without a call; a later load (signing in or out) asks again.',
      },
      invoke: {
        id: 'loadLayout',
        src: 'loadLayout',
        input: ({ context }) => ({ request: context.request, signedIn: context.signedIn }),
        onDone: { target: 'ready', actions: { type: 'storeLayout', params: ({ event }) => event.output }, description: 'The layout arrived: loading ends and the lobby shows.' },
        onError: failsTo('failed', 'The layout could not be loaded.', 'storeLoadError'),
      },
    },
    failed: {
      description: 'The lobby could not be loaded; the player sees why and can try again.',
      on: { 'lobby.retry': { target: 'loading', description: 'The player asks for the layout again.' } },
    },
    ready: {
      type: 'parallel',
      description: 'The lobby is shown; search, filters and favourites work side by side.',
      states: {
        search: {
          initial: 'idle',
          description: 'The game search: a case-insensitive substring of the name.',
          on: {
            'search.change': [
              { guard: { type: 'isBlank', params: ({ event }) => event }, target: '.idle', actions: 'clearSearch', description: 'The text was emptied: the search is cleared.' },
              { target: '.typing', actions: { type: 'storeTerm', params: ({ event }) => event }, description: 'The term is stored and the search waits for the next keystroke.' },
            ],
            'search.clear': { target: '.idle', actions: 'clearSearch', description: 'Clearing resets the term and the results.' },
          },
          states: {
            idle: { description: 'No term: the lobby rows show.' },
            typing: {
              tags: ['searching'],
              description: `The player is typing; the search is sent ${SEARCH_DELAY_MS} ms after the last keystroke.`,
              after: { searchDelay: { target: 'searching', description: 'No keystroke for a moment: the term is searched.' } },
            },
            searching: {
              tags: ['searching'],
              description: 'The games whose name contains the term are requested.',
              invoke: {
                id: 'searchGames',
                src: 'searchGames',
                input: ({ context }) => ({ name: context.searchTerm.trim(), type: context.request.type }),
                onDone: { target: 'showingResults', actions: { type: 'storeResults', params: ({ event }) => event.output }, description: 'The results arrived and replace the rows.' },
                onError: failsTo('failed', 'The search failed; the player is told and can type again.', 'storeSearchError'),
              },
            },
            showingResults: { description: 'The matching games are shown (or that none match).' },
            failed: { description: 'The search failed; the player sees why.' },
          },
        },
        filters: {
          initial: 'closed',
          description: 'The filter panel with the providers (without the ones the spec excludes).',
          on: {
            'filters.toggle': { actions: { type: 'toggleProvider', params: ({ event }) => event }, description: 'A provider is checked or unchecked; the grid shows only checked providers.' },
            'filters.clear': { actions: 'clearProviders', description: 'Every provider is unchecked.' },
          },
          states: {
            closed: { description: 'The panel is closed.', on: { 'filters.open': { target: 'open', description: 'The player opens the filter panel (on mobile, the first tab of the bottom navigation).' } } },
            open: { description: 'The panel is open.', on: { 'filters.close': { target: 'closed', description: 'The player closes the panel.' } } },
          },
        },
        favourites: {
          initial: 'idle',
          description: 'Favourites: a signed-in player marks and unmarks games; a visitor is asked to log in.',
          states: {
            idle: {
              description: 'Nothing is being saved.',
              on: {
                'favourite.toggle': [
                  { guard: 'isSignedIn', target: 'saving', actions: { type: 'flipFavourite', params: ({ event }) => event }, description: 'A signed-in player marks or unmarks a game; it shows at once.' },
                  { actions: 'askToLogIn', description: 'A visitor is asked to log in first.' },
                ],
              },
            },
            saving: {
              tags: ['saving'],
              description: 'The change is saved on the platform; other changes wait.',
              invoke: {
                id: 'saveFavourite',
                src: 'saveFavourite',
                input: ({ context }) => ({
                  gameId: context.pendingFavourite!.id,
                  lobbyPageType: pageTypeOf(context.request.type),
                  favourite: isFavourite(context, context.pendingFavourite!.id),
                }),
                onDone: { target: 'idle', actions: 'forgetPendingFavourite', description: 'Saved.' },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'undoFavourite',
                    params: ({ event, context }) => ({ game: context.pendingFavourite!, error: event.error }),
                  },
                  description: 'The platform refused: the change is undone and the player told.',
                },
              },
            },
          },
        },
      },
    },
  },
})
