import { gameMenuMachine } from '../../machines/gameMenu/gameMenu.machine'
import type { GameHolder } from '../../machines/gameLaunch/gameLaunch.machine'
import type { Flow } from './useFlow'

/** The running game the menu holds paused while it is open (the game launch actor). */
export interface HeldGame {
  send(event: { type: 'game.hold' | 'game.release'; by: GameHolder }): void
}

/** The in-game menu over one running game: opening it holds that game, closing it lets go. */
export const gameMenuFlowFor =
  (game: HeldGame): Flow<typeof gameMenuMachine> =>
  () =>
    gameMenuMachine.provide({
      actions: {
        holdGame: () => game.send({ type: 'game.hold', by: 'menu' }),
        releaseGame: () => game.send({ type: 'game.release', by: 'menu' }),
      },
    })
