import { gameLaunchMachine } from '../../machines/gameLaunch/gameLaunch.machine'
import { launchGame, listenToFrame, loadGame } from '../api/gameLaunch.actors'
import { setGameTitle } from '../layout/siteHeader'
import type { Flow } from './useFlow'

/** The game launch with the platform's lookup and launch calls, the game frame's messages and the site header. */
export const gameLaunchFlow: Flow<typeof gameLaunchMachine> = (services) =>
  gameLaunchMachine.provide({
    actors: { loadGame: loadGame(services.queryClient), launchGame, listenToFrame },
    actions: {
      openPage: (_, page) => services.openPage(page),
      showGameTitle: (_, title) => setGameTitle(title),
    },
  })
