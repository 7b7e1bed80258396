import type { QueryClient } from '@tanstack/react-query'
import { logoutMachine, type SiteData } from '../../machines/logout/logout.machine'
import type { OpenPage } from '../../machines/shared/provided'
import type { CredentialStore } from '../api/credentials'
import { removeSessionCookie } from '../api/session.actors'

/** The API path of each kind of site data (openapi-react-query keys are `[method, path, init]`). */
const siteDataPaths: Record<SiteData, string> = { markets: '/api/v1/markets', countries: '/api/v1/countries' }

export interface LogoutServices {
  openPage: (page: OpenPage) => void
  queryClient: QueryClient
  credentials: CredentialStore
}

/** The logout with the device's token store, the cookie, the query cache and the router. */
export const logoutFlow = ({ openPage, queryClient, credentials }: LogoutServices) =>
  logoutMachine.provide({
    actions: {
      forgetStoredSession: () => credentials.forget(),
      removeSessionCookie: () => removeSessionCookie(),
      forgetPlayerData: (_, { keep }) => {
        const kept = new Set<unknown>(keep.map((data) => siteDataPaths[data]))
        queryClient.removeQueries({ predicate: (query) => !kept.has(query.queryKey[1]) })
      },
      openPage: (_, page) => openPage(page),
    },
  })
