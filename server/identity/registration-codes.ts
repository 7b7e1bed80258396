/**
 * Registration codes by SMS and e-mail: 6 digits, 10 minutes, at most 3 sends per channel per
 * registration in an hour and 5 wrong tries per code. The window (rather than a lifetime limit)
 * lets a player who hit the limit and was sent back to sign-up (spec 001 §8) finish later with the
 * same details, while still capping the SMS anyone can trigger. A wrong try is counted even though
 * the call fails, so the count is committed before the error is thrown.
 */
import type { Db } from '../db/database.ts'
import { ApiProblem } from '../http/errors.ts'
import { defineHandlers } from '../http/handler.ts'
import { createOutbox } from '../outbox/outbox.ts'
import { completeRegistrationIfReady, IN_REGISTRATION, playerById, type PlayerRow } from './players.ts'
import { codeMatches, hashCode, inMs, newCode } from './one-time-codes.ts'
import { fieldError, isUuid, playerNotFound } from './problems.ts'
import { limits } from './settings.ts'

type Channel = 'sms' | 'email'

const maxAttempts = (channel: Channel) =>
  new ApiProblem(429, `${channel}.max.attempts.reached`, `No more ${channel === 'sms' ? 'SMS' : 'e-mail'} codes for this registration for an hour.`)

const invalidCode = (channel: Channel, message: string) =>
  new ApiProblem(400, `${channel}.code.invalid`, message, [
    fieldError(channel === 'sms' ? 'smsVerification' : 'emailVerification', 'code', `${channel}.code.invalid`, message),
  ])

/**
 * The player whose sign-up is open. With `orJustCompleted`, also one whose sign-up the last code
 * just completed (registered, never logged in), so a retried verification is answered the same.
 */
async function registeringPlayer(tx: Db, playerId: string, orJustCompleted = false): Promise<PlayerRow> {
  if (!isUuid(playerId)) throw playerNotFound()
  const player = await playerById(tx, playerId, true)
  const justCompleted = orJustCompleted && player?.status === 'REGISTERED' && !player.last_login_at
  if (!player || (player.status !== IN_REGISTRATION && !justCompleted)) throw playerNotFound()
  return player
}

const sendCount = async (tx: Db, playerId: string, channel: Channel) =>
  (await tx.one<{ n: number }>('select count(*)::int as n from registration_codes where player_id = $1 and channel = $2 and created_at > $3', [
    playerId, channel, new Date(Date.now() - limits.codeSendWindowMs).toISOString(),
  ]))!.n

function message(channel: Channel, player: PlayerRow, code: string) {
  const minutes = limits.codeTtlMs / 60_000
  return channel === 'sms'
    ? { to: `${player.phone_prefix}${player.phone_body}`, channel, subject: 'Croupier verification code', body: `Your Croupier code is ${code}. It expires in ${minutes} minutes.`, code }
    : {
        // A player in registration signed up with an e-mail (only Pay N Play players lack one).
        to: player.email!,
        channel,
        subject: 'Confirm your e-mail address',
        body: `Welcome to Croupier. Your e-mail confirmation code is ${code}. It expires in ${minutes} minutes. If you did not sign up, ignore this message.`,
        code,
      }
}

function requestCode(channel: Channel) {
  return async (playerId: string, db: Db) =>
    db.transaction(async (tx) => {
      // The row lock serialises concurrent sends, so the limit of 3 cannot be raced.
      const player = await registeringPlayer(tx, playerId)
      const sent = await sendCount(tx, player.id, channel)
      if (sent >= limits.codeSends) throw maxAttempts(channel)
      await tx.query(`update registration_codes set invalidated_at = now() where player_id = $1 and channel = $2 and invalidated_at is null and verified_at is null`, [
        player.id, channel,
      ])
      const row = await tx.one<{ id: string }>(
        `insert into registration_codes (player_id, channel, code_hash, expires_at) values ($1, $2, '', $3) returning id`,
        [player.id, channel, inMs(limits.codeTtlMs)],
      )
      const code = newCode()
      await tx.query('update registration_codes set code_hash = $2 where id = $1', [row!.id, hashCode(row!.id, code)])
      // Written in the same transaction: a code exists exactly when its message does.
      await createOutbox(tx).send(message(channel, player, code))
      return { status: 'SUCESS_SEND' as const, attemptsRemaining: limits.codeSends - sent - 1 }
    })
}

interface CodeRow extends Record<string, unknown> {
  id: string
  code_hash: string
  expired: boolean
  failed_attempts: number
  verified_at: Date | string | null
}

function verifyCode(channel: Channel) {
  return async (playerId: string, code: string, db: Db) => {
    const outcome = await db.transaction(async (tx): Promise<{ error: ApiProblem } | { ok: true }> => {
      const player = await registeringPlayer(tx, playerId, true)
      const row = await tx.one<CodeRow>(
        `select id, code_hash, expires_at < now() as expired, failed_attempts, verified_at from registration_codes
          where player_id = $1 and channel = $2 and invalidated_at is null order by created_at desc limit 1 for update`,
        [player.id, channel],
      )
      if (player.status !== IN_REGISTRATION && !row?.verified_at) throw playerNotFound()
      if (!row) {
        const exhausted = (await sendCount(tx, player.id, channel)) >= limits.codeSends
        return { error: exhausted ? maxAttempts(channel) : invalidCode(channel, 'No valid code: request a new one.') }
      }
      if (row.expired && !row.verified_at) {
        await tx.query('update registration_codes set invalidated_at = now() where id = $1', [row.id])
        return { error: invalidCode(channel, 'The code has expired: request a new one.') }
      }
      if (!codeMatches(row.id, code, row.code_hash)) {
        if (row.verified_at) return { error: invalidCode(channel, 'The code is not correct.') }
        const tries = row.failed_attempts + 1
        await tx.query(
          `update registration_codes set failed_attempts = $2, invalidated_at = case when $2::int >= $3::int then now() else null end where id = $1`,
          [row.id, tries, limits.wrongCodesPerCode],
        )
        const left = limits.wrongCodesPerCode - tries
        return { error: invalidCode(channel, left > 0 ? `The code is not correct; ${left} tries left.` : 'The code is not correct and no longer valid: request a new one.') }
      }
      // Verifying an already verified code again (a client retry) succeeds without changes.
      if (!row.verified_at) {
        await tx.query('update registration_codes set verified_at = now() where id = $1', [row.id])
        await tx.query(`update players set ${channel}_verified_at = now(), updated_at = now() where id = $1`, [player.id])
        await completeRegistrationIfReady(tx, player.id)
      }
      return { ok: true }
    })
    if ('error' in outcome) throw outcome.error
    return { status: 'SUCCESS_VERIFY' as const }
  }
}

const request = { sms: requestCode('sms'), email: requestCode('email') }
const verify = { sms: verifyCode('sms'), email: verifyCode('email') }

export const registrationCodeHandlers = defineHandlers({
  requestRegistrationSms: async (req, { db }) => ({ status: 200, body: await request.sms(req.body.playerId, db) }),
  requestRegistrationEmail: async (req, { db }) => ({ status: 200, body: await request.email(req.body.playerId, db) }),
  verifyRegistrationSms: async (req, { db }) => ({ status: 200, body: await verify.sms(req.body.playerId, req.body.code, db) }),
  verifyRegistrationEmail: async (req, { db }) => ({ status: 200, body: await verify.email(req.body.playerId, req.body.code, db) }),
})
