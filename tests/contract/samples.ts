/**
 * One valid request per implemented operation, keyed by operationId. The contract test calls each
 * and validates the response against the document; an implemented operation without a sample fails
 * the test, so a new handler arrives with its sample. Multi-step flows do their earlier steps
 * through `ctx` (as a client would) and return the request for the step under test.
 */
import { DEFAULT_CAPTCHA_TOKEN } from '../../server/identity/settings.ts'
import { signUp } from '../../server/identity/test-support.ts'

export interface Tokens {
  idToken: string
  accessToken: string
  refreshToken: string
}

export interface SampleContext extends Tokens {
  /** A new session of the demo player, for calls that end their session. */
  fresh(): Promise<Tokens>
  /** A JSON call to the platform with the site header; answers status and parsed body. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>
  /** The id of a seeded player. */
  playerId(email: string): Promise<string>
  /** The newest one-time code the outbox holds for a recipient on a channel. */
  code(to: string, channel: 'sms' | 'email'): Promise<string>
}

export interface SampleRequest {
  path: string
  body?: unknown
  headers?: Record<string, string>
  /** Expected status; 200 unless given. */
  status?: number
}

export type Sample = (ctx: SampleContext) => SampleRequest | Promise<SampleRequest>

const captcha = { 'x-captcha-token': DEFAULT_CAPTCHA_TOKEN }
const bearer = (t: Tokens) => ({ authorization: `Bearer ${t.idToken}`, 'access-token': t.accessToken })
/** A registered seeded player for the e-mailed-link reset and cooling-off samples. */
const linkPlayer = 'terms@croupier.test'
const demoFi = { email: 'demo.fi@croupier.test', password: 'Croupier!2026', phone: '+358401234567' }

async function registered(ctx: SampleContext) {
  const body = signUp()
  const res = await ctx.call('POST', '/api/v1/player/registration', body, captcha)
  if (res.status !== 201) throw new Error(`sign-up for the sample failed: ${JSON.stringify(res.body)}`)
  return { ...body, playerId: res.body.playerId as string }
}

async function smsResetKey(ctx: SampleContext): Promise<string> {
  const start = await ctx.call('POST', '/api/v1/player/password_reset', { email: demoFi.email })
  const code = await ctx.code(demoFi.phone, 'sms')
  const verified = await ctx.call('POST', '/api/v1/player/password_reset/sms_verification', { smsResetKeyId: start.body.smsResetKeyId, code })
  return verified.body.resetKey
}

export const samples: Record<string, Sample> = {
  // system
  listMarkets: () => ({ path: '/api/v1/markets' }),
  listCountries: () => ({ path: '/api/v1/countries' }),
  getAccessContext: () => ({ path: '/api/v1/player/access/context', headers: { 'x-country': 'NO' } }),
  getLocaleTexts: () => ({ path: '/api/v1/locales/caf/default.json' }),
  getContent: () => ({ path: '/api/v1/content/home-page?locale=pt-BR' }),

  // identity: session and profile
  getPlayerProfile: () => ({ path: '/api/v1/player/profile' }),
  getLastLoginInfo: () => ({ path: '/api/v1/player/last-login-info' }),
  listLoginHistory: () => ({ path: '/api/v1/player/login-history?limit=5' }),
  getAccessDetails: () => ({ path: '/api/v1/player/access/details' }),
  acceptTermsVersion: () => ({ path: '/api/v1/player/update_term_and_condition_version', body: { version: '2' }, status: 204 }),
  logoutIdlePlayer: async (ctx) => ({ path: '/api/v1/player/idle-logout', headers: bearer(await ctx.fresh()), status: 204 }),
  signOutPlayer: async (ctx) => ({ path: '/api/v1/player/sign_out', headers: bearer(await ctx.fresh()), status: 204 }),
  loginPlayer: () => ({ path: '/api/v1/player/login', body: { email: 'demo@croupier.test', password: 'Croupier!2026' } }),
  refreshTokens: async (ctx) => ({ path: '/api/v1/player/token/refresh', body: { refreshToken: (await ctx.fresh()).refreshToken } }),
  getMarketRiskSetting: () => ({ path: '/api/v1/player/markets/risk-setting?siteId=5&countryCode=NO' }),

  // identity: sign-up
  registerPlayer: () => ({ path: '/api/v1/player/registration', body: signUp(), headers: captcha, status: 201 }),
  updateRegistrationProfile: async (ctx) => {
    const p = await registered(ctx)
    return {
      path: '/api/v1/player/registration',
      headers: captcha,
      body: { playerId: p.playerId, firstName: 'Nora', lastName: "O'Neill", dateOfBirth: '1990-05-17', countryCode: 'NO', languageCode: 'en' },
    }
  },
  requestRegistrationSms: async (ctx) => ({
    path: '/api/v1/player/registration/sms_request',
    body: { playerId: (await registered(ctx)).playerId, siteId: 5, countryCode: 'NO' },
  }),
  requestRegistrationEmail: async (ctx) => ({
    path: '/api/v1/player/registration/email_request',
    body: { playerId: (await registered(ctx)).playerId, siteId: 5, countryCode: 'NO' },
  }),
  verifyRegistrationSms: async (ctx) => {
    const p = await registered(ctx)
    await ctx.call('POST', '/api/v1/player/registration/sms_request', { playerId: p.playerId, siteId: 5, countryCode: 'NO' })
    const code = await ctx.code(`${p.phonePrefix}${p.phoneBody}`, 'sms')
    return { path: '/api/v1/player/registration/sms_verification', body: { playerId: p.playerId, code } }
  },
  verifyRegistrationEmail: async (ctx) => {
    const p = await registered(ctx)
    await ctx.call('POST', '/api/v1/player/registration/email_request', { playerId: p.playerId, siteId: 5, countryCode: 'NO' })
    const code = await ctx.code(p.email, 'email')
    return { path: '/api/v1/player/registration/email_verification', body: { playerId: p.playerId, code } }
  },
  // The seeded account imported from the old platform (server/identity/seed-accounts.ts).
  migratePlayer: () => ({ path: '/api/v1/player/migration', body: { email: 'migrated@croupier.test', password: 'Croupier!2026' } }),
  startPlayerCooling: async (ctx) => {
    const id = await ctx.playerId(linkPlayer)
    return { path: `/api/v1/player/${id}/timeout/cooling`, body: { playerId: id } }
  },

  // identity: password reset (on the second demo player, whose password the samples may change)
  startPasswordReset: () => ({ path: '/api/v1/player/password_reset', body: { email: demoFi.email } }),
  verifyPasswordResetSms: async (ctx) => {
    const start = await ctx.call('POST', '/api/v1/player/password_reset', { email: demoFi.email })
    const code = await ctx.code(demoFi.phone, 'sms')
    return { path: '/api/v1/player/password_reset/sms_verification', body: { smsResetKeyId: start.body.smsResetKeyId, code } }
  },
  setNewPassword: async (ctx) => ({
    path: '/api/v1/player/password_reset/new_password',
    body: { resetKey: await smsResetKey(ctx), password: demoFi.password },
    status: 204,
  }),
  // Three resets an hour per e-mail are allowed: the link samples use another player.
  checkPasswordResetLink: async (ctx) => {
    await ctx.call('POST', '/api/v1/player/password_reset', { email: linkPlayer })
    return { path: `/api/v1/player/password_reset/new_password/email?resetKey=${encodeURIComponent(await ctx.code(linkPlayer, 'email'))}` }
  },
  setNewPasswordFromEmail: async (ctx) => {
    await ctx.call('POST', '/api/v1/player/password_reset', { email: linkPlayer })
    return { path: '/api/v1/player/password_reset/new_password/email', body: { resetKey: await ctx.code(linkPlayer, 'email'), password: demoFi.password }, status: 204 }
  },
}
