/**
 * Token checks derived from an operation's `security`: `idToken` → `Authorization: Bearer`,
 * `accessToken` → `Access-Token`. A failure is a 401 ApiError, which the client treats as logout.
 */
import type { FastifyRequest } from 'fastify'
import { ApiProblem } from '../http/errors.ts'
import type { Session, TokenService } from './tokens.ts'

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null
  return match?.[1]
}

export async function authenticate(request: FastifyRequest, tokens: TokenService, schemes: string[]): Promise<Session | null> {
  const idToken = bearerToken(request)
  if (schemes.length === 0) {
    // Public operations still learn who is calling when a valid token is sent (content audience);
    // a bad token there is ignored rather than refused, as for an anonymous visitor.
    return idToken ? tokens.verifyIdToken(idToken).catch(() => null) : null
  }
  if (!idToken) throw new ApiProblem(401, 'error.token.invalid', 'An id token is required: Authorization: Bearer <idToken>.')
  const session = await tokens.verifyIdToken(idToken)
  if (schemes.includes('accessToken')) {
    const access = request.headers['access-token']
    if (typeof access !== 'string' || !access) throw new ApiProblem(401, 'error.token.invalid', 'An access token is required: Access-Token header.')
    await tokens.verifyAccessToken(access, session)
  }
  return session
}
