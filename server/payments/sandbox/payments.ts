/**
 * The sandbox payment provider's own bookkeeping: payments it opened for the platform and where
 * each stands. Like a real provider's test mode, the outcome is chosen by the test card number
 * (or, for wallets and banks, a button): approved, declined, a 3-D Secure step, or pending and
 * settled later. Every change of status owes the platform a signed callback (`callback_due`),
 * delivered at once and retried until the platform acknowledges it (callbacks.ts).
 */
import { randomBytes, randomInt } from 'node:crypto'
import type { Db } from '../../db/database.ts'
import type { PaymentMethod } from '../methods.ts'
import type { PaymentOrder, PaymentProvider } from '../provider.ts'

export type SandboxStatus = 'CREATED' | 'THREE_DS' | 'PENDING' | 'SETTLED' | 'DECLINED'
export type Outcome = 'approve' | 'decline' | 'three_ds' | 'pending'

export interface SandboxPayment {
  id: string
  merchantReference: string
  amountMinor: number
  currency: string
  method: PaymentMethod
  returnPath: string
  status: SandboxStatus
  maskedAccount: string | null
  threeDsCode: string | null
  threeDsAttempts: number
}

/** Card numbers and what they do, as a provider's test-mode documentation lists them. */
export const testCards: { number: string; outcome: Outcome; label: string }[] = [
  { number: '4242424242424242', outcome: 'approve', label: 'approved' },
  { number: '4000000000000002', outcome: 'decline', label: 'declined' },
  { number: '4000000000003220', outcome: 'three_ds', label: '3-D Secure step, then approved' },
  { number: '4000000000000077', outcome: 'pending', label: 'pending, settled later' },
]

export const THREE_DS_ATTEMPTS = 3
/** A payment page or 3-D Secure step left alone this long expires, declined, as a provider's session does. */
export const ABANDONED_AFTER_MINUTES = 30

export const sandboxProvider: PaymentProvider = {
  async openPayment(tx: Db, order: PaymentOrder) {
    const id = `pay_${randomBytes(12).toString('hex')}`
    await tx.query(
      `insert into psp_sandbox_payments (id, merchant_reference, amount_minor, currency, method, return_path, status)
       values ($1, $2, $3, $4, $5, $6, 'CREATED')`,
      [id, order.depositId, order.amountMinor, order.currency, order.method, order.returnPath],
    )
    return { pspReference: id }
  },
  paymentUrl: (id) => `/sandbox/psp/pay/${id}`,
}

interface Row extends Record<string, unknown> {
  id: string
  merchant_reference: string
  amount_minor: unknown
  currency: string
  method: PaymentMethod
  return_path: string
  status: SandboxStatus
  masked_account: string | null
  three_ds_code: string | null
  three_ds_attempts: number
}

const paymentOf = (r: Row): SandboxPayment => ({
  id: r.id,
  merchantReference: r.merchant_reference,
  amountMinor: Number(r.amount_minor),
  currency: r.currency,
  method: r.method,
  returnPath: r.return_path,
  status: r.status,
  maskedAccount: r.masked_account,
  threeDsCode: r.three_ds_code,
  threeDsAttempts: r.three_ds_attempts,
})

export async function sandboxPayment(db: Db, id: string, lock = false): Promise<SandboxPayment | null> {
  const row = await db.one<Row>(`select * from psp_sandbox_payments where id = $1${lock ? ' for update' : ''}`, [id])
  return row && paymentOf(row)
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

/** A valid card not in the list is approved, as in most providers' test modes. */
export const outcomeOfCard = (digits: string): Outcome => testCards.find((c) => c.number === digits)?.outcome ?? 'approve'

const setStatus = (tx: Db, id: string, status: SandboxStatus, extra: { masked?: string | null; settleAt?: Date | null; threeDsCode?: string | null } = {}) =>
  tx.query(
    `update psp_sandbox_payments
        set status = $2, masked_account = coalesce($3, masked_account), settle_at = $4, three_ds_code = $5,
            callback_due = true, next_callback_at = now(), updated_at = now()
      where id = $1`,
    [id, status, extra.masked ?? null, extra.settleAt ?? null, extra.threeDsCode ?? null],
  )

/**
 * The player's choice on the payment page. Only an open payment (CREATED) accepts one; returns
 * the payment after it, or null when it was no longer open. A 3-D Secure step owes no callback
 * yet: the platform hears of the payment once the step is done.
 */
export async function choose(tx: Db, id: string, outcome: Outcome, masked: string, settleAfterMs: number): Promise<SandboxPayment | null> {
  const payment = await sandboxPayment(tx, id, true)
  if (!payment || payment.status !== 'CREATED') return null
  if (outcome === 'three_ds') {
    const code = String(randomInt(100_000, 1_000_000))
    await tx.query(`update psp_sandbox_payments set status = 'THREE_DS', masked_account = $2, three_ds_code = $3, updated_at = now() where id = $1`, [id, masked, code])
  } else if (outcome === 'pending') {
    await setStatus(tx, id, 'PENDING', { masked, settleAt: new Date(Date.now() + settleAfterMs) })
  } else {
    await setStatus(tx, id, outcome === 'approve' ? 'SETTLED' : 'DECLINED', { masked })
  }
  return sandboxPayment(tx, id)
}

/** The 3-D Secure code: right settles the payment; three wrong ones decline it. */
export async function answerThreeDs(tx: Db, id: string, code: string): Promise<SandboxPayment | null> {
  const payment = await sandboxPayment(tx, id, true)
  if (!payment || payment.status !== 'THREE_DS') return null
  if (code.trim() === payment.threeDsCode) await setStatus(tx, id, 'SETTLED')
  else if (payment.threeDsAttempts + 1 >= THREE_DS_ATTEMPTS) await setStatus(tx, id, 'DECLINED')
  else await tx.query('update psp_sandbox_payments set three_ds_attempts = three_ds_attempts + 1, updated_at = now() where id = $1', [id])
  return sandboxPayment(tx, id)
}

/** Pending payments whose time has come settle now (the worker calls this). */
export async function settleDuePending(tx: Db): Promise<number> {
  const rows = await tx.query(
    `update psp_sandbox_payments set status = 'SETTLED', settle_at = null, callback_due = true, next_callback_at = now(), updated_at = now()
      where status = 'PENDING' and settle_at <= now() returning id`,
  )
  return rows.length
}

/** Payments the player never finished are declined, so their deposits do not stay PENDING for ever. */
export async function expireAbandoned(tx: Db): Promise<number> {
  const rows = await tx.query(
    `update psp_sandbox_payments set status = 'DECLINED', callback_due = true, next_callback_at = now(), updated_at = now()
      where status in ('CREATED', 'THREE_DS') and updated_at < now() - make_interval(mins => $1) returning id`,
    [ABANDONED_AFTER_MINUTES],
  )
  return rows.length
}

/** A pending payment settles at once (the sandbox's "settle now" for tests and demos). */
export async function settleNow(tx: Db, id: string): Promise<boolean> {
  const rows = await tx.query(`update psp_sandbox_payments set settle_at = now() where id = $1 and status = 'PENDING' returning id`, [id])
  return rows.length > 0 && (await settleDuePending(tx)) > 0
}

/** What the player's browser returns to the shop with: the deposit's status as the provider knows it. */
export function returnUrl(payment: SandboxPayment): string {
  const status = payment.status === 'SETTLED' ? 'SUCCESS' : payment.status === 'DECLINED' ? 'FAILED' : 'PENDING'
  const separator = payment.returnPath.includes('?') ? '&' : '?'
  return `${payment.returnPath}${separator}depositId=${encodeURIComponent(payment.merchantReference)}&status=${status}`
}
