import { fromPromise } from 'xstate'
import { authorizationMachine } from '../../machines/authorization/authorization.machine'
import { DEFAULT_LANGMARKET, parseLangMarket, splitLocalePath } from '../locale/langmarket'
import { logoutFlow, type LogoutServices } from './logout'
import { sessionFlow } from './session'

export interface AuthorizationServices extends LogoutServices {
  /** The device clock, against which stored tokens are judged when they are read back. */
  now?: () => number
}

/**
 * Authorization with its session and logout, over one credential store: the app passes the page's
 * store (which the API client signs calls from), tests their own.
 */
export const authorizationFlow = (services: AuthorizationServices) => {
  const { credentials, queryClient, now = Date.now } = services
  return authorizationMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => credentials.readStored(now())),
      session: sessionFlow(services),
      logout: logoutFlow(services),
    },
    actions: {
      storeCredentials: (_, tokens) => credentials.store(tokens),
      storePlayerFlags: (_, flags) => credentials.storeFlags(flags),
      forgetStoredSession: () => credentials.forget(),
      refreshServerData: () => void queryClient.invalidateQueries(),
    },
  })
}

/**
 * The locale the page was opened in, before any route has resolved it: a logout on the first page
 * (a refused token while it loads) must return to that locale's home. A malformed segment is
 * redirected to the default locale by guard 10 anyway.
 */
export function langmarketOf(pathname: string): string {
  const { segment } = splitLocalePath(pathname)
  return parseLangMarket(segment) ? segment : DEFAULT_LANGMARKET
}
