import type { Game } from '../../../machines/lobby/lobby.machine'

/** Where each kind of lobby lives (spec 000 §2): the path tells casino from live casino. */
export const lobbyBase = { CASINO: 'online-casino', LIVE_CASINO: 'live-casino-online' } as const

/** `/en-UN/online-casino/play/playngo/book-of-dead`: the game page, by provider and slug. */
export const gamePath = (langmarket: string, game: Pick<Game, 'type' | 'gameProvider' | 'gameSlug'>) =>
  `/${langmarket}/${lobbyBase[game.type]}/play/${game.gameProvider}/${game.gameSlug}`

/**
 * Spec 000 §2: an anonymous click on a live-casino game opens the login modal over the lobby and
 * keeps the game as the page to open after logging in (live table routes need login, guard 8); so
 * does a casino game without fun mode.
 */
export function tileHref(langmarket: string, game: Game, signedIn: boolean, here: string, channel: 'web' | 'mobile' = 'web'): string {
  const path = gamePath(langmarket, game)
  const playable = signedIn || (game.demo && game.type === 'CASINO')
  if (playable && !(channel === 'mobile' && PREGAME_PROVIDERS.has(game.gameProvider))) return path
  const [pathname = '', query = ''] = here.split('?')
  const search = new URLSearchParams(query)
  if (playable) {
    search.set(PREGAME_SEARCH_PARAM, game.gameSlug)
  } else {
    search.set('login', '1')
    search.set('redirect', path)
  }
  return `${pathname}?${search.toString()}`
}

/**
 * Spec 000 §2: "on mobile some providers open a pre-game dialog". On a phone these providers'
 * games take the whole screen once they start, so the player first sees the game, its stakes and
 * how it will be played (docs/decisions.md "The mobile pre-game dialog").
 */
export const PREGAME_PROVIDERS: ReadonlySet<Game['gameProvider']> = new Set(['pragmaticplay', 'pariplay', 'softswiss'])
export const PREGAME_SEARCH_PARAM = 'pregame'
