/**
 * Development-only: the verification team's hand on one player's documents, beside the back
 * office's standing route (wallet/dev-routes.ts). Browser tests and a developer ask the signed-in
 * player (the id token's) for kinds, then verify, expire or reject the kind's newest file with one
 * of the spec's rejection reasons. Registered outside production only.
 *
 *   POST /dev/player/documents/request { documentTypes: ['PROOF_OF_ID'], dueInDays?: 30 }
 *   POST /dev/player/documents/review  { documentType, decision: 'VERIFIED' | 'EXPIRED' | 'REJECTED', rejectionReason? }
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TokenService } from '../auth/tokens.ts'
import type { Db } from '../db/database.ts'
import { documentKinds, requestDocuments, reviewDocument, type RejectionReason, type ReviewDecision, type UploadableType } from './documents.ts'

const types: readonly string[] = documentKinds.map((k) => k.type)
const decisions = ['VERIFIED', 'EXPIRED', 'REJECTED']

/** The contract's rejection reasons (RejectionReason), read from the document the platform serves. */
const rejectionReasons = (document: Record<string, any>): readonly string[] => document.components?.schemas?.RejectionReason?.enum ?? []

const isObject = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null && !Array.isArray(body)

/** What is wrong with a request for documents, one sentence; null when it can be applied. */
export function documentRequestProblem(body: unknown): string | null {
  if (!isObject(body)) return 'The body is a JSON object.'
  const { documentTypes, dueInDays } = body
  if (!Array.isArray(documentTypes) || documentTypes.some((t) => !types.includes(t))) return `documentTypes is a list of ${types.join(', ')}.`
  if (dueInDays !== undefined && (typeof dueInDays !== 'number' || !Number.isInteger(dueInDays) || Math.abs(dueInDays) > 365)) {
    return 'dueInDays is a whole number from -365 to 365.'
  }
  return null
}

/** What is wrong with a review, one sentence; null when it can be applied. */
export function reviewProblem(body: unknown, reasons: readonly string[]): string | null {
  if (!isObject(body)) return 'The body is a JSON object.'
  if (!types.includes(body.documentType as string)) return `documentType is one of ${types.join(', ')}.`
  if (!decisions.includes(body.decision as string)) return `decision is one of ${decisions.join(', ')}.`
  if (body.decision === 'REJECTED' && !reasons.includes(body.rejectionReason as string)) return `A rejection names its rejectionReason, one of ${reasons.join(', ')}.`
  if (body.decision !== 'REJECTED' && body.rejectionReason !== undefined) return 'Only a rejection has a rejectionReason.'
  return null
}

export function registerDocumentDevRoutes(app: FastifyInstance, db: Db, tokens: Pick<TokenService, 'verifyIdToken'>, document: Record<string, any>) {
  const reasons = rejectionReasons(document)
  const caller = async (request: FastifyRequest, reply: FastifyReply) => {
    const idToken = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '')
    const session = await tokens.verifyIdToken(idToken).catch(() => null)
    if (!session) void reply.code(401).send({ status: 401, code: 'error.token.invalid', message: 'A live id token is needed.' })
    return session
  }
  const refuse = (reply: FastifyReply, message: string) => reply.code(400).send({ status: 400, code: 'error.validation', message })

  app.post('/dev/player/documents/request', async (request, reply) => {
    const session = await caller(request, reply)
    if (!session) return reply
    const problem = documentRequestProblem(request.body)
    if (problem) return refuse(reply, problem)
    const body = request.body as { documentTypes: UploadableType[]; dueInDays?: number }
    await requestDocuments(db, session.player_id, body.documentTypes, body.dueInDays ?? 30)
    return reply.code(204).send()
  })

  app.post('/dev/player/documents/review', async (request, reply) => {
    const session = await caller(request, reply)
    if (!session) return reply
    const problem = reviewProblem(request.body, reasons)
    if (problem) return refuse(reply, problem)
    const body = request.body as { documentType: UploadableType; decision: ReviewDecision['decision']; rejectionReason?: RejectionReason }
    const review: ReviewDecision =
      body.decision === 'REJECTED'
        ? { documentType: body.documentType, decision: 'REJECTED', rejectionReason: body.rejectionReason! }
        : { documentType: body.documentType, decision: body.decision }
    const outcome = await reviewDocument(db, session.player_id, review)
    if (outcome === 'nothing-to-review') return reply.code(409).send({ status: 409, code: 'error.document.not.uploaded', message: `No ${body.documentType} file to review.` })
    return reply.code(204).send()
  })
}
