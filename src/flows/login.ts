import { loginMachine } from '../../machines/login/login.machine'
import { loginPlayer, migratePlayer, startPlayerCooling } from '../api/session.actors'
import { termsAcceptanceFlow } from './termsAcceptance'
import type { Flow } from './useFlow'

/**
 * Login with the platform calls, the move of an account from the previous platform, the terms the
 * player must accept first (the terms flow, run as the login's child) and the way to the page the
 * player wanted.
 */
export const loginFlow: Flow<typeof loginMachine> = (services) =>
  loginMachine.provide({
    actors: { loginPlayer, startPlayerCooling, migratePlayer, termsAcceptance: termsAcceptanceFlow(services) },
    actions: { openPage: (_, page) => services.openPage(page) },
  })
