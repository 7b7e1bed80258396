import { loginMachine } from '../../machines/login/login.machine'
import { loginPlayer, startPlayerCooling } from '../api/session.actors'
import type { Flow } from './useFlow'

/** Login with the platform calls and the way to the page the player wanted. */
export const loginFlow: Flow<typeof loginMachine> = ({ openPage }) =>
  loginMachine.provide({
    actors: { loginPlayer, startPlayerCooling },
    actions: { openPage: (_, page) => openPage(page) },
  })
