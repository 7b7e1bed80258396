/**
 * Pay N Play on the platform (issue 9): authorize opens a session and the bank's page; the bank's
 * signed callback (POST /paynplay/callback) creates the player the bank identified — or finds the
 * one it identified before — and credits the deposit through the ledger, in one transaction and
 * once per event; the one-time code the bank's return brings to the browser is verified against
 * the hash the callback carried; a new player completes e-mail and phone; login opens a session.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database.ts'
import { ApiProblem } from '../http/errors.ts'
import { MONEY_ISOLATION } from '../ledger/idempotency.ts'
import { settleDeposit } from '../payments/deposits.ts'
import { SIGNATURE_HEADER, verifySignature } from '../payments/signature.ts'
import { defaultFlags } from '../seed/demo-players.ts'
import { SITE_ID } from '../seed/seed.ts'
import type { BankCallback } from './sandbox-bank.ts'

export const PAYNPLAY_CALLBACK_PATH = '/paynplay/callback'
/** How long a session may take from authorize to login. */
export const SESSION_MINUTES = 30
/** The deposit method a Pay N Play deposit is recorded under: a bank payment. */
export const PAYNPLAY_METHOD = 'TRUSTLY'
/** A Pay N Play player has no password until they set one through a reset; this matches none. */
export const NO_PASSWORD = 'paynplay:no-password'

export interface SessionRow extends Record<string, unknown> {
  id: string
  market: string
  language: string
  amount_minor: unknown
  currency: string
  country: string
  redirect_path: string | null
  status: 'AUTHORIZING' | 'APPROVED' | 'DECLINED' | 'VERIFIED' | 'LOGGED_IN'
  player_id: string | null
  deposit_id: string | null
  code_hash: string | null
  expires_at: Date | string
}

export const newSessionId = () => `pnp_${randomBytes(32).toString('base64url')}`

export const sessionExpired = () => new ApiProblem(404, 'error.paynplay.session.expired', 'This Pay N Play session does not exist or has expired.')

/** The live session (not expired), locked when asked. */
export async function liveSession(db: Db, id: string, lock = false): Promise<SessionRow> {
  const row = await db.one<SessionRow>(`select * from paynplay_sessions where id = $1${lock ? ' for update' : ''}`, [id])
  if (!row || new Date(row.expires_at).getTime() <= Date.now()) throw sessionExpired()
  return row
}

/** Same length digests compared in constant time. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y)
}

type Outcome = 'CREDITED' | 'FAILED' | 'IGNORED' | 'DUPLICATE_EVENT'
type Answer = { status: number; body: { status: number; code: string; message: string } | { received: true; outcome: Outcome } }

const refuse = (status: number, code: string, message: string): Answer => ({ status, body: { status, code, message } })

class Refused extends Error {
  constructor(readonly answer: Answer) {
    super('refused')
  }
}

function parse(raw: string): BankCallback | null {
  let v: Partial<BankCallback>
  try {
    v = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof v !== 'object' || v === null) return null
  const text = (x: unknown, max = 256) => typeof x === 'string' && x.length > 0 && x.length <= max
  const base =
    text(v.eventId) && text(v.authorizationId) && text(v.sessionId) && text(v.currency, 3) && text(v.country, 2) &&
    Number.isSafeInteger(v.amountMinor) && (v.status === 'APPROVED' || v.status === 'DECLINED')
  if (!base) return null
  if (v.status === 'DECLINED') return v as BankCallback
  const p = v.person
  const approved = typeof p === 'object' && p !== null && text(p.id, 64) && text(p.firstName, 60) && text(p.lastName, 60) &&
    typeof p.birthDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(p.birthDate) && typeof v.codeHash === 'string' && /^[0-9a-f]{64}$/.test(v.codeHash)
  return approved ? (v as BankCallback) : null
}

/** The player the bank identified: found by the bank's person id, or created in the session's market. */
async function playerOf(tx: Db, session: SessionRow, person: NonNullable<BankCallback['person']>): Promise<string> {
  const personKey = `${session.country}:${person.id}`
  const known = await tx.one<{ player_id: string }>('select player_id from paynplay_identities where person_id = $1', [personKey])
  if (known) return known.player_id
  const created = (await tx.one<{ id: string }>(
    `insert into players (site_id, email, password_hash, first_name, last_name, date_of_birth, country_code, language_code,
       currency_code, status, flags, market, sms_verification_required, email_verification_required)
     values ($1, null, $2, $3, $4, $5::date, $6, $7, $8, 'REGISTERED', $9::jsonb, $10, false, false) returning id`,
    [SITE_ID, NO_PASSWORD, person.firstName, person.lastName, person.birthDate, session.country, session.language, session.currency,
      JSON.stringify(defaultFlags), session.market],
  ))!
  await tx.query('insert into paynplay_identities (person_id, player_id) values ($1, $2)', [personKey, created.id])
  return created.id
}

/**
 * Verifies, then applies one bank callback. A bad signature or body changes nothing. The event id
 * is claimed in the same transaction as its effect, so a redelivery answers 200 and does nothing;
 * the session moves from AUTHORIZING only once, so no other event can credit it a second time.
 */
export async function handleBankCallback(db: Db, secret: string, raw: string, signature: string | undefined): Promise<Answer> {
  if (!verifySignature(secret, signature, raw)) return refuse(401, 'error.psp.signature.invalid', 'The callback signature does not verify.')
  const event = parse(raw)
  if (!event) return refuse(400, 'error.psp.callback.malformed', 'The callback body is not a Pay N Play event.')
  try {
    return await db.transaction(
      async (tx): Promise<Answer> => {
        const fresh = await tx.one(
          `insert into psp_callback_events (event_id, status, outcome) values ($1, $2, 'RECEIVED') on conflict (event_id) do nothing returning event_id`,
          [event.eventId, event.status],
        )
        if (!fresh) return { status: 200, body: { received: true, outcome: 'DUPLICATE_EVENT' } }
        const session = await tx.one<SessionRow>('select * from paynplay_sessions where id = $1 for update', [event.sessionId])
        if (!session) throw new Refused(refuse(422, 'error.psp.payment.unknown', `No Pay N Play session ${event.sessionId}.`))
        if (Number(session.amount_minor) !== event.amountMinor || session.currency !== event.currency || session.country !== event.country) {
          throw new Refused(refuse(422, 'error.psp.amount.mismatch', 'The callback amount, currency or country differs from the session.'))
        }
        let outcome: Outcome
        if (session.status !== 'AUTHORIZING') outcome = 'IGNORED'
        else if (event.status === 'DECLINED') {
          await tx.query(`update paynplay_sessions set status = 'DECLINED' where id = $1`, [session.id])
          outcome = 'FAILED'
        } else {
          const playerId = await playerOf(tx, session, event.person!)
          const deposit = (await tx.one<{ id: string }>(
            `insert into deposits (player_id, method, amount_minor, currency, status, psp_reference) values ($1, $2, $3, $4, 'PENDING', $5) returning id`,
            [playerId, PAYNPLAY_METHOD, event.amountMinor, event.currency, event.authorizationId],
          ))!
          const settled = await settleDeposit(tx, { depositId: deposit.id, status: 'SETTLED', maskedAccount: `**** ${event.person!.id.slice(-4)}` })
          if (settled !== 'CREDITED') throw new Error(`A new Pay N Play deposit settled as ${settled}.`)
          await tx.query(`update paynplay_sessions set status = 'APPROVED', player_id = $2, deposit_id = $3, code_hash = $4 where id = $1`, [
            session.id, playerId, deposit.id, event.codeHash,
          ])
          await tx.query('update psp_callback_events set deposit_id = $2 where event_id = $1', [event.eventId, deposit.id])
          outcome = 'CREDITED'
        }
        await tx.query('update psp_callback_events set outcome = $2 where event_id = $1', [event.eventId, outcome])
        return { status: 200, body: { received: true, outcome } }
      },
      { isolation: MONEY_ISOLATION },
    )
  } catch (error) {
    if (error instanceof Refused) return error.answer
    throw error
  }
}

export function registerBankCallbackRoute(app: FastifyInstance, db: Db, secret: () => string) {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body))
    scope.post(PAYNPLAY_CALLBACK_PATH, async (request, reply) => {
      const header = request.headers[SIGNATURE_HEADER]
      const answer = await handleBankCallback(db, secret(), typeof request.body === 'string' ? request.body : '', typeof header === 'string' ? header : undefined)
      if (answer.status >= 400) request.log.warn({ code: 'code' in answer.body ? answer.body.code : undefined }, 'pay-and-play callback refused')
      return reply.code(answer.status).send(answer.body)
    })
  })
}
