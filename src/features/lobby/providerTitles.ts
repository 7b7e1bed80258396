import type { Game } from '../../../machines/lobby/lobby.machine'

/** The providers' own names (brands: not translated). */
export const providerTitles: Record<Game['gameProvider'], string> = {
  relax: 'Relax Gaming',
  playngo: "Play'n GO",
  quickspin: 'Quickspin',
  yggdrasil: 'Yggdrasil',
  pariplay: 'Pariplay',
  softswiss: 'SOFTSWISS',
  pragmaticplay: 'Pragmatic Play',
  evolution: 'Evolution',
  novomatic: 'Novomatic',
  creedroomz: 'CreedRoomz',
}

/** The studio behind an aggregator's game, else the provider. */
export const studioOf = (game: Pick<Game, 'gameProvider' | 'subProvider'>) => game.subProvider?.title ?? providerTitles[game.gameProvider]
