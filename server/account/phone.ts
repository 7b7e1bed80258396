/**
 * Changing the phone number (spec 000 §3 Account details phone: smsVerificationId, prefix, body).
 * The new number is checked with the sign-up's rules (the player's country prefix and plausible
 * length), kept as a pending change and sent a 6-digit code through the outbox; the player's
 * number changes only when that code is verified, in one transaction. Limits are the sign-up's
 * (server/identity/settings.ts): codes live 10 minutes, at most 3 SMS per player per hour
 * (smsMaxAttempts), 5 wrong codes invalidate the change.
 */
import type { Db } from '../db/database.ts'
import { ApiProblem } from '../http/errors.ts'
import { createOutbox } from '../outbox/outbox.ts'
import { codeMatches, hashCode, inMs, newCode } from '../identity/one-time-codes.ts'
import { assertNoFieldErrors, fieldError, invalidFields, isUuid } from '../identity/problems.ts'
import { checkPhone, type CountryRow } from '../identity/rules.ts'
import { limits } from '../identity/settings.ts'

const objectName = 'phoneNumber'

export const maxAttempts = () => new ApiProblem(429, 'sms.max.attempts.reached', 'No more SMS codes for a phone change for an hour.')
const notFound = () => new ApiProblem(404, 'error.sms.verification.not_found', 'No phone change waits for this code: start again.')
const invalidCode = (message: string) => invalidFields([fieldError('phoneVerification', 'code', 'sms.code.invalid', message)], message)

/** SMS sent for the player's phone changes started within the window. */
async function sendsInWindow(tx: Db, playerId: string): Promise<number> {
  const row = await tx.one<{ n: number }>('select coalesce(sum(sends), 0)::int as n from phone_changes where player_id = $1 and created_at > $2', [
    playerId, new Date(Date.now() - limits.codeSendWindowMs).toISOString(),
  ])
  return row!.n
}

async function sendCode(tx: Db, changeId: string, to: string): Promise<void> {
  const code = newCode()
  await tx.query('update phone_changes set code_hash = $2 where id = $1', [changeId, hashCode(changeId, code)])
  const minutes = limits.codeTtlMs / 60_000
  // In the same transaction: a code exists exactly when its message does.
  await createOutbox(tx).send({ to, channel: 'sms', subject: 'Croupier phone number change', body: `Your Croupier code to confirm this phone number is ${code}. It expires in ${minutes} minutes.`, code })
}

/** Locks the player row, so sends and verifications of one player run one at a time. */
async function lockedPlayer(tx: Db, playerId: string) {
  return (await tx.one<{ country_code: string; phone_prefix: string | null; phone_body: string | null }>(
    'select country_code, phone_prefix, phone_body from players where id = $1 for update',
    [playerId],
  ))!
}

export async function startPhoneChange(db: Db, playerId: string, prefix: string, body: string): Promise<{ smsVerificationId: string }> {
  return db.transaction(async (tx) => {
    const player = await lockedPlayer(tx, playerId)
    const country = await tx.one<CountryRow>('select code, isd, currency, active, allowed from countries where code = $1', [player.country_code])
    // The sign-up's rule names the field phoneBody; this form's field is `body`.
    const problems = country ? checkPhone(objectName, country, prefix, body).map((e) => ({ ...e, field: 'body' })) : []
    assertNoFieldErrors(problems, 'The phone number is not valid.')
    if (player.phone_prefix === prefix && player.phone_body === body) {
      throw invalidFields([fieldError(objectName, 'body', 'error.phone.unchanged', 'This is already your phone number.', body)])
    }
    if ((await sendsInWindow(tx, playerId)) >= limits.codeSends) throw maxAttempts()
    await tx.query('update phone_changes set invalidated_at = now() where player_id = $1 and invalidated_at is null and verified_at is null', [playerId])
    const row = (await tx.one<{ id: string }>(
      'insert into phone_changes (player_id, phone_prefix, phone_body, code_expires_at) values ($1, $2, $3, $4) returning id',
      [playerId, prefix, body, inMs(limits.codeTtlMs)],
    ))!
    await sendCode(tx, row.id, `${prefix}${body}`)
    return { smsVerificationId: row.id }
  })
}

interface ChangeRow extends Record<string, unknown> {
  id: string
  phone_prefix: string
  phone_body: string
  code_hash: string
  expired: boolean
  sends: number
  failed_attempts: number
  invalidated: boolean
  verified: boolean
}

async function changeRow(tx: Db, playerId: string, id: string): Promise<ChangeRow | null> {
  if (!isUuid(id)) return null
  return tx.one<ChangeRow>(
    `select id, phone_prefix, phone_body, code_hash, code_expires_at < now() as expired, sends, failed_attempts,
            invalidated_at is not null as invalidated, verified_at is not null as verified
       from phone_changes where id = $1 and player_id = $2 for update`,
    [id, playerId],
  )
}

export async function resendPhoneCode(db: Db, playerId: string, smsVerificationId: string): Promise<{ status: 'SUCESS_SEND'; attemptsRemaining: number }> {
  return db.transaction(async (tx) => {
    await lockedPlayer(tx, playerId)
    const row = await changeRow(tx, playerId, smsVerificationId)
    if (!row || row.invalidated || row.verified) throw notFound()
    const sent = await sendsInWindow(tx, playerId)
    if (sent >= limits.codeSends) throw maxAttempts()
    await tx.query('update phone_changes set sends = sends + 1, failed_attempts = 0, code_expires_at = $2 where id = $1', [row.id, inMs(limits.codeTtlMs)])
    await sendCode(tx, row.id, `${row.phone_prefix}${row.phone_body}`)
    return { status: 'SUCESS_SEND' as const, attemptsRemaining: limits.codeSends - sent - 1 }
  })
}

export async function verifyPhoneCode(db: Db, playerId: string, smsVerificationId: string, code: string): Promise<{ status: 'SUCCESS_VERIFY' }> {
  // A wrong try is counted even though the call fails, so the count is committed before the throw.
  const outcome = await db.transaction(async (tx): Promise<{ error: ApiProblem } | { ok: true }> => {
    await lockedPlayer(tx, playerId)
    const row = await changeRow(tx, playerId, smsVerificationId)
    if (!row || row.invalidated) return { error: notFound() }
    const right = codeMatches(row.id, code, row.code_hash)
    // A retry of a verification that went through: the same answer, nothing changes again.
    if (row.verified) return right ? { ok: true } : { error: notFound() }
    if (!right) {
      const tries = row.failed_attempts + 1
      const spent = tries >= limits.wrongCodesPerCode
      await tx.query('update phone_changes set failed_attempts = $2, invalidated_at = case when $3 then now() else null end where id = $1', [row.id, tries, spent])
      if (spent) return { error: new ApiProblem(429, 'sms.max.attempts.reached', 'Too many wrong codes: start the phone change again.') }
      const left = limits.wrongCodesPerCode - tries
      return { error: invalidCode(`The code is not correct; ${left} ${left === 1 ? 'try' : 'tries'} left.`) }
    }
    if (row.expired) return { error: invalidCode('The code has expired: ask for a new one.') }
    await tx.query('update phone_changes set verified_at = now() where id = $1', [row.id])
    await tx.query('update players set phone_prefix = $2, phone_body = $3, sms_verified_at = now(), updated_at = now() where id = $1', [
      playerId, row.phone_prefix, row.phone_body,
    ])
    return { ok: true }
  })
  if ('error' in outcome) throw outcome.error
  return { status: 'SUCCESS_VERIFY' }
}
