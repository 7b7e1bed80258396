/**
 * Development-only: the compliance team's hand on the signed-in player's EDD questionnaire, beside
 * the verification team's (documents/dev-routes.ts). Ask for it with the standing route
 * (`POST /dev/player/standing { kycStatus: 'EDD_PENDING' }`), then review the submitted answer:
 *
 *   POST /dev/player/edd/review { decision: 'APPROVED' }                  → KYC ENHANCED
 *   POST /dev/player/edd/review { decision: 'REJECTED', reason: '...' }   → KYC EDD_PENDING again
 */
import type { FastifyInstance } from 'fastify'
import type { TokenService } from '../auth/tokens.ts'
import type { Db } from '../db/database.ts'
import { reviewAnswer, type EddReview } from './edd.ts'

/** What is wrong with a review, one sentence; null when it can be applied. */
export function eddReviewProblem(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The body is a JSON object.'
  const { decision, reason } = body as Record<string, unknown>
  if (decision !== 'APPROVED' && decision !== 'REJECTED') return 'decision is APPROVED or REJECTED.'
  if (decision === 'REJECTED' && (typeof reason !== 'string' || reason.trim() === '' || reason.length > 500)) return 'A rejection gives its reason (1 to 500 characters).'
  if (decision === 'APPROVED' && reason !== undefined) return 'Only a rejection has a reason.'
  return null
}

export function registerEddDevRoutes(app: FastifyInstance, db: Db, tokens: Pick<TokenService, 'verifyIdToken'>) {
  app.post('/dev/player/edd/review', async (request, reply) => {
    const idToken = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '')
    const session = await tokens.verifyIdToken(idToken).catch(() => null)
    if (!session) return reply.code(401).send({ status: 401, code: 'error.token.invalid', message: 'A live id token is needed.' })
    const problem = eddReviewProblem(request.body)
    if (problem) return reply.code(400).send({ status: 400, code: 'error.validation', message: problem })
    const outcome = await reviewAnswer(db, session.player_id, request.body as EddReview)
    if (outcome === 'nothing-to-review') return reply.code(409).send({ status: 409, code: 'error.edd.not_submitted', message: 'No questionnaire answer is waiting for review.' })
    return reply.code(204).send()
  })
}
