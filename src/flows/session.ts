import { sessionMachine } from '../../machines/session/session.machine'
import type { CredentialStore } from '../api/credentials'
import { logoutIdlePlayer, refreshTokens, signOutPlayer, storeSessionCookie, watchAccessToken } from '../api/session.actors'

/** The session with the platform calls, the device's token store and the id-token cookie. */
export const sessionFlow = ({ credentials }: { credentials: CredentialStore }) =>
  sessionMachine.provide({
    actors: { refreshTokens, signOutPlayer, logoutIdlePlayer, watchAccessToken },
    actions: {
      storeCredentials: (_, tokens) => credentials.store(tokens),
      storeSessionCookie: (_, cookie) => storeSessionCookie(cookie.idToken),
    },
  })
