import { ApiCallError } from '../shared/callError'
import type { Game, Lobby, LobbyInput, LobbyLayout } from './lobby.machine'

export const game = (id: string, name: string, overrides: Partial<Game> = {}): Game => ({
  id,
  type: 'CASINO',
  name,
  gameSlug: id,
  gameProvider: 'playngo',
  providerGameCode: id,
  subProvider: null,
  gameType: 'slot',
  thumbnails: { '1x': `/art/${id}.svg`, '2x': `/art/${id}@2x.svg`, '3x': `/art/${id}@3x.svg` },
  thumbnailSize: { width: 200, height: 150 },
  jackpotExist: false,
  channels: ['web', 'mobile'],
  betLimits: null,
  restrictedCountries: [],
  categories: ['all'],
  demo: true,
  ...overrides,
})

export const bookOfDead = game('book-of-dead', 'Book of Dead')
export const reactoonz = game('reactoonz', 'Reactoonz')

export const lobby: Lobby = {
  id: 'casino-UN-web',
  name: 'Casino',
  type: 'CASINO',
  pageSize: 60,
  heroBanner: { src: '/art/hero-casino.svg', width: 1200, height: 400 },
  providers: [{ _id: 'playngo', id: 'playngo', title: "Play'n GO", isAggregators: false, providerImgUrl: '/art/playngo.svg' }],
  subProviders: [],
  categories: [{ id: 'all', label: 'All games', visibleInMenu: true, visibleInLobby: true, iconSvg: null }],
  gameGrids: [{ id: 'grid-all', categoryId: 'all', rowNum: 1, games: [bookOfDead, reactoonz] }],
}

export const layout: LobbyLayout = { lobby, favourites: [reactoonz], recentlyPlayed: [bookOfDead] }
/** What a visitor's page arrives with: the layout from the query cache, no games of their own. */
export const preloaded: LobbyLayout = { lobby, favourites: [], recentlyPlayed: [] }

export const visitor: LobbyInput = { type: 'CASINO', channel: 'web', language: 'en', market: 'UN', signedIn: false }
export const player: LobbyInput = { ...visitor, signedIn: true }

export const serverDown = new ApiCallError(503, { status: 503, code: 'error.system.error', message: 'Unavailable' })
export const notFound = new ApiCallError(404, { status: 404, code: 'error.game.not.found', message: 'No such game' })
