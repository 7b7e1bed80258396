import { gameLaunchMachine } from '../../machines/gameLaunch/gameLaunch.machine'
import { launchGame, listenToFrame, loadGame, tellFrame } from '../api/gameLaunch.actors'
import { setGameTitle } from '../layout/siteHeader'
import type { Flow } from './useFlow'

/** The game launch with the platform's lookup and launch calls, the game frame's messages both ways and the site header. */
export const gameLaunchFlow: Flow<typeof gameLaunchMachine> = (services) =>
  gameLaunchMachine.provide({
    actors: { loadGame: loadGame(services.queryClient), launchGame, listenToFrame },
    actions: {
      openPage: (_, page) => services.openPage(page),
      showGameTitle: (_, title) => setGameTitle(title),
      pauseFrame: (_, { launchUrl }) => tellFrame('pause', launchUrl),
      resumeFrame: (_, { launchUrl }) => tellFrame('resume', launchUrl),
    },
  })
