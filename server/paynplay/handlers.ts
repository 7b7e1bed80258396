/** The Pay N Play operations of the contract (openapi/areas/paynplay.yaml). */
import { answerWithRefreshCookie } from '../auth/refresh-cookie.ts'
import { defineHandlers, withBodyFieldChecks } from '../http/handler.ts'
import { ApiProblem } from '../http/errors.ts'
import { assertCountryOpen, visitorMarket } from '../identity/eligibility.ts'
import { signIn } from '../identity/login.ts'
import { isUniqueViolation } from '../identity/players.ts'
import { assertNoFieldErrors, fieldError } from '../identity/problems.ts'
import { duplicatePlayer } from '../identity/registration.ts'
import type { FieldError } from '../http/errors.ts'
import { checkEmail, checkPhone, checkTermsAccepted, normaliseEmail, type CountryRow } from '../identity/rules.ts'
import { cachedMarkets } from '../system/reference-cache.ts'
import { payAndPlayAmount, payAndPlayOffered } from './offer.ts'
import { liveSession, newSessionId, sameHash, SESSION_MINUTES } from './paynplay.ts'
import { openBankAuthorization, sha256 } from './sandbox-bank.ts'

const objectName = 'payNPlayPlayer'
const LANGMARKET_PREFIX = /^\/([a-z]{2})-([A-Z]{2})(\/|$)/

const marketDisabled = (market: string) =>
  new ApiProblem(403, 'error.paynplay.market.disabled', `Pay N Play is not offered in the ${market} market.`)

/**
 * The sign-up form's rules that need only the body (e-mail, the terms box): the handler's, and run
 * on a body the schema refused (BodyFieldCheck), so the form hears them in the same answer.
 */
export function payNPlayBodyErrors(body: Readonly<Record<string, unknown>>): FieldError[] {
  return [...(typeof body.email === 'string' ? checkEmail(objectName, body.email) : []), ...checkTermsAccepted(objectName, body.termsAndConditions)]
}

export const payNPlayHandlers = withBodyFieldChecks(defineHandlers({
  async authorizePayNPlay(request, { db, config }) {
    assertCountryOpen(request, config)
    const marketId = await visitorMarket(db, config, request)
    const market = (await cachedMarkets(db)).find((m) => m.id === marketId)
    if (!market || !market.isMarketEnabled || !market.payAndPlay) throw marketDisabled(marketId)
    if (!payAndPlayOffered(config.payAndPlay, market, request.ip)) {
      throw new ApiProblem(403, 'error.paynplay.not.offered', 'Pay N Play is not offered here: sign up with e-mail and password instead.')
    }
    const { amountMinor, currency, country, redirectPath } = request.query
    // DECISIONS.md 21: the market's own currency and country, nothing else.
    if (market.currency !== currency || market.originCountryCode !== country) {
      throw new ApiProblem(403, 'error.paynplay.market.disabled', `Pay N Play in the ${market.id} market is in ${market.currency} from ${market.originCountryCode}.`)
    }
    const bank = await payAndPlayAmount(db, market.id)
    if (!bank) throw marketDisabled(market.id)
    if (amountMinor < bank.minAmountMinor || amountMinor > bank.maxAmountMinor) {
      const message = `A Pay N Play deposit is ${bank.minAmountMinor} to ${bank.maxAmountMinor} (minor units of ${currency}).`
      throw new ApiProblem(400, 'error.paynplay.amount.invalid', message, [fieldError('payNPlay', 'amountMinor', 'error.paynplay.amount.invalid', message, amountMinor)], {
        minAmountMinor: bank.minAmountMinor,
        maxAmountMinor: bank.maxAmountMinor,
      })
    }
    // The language the visitor is reading, from the page they come from; the market's default otherwise.
    const prefix = LANGMARKET_PREFIX.exec(redirectPath ?? '')
    const language = prefix && prefix[2] === market.id && market.languages.includes(prefix[1]!) ? prefix[1]! : market.defaultLanguage
    const sessionId = newSessionId()
    const iframeUrl = await db.transaction(async (tx) => {
      await tx.query(
        `insert into paynplay_sessions (id, market, language, amount_minor, currency, country, redirect_path, status, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, 'AUTHORIZING', now() + make_interval(mins => $8))`,
        [sessionId, market.id, language, amountMinor, currency, country, redirectPath ?? null, SESSION_MINUTES],
      )
      return openBankAuthorization(tx, { sessionId, amountMinor, currency, country, returnLangmarket: `${language}-${market.id}` })
    })
    return { status: 200, body: { iframeUrl, sessionId } }
  },

  async verifyPayNPlayCode(request, { db }) {
    const { oneTimeCode, sessionId } = request.body
    const body = await db.transaction(async (tx) => {
      const session = await liveSession(tx, sessionId, true)
      const verifiable = session.status === 'APPROVED' || session.status === 'VERIFIED'
      if (!verifiable || !sameHash(sha256(oneTimeCode), session.code_hash ?? '')) {
        throw new ApiProblem(400, 'error.paynplay.code.invalid', 'The one-time code does not belong to an approved payment of this session.')
      }
      await tx.query(`update paynplay_sessions set status = 'VERIFIED' where id = $1`, [sessionId])
      const p = (await tx.one<{ email: string | null; phone_prefix: string | null; phone_body: string | null }>(
        'select email, phone_prefix, phone_body from players where id = $1',
        [session.player_id],
      ))!
      const mobilePhone = p.phone_prefix && p.phone_body ? `${p.phone_prefix}${p.phone_body}` : null
      return { playerId: session.player_id!, sessionId, email: p.email, mobilePhone }
    })
    return { status: 200, body }
  },

  async updatePayNPlayPlayer(request, { db }) {
    const body = request.body
    const session = await liveSession(db, body.sessionId)
    if (session.status !== 'VERIFIED') throw new ApiProblem(404, 'error.paynplay.session.expired', 'Verify the one-time code of this session first.')
    const country = (await db.one<CountryRow>('select code, isd, currency, active, allowed from countries where code = $1', [session.country]))!
    const terms = await db.one<{ version: number }>('select version from terms_versions where version = $1', [
      Number(/^v?(\d{1,9})$/i.exec(body.termsAndConditionsAcceptedVersion.trim())?.[1] ?? NaN),
    ])
    assertNoFieldErrors(
      [
        ...payNPlayBodyErrors(body),
        ...checkPhone(objectName, country, body.phonePrefix, body.phoneBody),
        ...(terms ? [] : [fieldError(objectName, 'termsAndConditionsAcceptedVersion', 'error.terms.version.unknown', 'Not a published terms version.', body.termsAndConditionsAcceptedVersion)]),
      ],
      'The sign-up details are invalid.',
    )
    const email = normaliseEmail(body.email)
    try {
      const row = await db.one<{ id: string }>(
        `update players set email = $2, phone_prefix = $3, phone_body = $4, marketing_opt_in = $5, terms_version_accepted = $6, updated_at = now()
          where id = $1 and (email is null or email = $2) returning id`,
        [session.player_id, email, body.phonePrefix, body.phoneBody, body.marketingOptIn, terms!.version],
      )
      if (!row) throw duplicatePlayer()
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicatePlayer()
      throw error
    }
    return { status: 200, body: { playerId: session.player_id! } }
  },

  async loginPayNPlay(request, ctx) {
    assertCountryOpen(request, ctx.config)
    const session = await liveSession(ctx.db, request.body.sessionId)
    if (session.status !== 'VERIFIED') throw new ApiProblem(404, 'error.paynplay.session.expired', 'This Pay N Play session cannot log in (not verified, or used).')
    const result = await signIn(ctx, request, {
      playerId: session.player_id!,
      method: 'paynplay',
      passwordOk: () => true,
      async beforeSession(tx, p) {
        if (!p.email || !p.phone_body) {
          return new ApiProblem(400, 'error.paynplay.details.missing', 'Complete e-mail and mobile phone before logging in.')
        }
        // The session logs in once: a second login with it finds it used.
        const used = await tx.query(`update paynplay_sessions set status = 'LOGGED_IN' where id = $1 and status = 'VERIFIED' returning id`, [session.id])
        return used.length === 1 ? null : new ApiProblem(404, 'error.paynplay.session.expired', 'This Pay N Play session was used.')
      },
    })
    return { status: 200, body: answerWithRefreshCookie(ctx.cookies, result) }
  },
}), { updatePayNPlayPlayer: payNPlayBodyErrors })
