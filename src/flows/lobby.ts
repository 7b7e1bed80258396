import { lobbyMachine } from '../../machines/lobby/lobby.machine'
import { loadLayout, saveFavourite, searchGames } from '../api/games.actors'
import { loginModalHref } from '../features/login/loginSearch'
import type { Flow } from './useFlow'

/**
 * The lobby with the platform's lobby, search and favourite calls; a visitor who marks a
 * favourite gets the login modal over the lobby, which they return to.
 */
export const lobbyFlow: Flow<typeof lobbyMachine> = (services) =>
  lobbyMachine.provide({
    actors: { loadLayout: loadLayout(services.queryClient), searchGames, saveFavourite },
    actions: {
      askToLogIn: () => services.openPage({ href: loginModalHref(`${window.location.pathname}${window.location.search}`), replace: false }),
    },
  })
