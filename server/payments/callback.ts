/**
 * `POST /psp/callback`: the payment provider tells the platform what became of a payment. Outside
 * `/api` (a provider sends no site header and is not a client of the contract) and authenticated
 * by its HMAC signature over the raw body, checked before anything is read or written: a callback
 * with a bad signature changes nothing. An authentic one is applied once: its event id is
 * recorded in the same transaction as its effect, so a redelivery answers 200 and does nothing,
 * and the deposit's own state machine (deposits.ts) credits a deposit at most once whatever
 * events arrive.
 */
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database.ts'
import { MONEY_ISOLATION } from '../ledger/idempotency.ts'
import { settleDeposit, SettlementMismatch, type SettlementOutcome } from './deposits.ts'
import { SIGNATURE_HEADER, verifySignature } from './signature.ts'
import type { CallbackPayload } from './sandbox/callbacks.ts'

export const CALLBACK_PATH = '/psp/callback'

type Answer = { status: number; body: { status: number; code: string; message: string } | { received: true; outcome: SettlementOutcome | 'DUPLICATE_EVENT' } }

const refuse = (status: number, code: string, message: string): Answer => ({ status, body: { status, code, message } })

function parsePayload(raw: string): CallbackPayload | null {
  let value: Partial<CallbackPayload>
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  const ok =
    typeof value === 'object' && value !== null &&
    typeof value.eventId === 'string' && value.eventId.length > 0 && value.eventId.length <= 128 &&
    typeof value.paymentId === 'string' &&
    typeof value.merchantReference === 'string' && /^[0-9a-f-]{36}$/i.test(value.merchantReference) &&
    (value.status === 'PENDING' || value.status === 'SETTLED' || value.status === 'DECLINED') &&
    Number.isSafeInteger(value.amountMinor) &&
    typeof value.currency === 'string'
  return ok ? (value as CallbackPayload) : null
}

/** Verifies, then applies one callback; exported for tests that call it without HTTP. */
export async function handleCallback(db: Db, secret: string, raw: string, signature: string | undefined): Promise<Answer> {
  if (!verifySignature(secret, signature, raw)) return refuse(401, 'error.psp.signature.invalid', 'The callback signature does not verify.')
  const payload = parsePayload(raw)
  if (!payload) return refuse(400, 'error.psp.callback.malformed', 'The callback body is not a payment event.')

  try {
    return await db.transaction(
      async (tx): Promise<Answer> => {
        // Claimed first: a concurrent delivery of the same event waits here, then finds it taken.
        const fresh = await tx.one(
          `insert into psp_callback_events (event_id, status, outcome) values ($1, $2, 'RECEIVED')
           on conflict (event_id) do nothing returning event_id`,
          [payload.eventId, payload.status],
        )
        if (!fresh) return { status: 200, body: { received: true, outcome: 'DUPLICATE_EVENT' } }
        let outcome: SettlementOutcome
        try {
          outcome = await settleDeposit(tx, {
            depositId: payload.merchantReference,
            status: payload.status,
            maskedAccount: payload.maskedAccount,
            reason: payload.status === 'DECLINED' ? 'declined by the payment provider' : undefined,
            expect: { pspReference: payload.paymentId, amountMinor: payload.amountMinor, currency: payload.currency },
          })
        } catch (error) {
          if (!(error instanceof SettlementMismatch)) throw error
          // 422, not 404: the provider would otherwise retry an event that can never apply. Thrown,
          // so the event is not recorded as received.
          throw new Refused(
            error.reason === 'UNKNOWN_PAYMENT'
              ? refuse(422, 'error.psp.payment.unknown', `No deposit ${payload.merchantReference} with payment ${payload.paymentId}.`)
              : refuse(422, 'error.psp.amount.mismatch', 'The callback amount or currency differs from the deposit.'),
          )
        }
        await tx.query('update psp_callback_events set deposit_id = $2, outcome = $3 where event_id = $1', [payload.eventId, payload.merchantReference, outcome])
        return { status: 200, body: { received: true, outcome } }
      },
      { isolation: MONEY_ISOLATION },
    )
  } catch (error) {
    if (error instanceof Refused) return error.answer
    throw error
  }
}

class Refused extends Error {
  constructor(readonly answer: Answer) {
    super(answer.status >= 400 && 'message' in answer.body ? answer.body.message : 'refused')
  }
}

export function registerCallbackRoute(app: FastifyInstance, db: Db, secret: () => string) {
  app.register(async (scope) => {
    // The signature covers the exact bytes sent, so the body is kept as text, never re-serialised.
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body))
    scope.post(CALLBACK_PATH, async (request, reply) => {
      const header = request.headers[SIGNATURE_HEADER]
      const answer = await handleCallback(db, secret(), typeof request.body === 'string' ? request.body : '', typeof header === 'string' ? header : undefined)
      if (answer.status >= 400) request.log.warn({ code: 'code' in answer.body ? answer.body.code : undefined }, 'payment callback refused')
      return reply.code(answer.status).send(answer.body)
    })
  })
}
