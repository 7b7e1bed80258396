import { sportsbookMachine } from '../../machines/sportsbook/sportsbook.machine'
import { createSportsSession, listenToSportsbookFrame, loadContextFor, pushSportsBalanceUpdate, tellSportsbookFrame, type ContextCaller } from '../api/sportsbook.actors'
import type { Flow } from './useFlow'

/**
 * The sportsbook with the sports API's calls, the frame's messages both ways, and the login opened
 * over the page for a visitor who wants to bet. `caller` is read when the context is loaded, so it
 * has the player's settings and the visitor's details as the page knows them then.
 */
export const sportsbookFlow =
  (caller: () => ContextCaller, openLogin: () => void): Flow<typeof sportsbookMachine> =>
  () =>
    sportsbookMachine.provide({
      actors: { createSportsSession, loadContext: loadContextFor(caller), pushSportsBalanceUpdate, listenToFrame: listenToSportsbookFrame },
      actions: {
        openLogin: () => openLogin(),
        tellFrameBalance: (_, { iframeUrl, balance }) => tellSportsbookFrame(iframeUrl, balance),
      },
    })
