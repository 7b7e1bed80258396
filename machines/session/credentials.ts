import type { Schemas } from '../shared/contract'

/**
 * The tokens the client holds for a signed-in player: the platform's token set (its lifetime is
 * read from the tokens themselves) and whose they are. Login and registration hand them to
 * authorization in `auth.loggedIn`; the session keeps them fresh.
 */
export type Credentials = Pick<Schemas['TokenSet'], 'idToken' | 'accessToken' | 'refreshToken'> & {
  playerId: Schemas['PlayerId']
}
