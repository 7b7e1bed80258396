/**
 * Sign-up, Details and ContactInfo steps (spec 000 §2, DECISIONS.md 9–10): the captcha first,
 * then every field rule at once, then uniqueness; the player row is written in one statement only
 * when everything passed, so a refused sign-up leaves nothing behind.
 */
import type { FastifyRequest } from 'fastify'
import { hashPassword, verifyPassword } from '../auth/password.ts'
import type { Db } from '../db/database.ts'
import { ApiProblem, type FieldError } from '../http/errors.ts'
import { defineHandlers, withBodyFieldChecks, type RequestBody } from '../http/handler.ts'
import { SITE_ID } from '../seed/seed.ts'
import { defaultFlags } from '../seed/demo-players.ts'
import type { CaptchaProvider } from '../auth/captcha.ts'
import { assertCountryOpen, eligibility, visitorMarket, type Eligibility } from './eligibility.ts'
import { completeRegistrationIfReady, IN_REGISTRATION, isUniqueViolation, playerByEmail, playerById, progressOf, type PlayerRow } from './players.ts'
import { assertNoFieldErrors, fieldError, isUuid, playerNotFound } from './problems.ts'
import { checkDateOfBirth, checkEmail, checkName, checkPassword, checkPhone, checkPostalCode, checkTermsAccepted, normaliseEmail } from './rules.ts'
import { checkPendingPassword } from './guessing.ts'
import { updateProfile, type ProfileBody } from './registration-profile.ts'

type RegistrationBody = RequestBody<'registerPlayer'>

const objectName = 'registration'

/** Spec 001 §8: a 403 with the "explicit deny" message is how the client recognises a captcha refusal. */
export async function assertCaptcha(request: FastifyRequest, captcha: CaptchaProvider): Promise<void> {
  const token = request.headers['x-captcha-token']
  const verdict = typeof token === 'string' ? await captcha.verify(token, request.ip) : { ok: false, reason: 'no token' }
  if (!verdict.ok) {
    request.log.info({ provider: captcha.name, reason: verdict.reason }, 'captcha refused')
    throw new ApiProblem(403, 'error.captcha.validation', 'Explicit deny: the captcha token was not accepted.')
  }
}

export const duplicatePlayer = () =>
  new ApiProblem(409, 'error.registration.player_already_exists', 'Same customer info detected: a player with this e-mail exists.')
export const duplicateCpf = () => new ApiProblem(409, 'error.cpf.duplicate_found', 'A player with this CPF exists.', [
  fieldError(objectName, 'cpf', 'error.cpf.duplicate_found', 'A player with this CPF exists.', undefined, 409),
])

export function countryErrors(objectName: string, where: Eligibility, countryCode: string): FieldError[] {
  if (!where.refusal) return []
  const why = where.refusal === 'COUNTRY_INACTIVE' ? 'does not take sign-ups' : `is not open to sign-ups on the ${where.market} market`
  return [fieldError(objectName, 'countryCode', 'error.country.not_allowed', `${countryCode} ${why}.`, countryCode)]
}

/** `2` or `v2`: a published terms version, or null. */
async function termsVersion(db: Db, value: string): Promise<number | null> {
  const match = /^v?(\d{1,9})$/i.exec(value.trim())
  if (!match) return null
  const row = await db.one<{ version: number }>('select version from terms_versions where version = $1', [Number(match[1])])
  return row?.version ?? null
}

async function termsVersionErrors(db: Db, body: RegistrationBody): Promise<{ errors: FieldError[]; version: number | null }> {
  const version = await termsVersion(db, body.termsAndConditionsAcceptedVersion)
  if (version !== null) return { errors: [], version }
  const value = body.termsAndConditionsAcceptedVersion
  return { errors: [fieldError(objectName, 'termsAndConditionsAcceptedVersion', 'error.terms.version.unknown', 'Not a published terms version.', value)], version }
}

/**
 * The sign-up's rules that need only the body (e-mail, password, the terms box): the handler's,
 * and run on a body the schema refused (BodyFieldCheck), so the form hears them in the same answer.
 */
export function registrationBodyErrors(body: Readonly<Record<string, unknown>>): FieldError[] {
  return [
    ...(typeof body.email === 'string' ? checkEmail(objectName, body.email) : []),
    ...(typeof body.password === 'string' ? checkPassword(objectName, body.password) : []),
    ...checkTermsAccepted(objectName, body.termsAndConditions),
  ]
}

/**
 * The ContactInfo step's rules that need only the body (names, e-mail, date of birth, postal
 * code): the handler's, and run on a body the schema refused (BodyFieldCheck).
 */
export function profileBodyErrors(body: Readonly<Record<string, unknown>>): FieldError[] {
  const profile = 'registrationProfile'
  const text = (field: string, check: (value: string) => FieldError[]) => (typeof body[field] === 'string' ? check(body[field]) : [])
  return [
    ...text('firstName', (v) => checkName(profile, 'firstName', v)),
    ...text('lastName', (v) => checkName(profile, 'lastName', v)),
    ...text('email', (v) => checkEmail(profile, v)),
    ...text('dateOfBirth', (v) => checkDateOfBirth(profile, v)),
    ...text('postalCode', (v) => checkPostalCode(profile, v)),
  ]
}

/**
 * A retried ContactInfo step whose first attempt already completed the sign-up: same answer, no
 * change. Only an identical profile qualifies, so a finished account cannot be edited this way.
 */
function isAnsweredProfile(p: PlayerRow, body: ProfileBody): boolean {
  return (
    p.status === 'REGISTERED' &&
    p.last_login_at === null &&
    p.first_name === body.firstName.trim() &&
    p.date_of_birth === body.dateOfBirth &&
    p.country_code === body.countryCode &&
    (body.email === undefined || p.email === normaliseEmail(body.email)) &&
    (body.phoneBody === undefined || p.phone_body === body.phoneBody)
  )
}

export const registrationHandlers = withBodyFieldChecks(defineHandlers({
  async registerPlayer(request, { db, config, captcha }) {
    assertCountryOpen(request, config)
    await assertCaptcha(request, captcha)
    const body = request.body
    const email = normaliseEmail(body.email)
    const where = await eligibility(db, await visitorMarket(db, config, request), body.countryCode)
    const terms = await termsVersionErrors(db, body)
    assertNoFieldErrors(
      [
        ...registrationBodyErrors(body),
        ...(where.country ? checkPhone(objectName, where.country, body.phonePrefix, body.phoneBody) : []),
        ...countryErrors(objectName, where, body.countryCode),
        ...terms.errors,
      ],
      'The registration details are invalid.',
    )

    const existing = await playerByEmail(db, email)
    if (existing) {
      // A client retrying an answered sign-up (same e-mail and password, still unfinished) gets the
      // same answer instead of being sent to the Duplicated step.
      // The password check counts like a login (5 wrong lock the sign-up), so a pending sign-up
      // cannot be used to guess its password: a wrong or locked one is just a duplicate.
      if (existing.status === IN_REGISTRATION) {
        const passwordOk = await verifyPassword(body.password, existing.password_hash)
        if (await checkPendingPassword(db, existing.id, passwordOk)) return { status: 201, body: progressOf(existing) }
      }
      throw duplicatePlayer()
    }
    if (body.cpf && (await db.one('select 1 as taken from players where cpf = $1', [body.cpf]))) throw duplicateCpf()

    const passwordHash = await hashPassword(body.password)
    try {
      const player = await db.transaction(async (tx) => {
        const row = await tx.one<{ id: string }>(
          `insert into players (site_id, email, password_hash, phone_prefix, phone_body, country_code, language_code,
             currency_code, status, flags, terms_version_accepted, market, cpf, cookie_policy_accepted, marketing_opt_in,
             sms_verification_required, email_verification_required)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $15, $16, $17) returning id`,
          [SITE_ID, email, passwordHash, body.phonePrefix, body.phoneBody, body.countryCode, body.languageCode,
            where.country!.currency, IN_REGISTRATION, JSON.stringify(defaultFlags), terms.version, where.market, body.cpf ?? null,
            body.cookiePolicyAccepted, body.marketingOptIn, where.rule.sms, where.rule.email],
        )
        return (await playerById(tx, row!.id))!
      })
      return { status: 201, body: progressOf(player) }
    } catch (error) {
      // Two sign-ups racing for one e-mail or CPF: the database's unique index decides.
      if (isUniqueViolation(error, 'cpf')) throw duplicateCpf()
      if (isUniqueViolation(error)) throw duplicatePlayer()
      throw error
    }
  },

  async updateRegistrationProfile(request, { db, config, captcha }) {
    assertCountryOpen(request, config)
    await assertCaptcha(request, captcha)
    const body = request.body
    if (!isUuid(body.playerId)) throw playerNotFound()
    const player = await playerById(db, body.playerId)
    if (player && isAnsweredProfile(player, body)) return { status: 200, body: progressOf(player) }
    if (!player || player.status !== IN_REGISTRATION) throw playerNotFound()
    const where = await eligibility(db, player.market ?? 'UN', body.countryCode)
    const profile = 'registrationProfile'
    const prefix = body.phonePrefix ?? player.phone_prefix ?? ''
    const phoneBody = body.phoneBody ?? player.phone_body ?? ''
    assertNoFieldErrors(
      [
        ...profileBodyErrors(body),
        ...(where.country ? checkPhone(profile, where.country, prefix, phoneBody) : []),
        ...countryErrors(profile, where, body.countryCode),
      ],
      'The profile is invalid.',
    )
    // A player in registration signed up with an e-mail (only Pay N Play players lack one).
    const email = body.email !== undefined ? normaliseEmail(body.email) : player.email!
    if (email !== player.email && (await playerByEmail(db, email))) throw duplicatePlayer()
    if (body.cpf && (await db.one('select 1 as taken from players where cpf = $1 and id <> $2', [body.cpf, player.id]))) throw duplicateCpf()
    try {
      const updated = await db.transaction(async (tx) => {
        await updateProfile(tx, player, { ...body, email, phonePrefix: prefix, phoneBody })
        // The country of residence may have changed, and with it the codes to verify.
        await tx.query('update players set sms_verification_required = $2, email_verification_required = $3 where id = $1', [
          player.id, where.rule.sms, where.rule.email,
        ])
        return completeRegistrationIfReady(tx, player.id)
      })
      return { status: 200, body: progressOf(updated) }
    } catch (error) {
      if (isUniqueViolation(error, 'cpf')) throw duplicateCpf()
      if (isUniqueViolation(error)) throw duplicatePlayer()
      throw error
    }
  },

  async getMarketRiskSetting(request, { db, config }) {
    const { countryCode } = request.query
    const where = await eligibility(db, await visitorMarket(db, config, request), countryCode)
    return {
      status: 200,
      body: {
        countryCode,
        market: where.market,
        registrationAllowed: where.refusal === null,
        reason: where.refusal,
        smsVerificationRequired: where.rule.sms,
        emailVerificationRequired: where.rule.email,
      },
    }
  },
}), { registerPlayer: registrationBodyErrors, updateRegistrationProfile: profileBodyErrors })
