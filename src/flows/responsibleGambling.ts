import { responsibleGamblingMachine } from '../../machines/responsibleGambling/responsibleGambling.machine'
import { selfExclude, startTimeout } from '../api/responsibleGambling.actors'
import type { Flow } from './useFlow'

/**
 * Time-out and self-exclusion with the platform calls; once recorded the player is logged out on
 * this device through the authorization actor (the platform has already ended every session).
 */
export const responsibleGamblingFlow: Flow<typeof responsibleGamblingMachine> = ({ actors, openPage }) =>
  responsibleGamblingMachine.provide({
    actors: { startTimeout, selfExclude },
    actions: {
      logOut: () => actors.authorization.send({ type: 'auth.logout' }),
      openPage: (_, page) => openPage(page),
    },
  })
