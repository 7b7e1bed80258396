/**
 * The sandbox provider's side of callbacks: it signs the payment's current status and posts it to
 * the platform's callback URL until the platform answers 2xx, like a provider's webhook queue
 * (at least once, so the platform must — and does — apply each event once). Delivery goes through
 * `send`, which the platform wires to its own HTTP pipeline (fastify's inject), so the callback
 * passes the same route, signature check and transaction as one from outside.
 */
import type { Db } from '../../db/database.ts'
import { signPayload, SIGNATURE_HEADER } from '../signature.ts'
import { expireAbandoned, sandboxPayment, settleDuePending, type SandboxPayment } from './payments.ts'
import { startPeriodic } from '../../periodic.ts'

export interface CallbackPayload {
  eventId: string
  paymentId: string
  merchantReference: string
  status: 'PENDING' | 'SETTLED' | 'DECLINED'
  amountMinor: number
  currency: string
  method: string
  maskedAccount: string | null
}

export type Send = (body: string, headers: Record<string, string>) => Promise<number>

/** One event per status of a payment: a redelivery carries the same event id. */
export function payloadOf(payment: SandboxPayment): CallbackPayload {
  if (payment.status !== 'PENDING' && payment.status !== 'SETTLED' && payment.status !== 'DECLINED') {
    throw new Error(`Payment ${payment.id} is ${payment.status}: nothing to report yet.`)
  }
  return {
    eventId: `${payment.id}.${payment.status.toLowerCase()}`,
    paymentId: payment.id,
    merchantReference: payment.merchantReference,
    status: payment.status,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    method: payment.method,
    maskedAccount: payment.maskedAccount,
  }
}

export function signedRequest(secret: string, payload: CallbackPayload): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(payload)
  return { body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(secret, body) } }
}

/** Retry pause after `attempts` failed deliveries: 1 s doubling to 5 min. */
export const retryDelaySeconds = (attempts: number) => Math.min(300, 2 ** Math.min(attempts, 9))

/**
 * Delivers the callback a payment owes, if it still owes one. The row is leased first (its next
 * attempt moved into the future), so two platform instances never deliver it at the same time;
 * a failed delivery keeps the lease's growing delay before the next try.
 */
export async function deliver(db: Db, secret: string, send: Send, paymentId: string): Promise<boolean> {
  const leased = await db.transaction(async (tx) => {
    const rows = await tx.query<{ callback_attempts: number }>(
      `update psp_sandbox_payments set callback_attempts = callback_attempts + 1,
              next_callback_at = now() + make_interval(secs => least(300, power(2, least(callback_attempts, 9))))
        where id = $1 and callback_due and next_callback_at <= now() returning callback_attempts`,
      [paymentId],
    )
    return rows.length > 0 ? sandboxPayment(tx, paymentId) : null
  })
  if (!leased) return false
  const { body, headers } = signedRequest(secret, payloadOf(leased))
  const status = await send(body, headers).catch(() => 0)
  if (status < 200 || status >= 300) return false
  // Only the status that was reported is acknowledged: a change meanwhile still owes its callback.
  await db.query(`update psp_sandbox_payments set callback_due = false, callback_attempts = 0 where id = $1 and status = $2`, [paymentId, leased.status])
  return true
}

/** One pass of the sandbox's queue: settle what is due, expire what was abandoned, deliver what is owed. */
export async function runQueue(db: Db, secret: string, send: Send): Promise<number> {
  await db.transaction(async (tx) => {
    await settleDuePending(tx)
    await expireAbandoned(tx)
  })
  const due = await db.query<{ id: string }>(
    'select id from psp_sandbox_payments where callback_due and next_callback_at <= now() order by next_callback_at limit 50',
  )
  let delivered = 0
  for (const { id } of due) if (await deliver(db, secret, send, id)) delivered++
  return delivered
}

/** Runs the queue every `intervalMs` until stopped; a failing pass is logged and the next one runs. */
export function startQueue(db: Db, secret: string, send: Send, onError: (error: unknown) => void, intervalMs = 1000): () => Promise<void> {
  return startPeriodic(() => runQueue(db, secret, send).catch(onError), intervalMs)
}
