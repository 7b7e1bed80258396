/**
 * Forgotten password, first half: one start sends both an SMS code (to the account's phone; the
 * answer names it by `smsResetKeyId`) and an e-mail with a single-use link, so the player finishes
 * with whichever arrives. Unknown, closed or unfinished accounts get the same answer and the same
 * send limit, with nothing sent, so the call cannot tell which e-mails have accounts.
 */
import type { Db } from '../db/database.ts'
import { ApiProblem } from '../http/errors.ts'
import { defineHandlers } from '../http/handler.ts'
import { createOutbox } from '../outbox/outbox.ts'
import { codeMatches, hashCode, hashKey, inMs, newCode, newKey } from './one-time-codes.ts'
import { playerByEmail, type PlayerRow } from './players.ts'
import { assertNoFieldErrors, fieldError, isUuid } from './problems.ts'
import { checkEmail, normaliseEmail } from './rules.ts'
import { limits } from './settings.ts'

const canReset = (p: PlayerRow | null): p is PlayerRow =>
  p !== null && !['CLOSED', 'BLACKLISTED', 'PRE_REGISTERED'].includes(p.status) && !(p.legacy_password_hash && !p.migrated_at)

/**
 * Where the e-mailed link lands: the reset page in the player's own market and language, on the
 * configured PUBLIC_ORIGIN — never the request's Host or X-Forwarded-Host, which a caller chooses.
 */
async function resetLink(tx: Db, publicOrigin: string, p: PlayerRow, key: string): Promise<string> {
  const m = await tx.one<{ id: string; languages: string[]; default_language: string }>(
    `select id, languages, default_language from markets where id = coalesce($1,
       (select id from markets where origin_country_code = $2 and is_market_enabled limit 1), 'UN')`,
    [p.market, p.country_code],
  )
  const language = m!.languages.includes(p.language_code) ? p.language_code : m!.default_language
  return `${publicOrigin}/${language}-${m!.id}/reset-password?resetKey=${encodeURIComponent(key)}`
}

async function sendReset(tx: Db, publicOrigin: string, p: PlayerRow, smsRowId: string): Promise<void> {
  const outbox = createOutbox(tx)
  if (p.phone_prefix && p.phone_body) {
    const code = newCode()
    await tx.query('update password_resets set code_hash = $2 where id = $1', [smsRowId, hashCode(smsRowId, code)])
    const minutes = limits.codeTtlMs / 60_000
    await outbox.send({ to: `${p.phone_prefix}${p.phone_body}`, channel: 'sms', subject: 'Croupier password reset', body: `Your Croupier password reset code is ${code}. It expires in ${minutes} minutes.`, code })
  }
  const key = newKey()
  await tx.query(`insert into password_resets (player_id, email, channel, key_hash, key_expires_at) values ($1, $2, 'email', $3, $4)`, [
    p.id, p.email, hashKey(key), inMs(limits.resetKeyTtlMs),
  ])
  const link = await resetLink(tx, publicOrigin, p, key)
  await outbox.send({
    // Found by its e-mail: a Pay N Play player without one never gets here.
    to: p.email!,
    channel: 'email',
    subject: 'Reset your Croupier password',
    body: `Someone asked to reset the password of your Croupier account. To choose a new password, open\n${link}\nThe link works once, for ${limits.resetKeyTtlMs / 60_000} minutes. If it was not you, ignore this message: your password stays as it is.`,
    code: key,
  })
}

const codeField = (code: string, message: string) => new ApiProblem(400, code, message, [fieldError('passwordResetVerification', 'code', code, message)])

interface ResetRow extends Record<string, unknown> {
  id: string
  player_id: string | null
  code_hash: string | null
  code_expired: boolean
  failed_attempts: number
  unusable: boolean
}

export const passwordResetHandlers = defineHandlers({
  async startPasswordReset(request, { db, config }) {
    const given = request.body.email
    assertNoFieldErrors(checkEmail('passwordReset', given))
    const email = normaliseEmail(given)
    return db.transaction(async (tx) => {
      const recent = await tx.one<{ n: number }>(
        `select count(*)::int as n from password_resets where email = $1 and channel = 'sms' and created_at > $2`,
        [email, new Date(Date.now() - limits.codeSendWindowMs).toISOString()],
      )
      if (recent!.n >= limits.codeSends) throw new ApiProblem(429, 'sms.max.attempts.reached', 'Too many password resets for this e-mail; try again later.')
      const player = await playerByEmail(tx, email, true)
      // Only the newest reset works: older codes and links die when a new one is asked for.
      await tx.query('update password_resets set invalidated_at = now() where email = $1 and used_at is null and invalidated_at is null', [email])
      const row = await tx.one<{ id: string }>(
        `insert into password_resets (player_id, email, channel, code_expires_at) values ($1, $2, 'sms', $3) returning id`,
        [canReset(player) ? player.id : null, email, inMs(limits.codeTtlMs)],
      )
      if (canReset(player)) await sendReset(tx, config.publicOrigin, player, row!.id)
      return { status: 200, body: { smsResetKeyId: row!.id } }
    })
  },

  async verifyPasswordResetSms(request, { db }) {
    const { smsResetKeyId, code } = request.body
    const outcome = await db.transaction(async (tx): Promise<{ error: ApiProblem } | { resetKey: string }> => {
      const row = isUuid(smsResetKeyId)
        ? await tx.one<ResetRow>(
            `select id, player_id, code_hash, code_expires_at < now() as code_expired, failed_attempts,
                    (invalidated_at is not null or used_at is not null) as unusable
               from password_resets where id = $1 and channel = 'sms' for update`,
            [smsResetKeyId],
          )
        : null
      if (!row || row.unusable || row.code_expired) return { error: codeField('error.password.reset', 'This reset is no longer valid: start again.') }
      // Unknown e-mails have no code at all; they fail exactly like a wrong code.
      if (!row.player_id || !codeMatches(row.id, code, row.code_hash)) {
        const tries = row.failed_attempts + 1
        await tx.query('update password_resets set failed_attempts = $2, invalidated_at = case when $2::int >= $3::int then now() else null end where id = $1', [
          row.id, tries, limits.wrongCodesPerCode,
        ])
        return { error: codeField('sms.code.invalid', 'The code is not correct.') }
      }
      // A repeated right code (a retry) gets a fresh key; the previous one stops working.
      const resetKey = newKey()
      await tx.query('update password_resets set key_hash = $2, key_expires_at = $3 where id = $1', [row.id, hashKey(resetKey), inMs(limits.resetKeyTtlMs)])
      return { resetKey }
    })
    if ('error' in outcome) throw outcome.error
    return { status: 200, body: outcome }
  },
})
