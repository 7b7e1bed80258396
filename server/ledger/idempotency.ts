/**
 * Idempotency keys for calls a client may retry (every money-moving call). The first request with
 * a key runs; its answer — success or refusal — is stored with the key in the same database
 * transaction as the work, so "the money moved" and "the answer is stored" commit together. A
 * replay with the same request gets that answer again, byte for byte, and moves nothing; the same
 * key with a different request is refused (422 `error.idempotency.key.reused`). Keys are scoped per
 * caller and operation and kept at least 24 hours.
 *
 * Two requests with one key arriving together both run, but only one commits: the other waits on
 * the key's row, collides with it, is run again by the transaction helper, and then finds the
 * stored answer. No "in progress" state is needed and a crash leaves nothing half-done.
 *
 * For handlers, wrap with `idempotent(handler)`; for other callers (a game provider's seamless
 * wallet calls, whose key is the provider's transaction id) use `runIdempotent` directly:
 *
 * ```ts
 * runIdempotent(db, { scope: 'provider:relax', operation: 'bet', key: txId, request: body }, (tx) => placeBet(tx, ...))
 * ```
 */
import { createHash } from 'node:crypto'
import type { Db, Isolation } from '../db/database.ts'
import { ApiProblem, type ApiErrorBody } from '../http/errors.ts'
import type { OperationHandler, OperationId } from '../http/handler.ts'

export const IDEMPOTENCY_HEADER = 'idempotency-key'
/**
 * Money moves at READ COMMITTED with explicit row locks (docs/decisions.md): every movement takes
 * the rows its checks depend on (the player, the deposit, the withdrawal) with FOR UPDATE and
 * changes balances by atomic increments under a CHECK, so concurrent movements queue instead of
 * failing and retrying — under SERIALIZABLE every deposit would collide on the house's clearing
 * account.
 */
export const MONEY_ISOLATION: Isolation = 'read committed'
/** How long an answer is kept; a key may be reused for a new request only after this. */
export const IDEMPOTENCY_TTL_HOURS = 24

export interface IdempotentCall {
  /** Whose key it is: the player's id for player calls. */
  scope: string
  operation: string
  key: string
  /** Everything that makes the request what it is; compared by a canonical hash. */
  request: unknown
}

interface Answer {
  status: number
  body?: unknown
}

/** JSON with object keys sorted, so the same request always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null'
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
}

export const requestHash = (request: unknown) => createHash('sha256').update(canonicalJson(request)).digest('hex')

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505'

/** Makes the transaction helper run the whole call again (SQLSTATE 40001). */
const collided = () => Object.assign(new Error('Another request with the same idempotency key committed first.'), { code: '40001' })

type Outcome = { reused: true } | { reused: false; status: number; text: string }

/**
 * Runs `work` once per key: in one transaction with the stored answer, or not at all when the
 * key already has one. An ApiProblem below 500 is an answer too (stored, then
 * thrown); any other failure stores nothing, so the client's retry runs the work again.
 */
export async function runIdempotent<T extends Answer>(
  db: Db,
  call: IdempotentCall,
  work: (tx: Db) => Promise<T>,
  options: { isolation?: Isolation } = {},
): Promise<T> {
  const hash = requestHash(call.request)
  const id = [call.scope, call.operation, call.key]
  const outcome = await db.transaction<Outcome>(async (tx) => {
    // An answer past its time is forgotten, and the key is free again, in the same statement: the
    // select reads the rows as they were before the delete, so it skips the expired one itself.
    const stored = await tx.one<{ request_hash: string; status: number; body: string }>(
      `with expired as (delete from idempotency_keys where scope = $1 and operation = $2 and key = $3 and expires_at <= now())
       select request_hash, status, body from idempotency_keys where scope = $1 and operation = $2 and key = $3 and expires_at > now()`,
      id,
    )
    if (stored) return stored.request_hash === hash ? { reused: false, status: stored.status, text: stored.body } : { reused: true }

    let answer: Answer
    try {
      answer = await tx.transaction((workTx) => work(workTx))
    } catch (error) {
      if (!(error instanceof ApiProblem) || error.status >= 500) throw error
      answer = { status: error.status, body: error.toBody() }
    }
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body)
    try {
      await tx.query(
        `insert into idempotency_keys (scope, operation, key, request_hash, status, body, expires_at)
         values ($1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7))`,
        [...id, hash, answer.status, text, IDEMPOTENCY_TTL_HOURS],
      )
    } catch (error) {
      throw isUniqueViolation(error) ? collided() : error
    }
    return { reused: false, status: answer.status, text }
  }, { isolation: options.isolation ?? MONEY_ISOLATION })

  if (outcome.reused) {
    throw new ApiProblem(
      422,
      'error.idempotency.key.reused',
      `The Idempotency-Key ${call.key} was already used for a different ${call.operation} request; use a new key for a new request.`,
    )
  }
  const body = outcome.text === '' ? undefined : JSON.parse(outcome.text)
  if (outcome.status >= 400) {
    const problem = body as ApiErrorBody
    throw new ApiProblem(problem.status, problem.code, problem.message, problem.errors, problem.additionalInfo)
  }
  // The stored text is what `work` answered for this same request the first time.
  return { status: outcome.status, body } as T
}

/**
 * Wraps a player operation's handler: the key is the Idempotency-Key header (the contract makes
 * it required), scoped to the signed-in player and the operation. The handler runs inside the
 * key's transaction, at MONEY_ISOLATION: the `db` it is given is that transaction's handle, so it
 * opens no transaction of its own.
 */
export function idempotent<K extends OperationId>(handler: OperationHandler<K>): OperationHandler<K> {
  return (request, context) => {
    const key = request.headers[IDEMPOTENCY_HEADER]
    if (typeof key !== 'string' || key === '') {
      throw new ApiProblem(400, 'error.idempotency.key.missing', 'Send an Idempotency-Key header with every money-moving call.')
    }
    if (!context.session) throw new ApiProblem(401, 'error.token.invalid', 'An id token is required: Authorization: Bearer <idToken>.')
    const call = {
      scope: context.session.player_id,
      operation: context.operation.operationId,
      key,
      request: { params: request.params ?? null, query: request.query ?? null, body: request.body ?? null },
    }
    return runIdempotent(context.db, call, (tx) => Promise.resolve(handler(request, { ...context, db: tx })))
  }
}

/** Forgets answers past their time; run now and then (server/wallet/register.ts). */
export async function sweepExpiredIdempotencyKeys(db: Db): Promise<number> {
  const rows = await db.query('delete from idempotency_keys where expires_at <= now() returning key')
  return rows.length
}
