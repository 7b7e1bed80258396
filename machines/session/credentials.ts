import type { Schemas } from '../shared/contract'

/**
 * The tokens the client holds for a signed-in player: the platform's id and access tokens (their
 * lifetime is read from the tokens themselves) and whose they are. The refresh token is not among
 * them: it lives in an HttpOnly cookie the platform sets and only the refresh call carries. Login
 * and registration hand them to authorization in `auth.loggedIn`; the session keeps them fresh.
 */
export type Credentials = Pick<Schemas['TokenSet'], 'idToken' | 'accessToken'> & {
  playerId: Schemas['PlayerId']
}
