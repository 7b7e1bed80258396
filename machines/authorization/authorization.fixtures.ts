import { UnsecuredJWT } from 'jose'
import type { Credentials } from '../session/credentials'
import type { AuthorizationInput } from './authorization.machine'
import type { StoredSession } from './restoreSession'

export const READ_AT = Date.UTC(2026, 0, 15, 12)
const at = (ms: number) => Math.floor(ms / 1000)
const jwt = (claims: Record<string, unknown>, exp: number) => new UnsecuredJWT(claims).setIssuedAt(at(READ_AT) - 60).setExpirationTime(exp).encode()

export const storedCredentials: Credentials = {
  idToken: jwt({ player_id: 'p-42', country_code: 'FI' }, at(READ_AT) + 3600),
  accessToken: jwt({}, at(READ_AT) + 600),
  playerId: 'p-42',
}
export const stored: StoredSession = { credentials: storedCredentials, flags: { showUpdatedTnC: true, firstLogin: false }, readAt: READ_AT }
export const idExpired: StoredSession = { ...stored, credentials: { ...storedCredentials, idToken: jwt({ player_id: 'p-42' }, at(READ_AT)) } }
export const accessExpired: StoredSession = { ...stored, credentials: { ...storedCredentials, accessToken: jwt({}, at(READ_AT) - 1) } }

export const loginCredentials: Credentials = { idToken: 'id-7', accessToken: 'access-7', playerId: 'p-7' }
export const loginClaims = { player_id: 'p-7', country_code: 'SE' }
export const loggedIn = { type: 'auth.loggedIn', credentials: loginCredentials, claims: loginClaims, firstLogin: true, termsUpdateRequired: true } as const

export const input: AuthorizationInput = { langmarket: 'fi-FI', markets: [{ id: 'FI' }], partners: [{ id: 2270 }] }
