/**
 * One valid request per implemented operation, keyed by operationId. The contract test calls each
 * and validates the response against the document; an implemented operation without a sample fails
 * the test, so a new handler arrives with its sample. Multi-step flows do their earlier steps
 * through `ctx` (as a client would) and return the request for the step under test.
 */
import { randomInt, randomUUID } from 'node:crypto'
import { REFRESH_COOKIE } from '../../server/auth/refresh-cookie.ts'
import { DEFAULT_CAPTCHA_TOKEN } from '../../server/identity/settings.ts'
import { signUp } from '../../server/identity/test-support.ts'

export interface Tokens {
  idToken: string
  accessToken: string
  /** The platform sets it as a cookie; the samples send it as the browser would. */
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
  /** The platform's origin, for the sandbox's pages a browser would post forms to. */
  url: string
}

export interface SampleRequest {
  path: string
  body?: unknown
  headers?: Record<string, string>
  /** Expected status; 200 unless given. */
  status?: number
  /** A body sent as bytes (an octet-stream upload) instead of JSON. */
  raw?: Uint8Array<ArrayBuffer>
  /** An event stream: only the status and media type are checked, then the stream is closed. */
  stream?: true
}

export type Sample = (ctx: SampleContext) => SampleRequest | Promise<SampleRequest>

const captcha = { 'x-captcha-token': DEFAULT_CAPTCHA_TOKEN }
const bearer = (t: Tokens) => ({ authorization: `Bearer ${t.idToken}`, 'access-token': t.accessToken })
/** A registered seeded player for the e-mailed-link reset samples. */
const linkPlayer = 'terms@croupier.test'
const demoFi = { email: 'demo.fi@croupier.test', password: 'Croupier!2026', phone: '+358401234567' }
/** Money samples run on the funded demo player; every money-moving call carries a fresh key. */
const idempotencyKey = () => ({ 'idempotency-key': `sample-${randomUUID()}` })
const station = { ipAddress: '203.0.113.7', blackbox: 'sample-device-fingerprint' }

/** A visitor in Finland, where Pay N Play is enabled. */
const finland = { 'x-country': 'FI' }

/** Pay N Play up to the bank's return: authorized, approved at the sandbox bank by a new person. */
async function approvedPayNPlay(ctx: SampleContext): Promise<{ sessionId: string; code: string }> {
  const authorized = await ctx.call('GET', '/api/v1/paynplay/authorize?amountMinor=2000&currency=EUR&country=FI', undefined, finland)
  if (authorized.status !== 200) throw new Error(`Pay N Play authorize failed: ${JSON.stringify(authorized.body)}`)
  const form = { action: 'approve', personId: `FI${randomUUID().replace(/-/g, '').slice(0, 12)}`, firstName: 'Sample', lastName: 'Person', birthDate: '1985-06-15' }
  const answer = await fetch(ctx.url + authorized.body.iframeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  })
  const back = new URL(answer.headers.get('location') ?? '', ctx.url).searchParams
  return { sessionId: back.get('sessionId')!, code: back.get('code')! }
}

async function verifiedPayNPlay(ctx: SampleContext): Promise<string> {
  const { sessionId, code } = await approvedPayNPlay(ctx)
  await ctx.call('POST', '/api/v1/paynplay/player/code', { oneTimeCode: code, sessionId, ...station })
  return sessionId
}

const payNPlayDetails = (sessionId: string) => ({
  sessionId,
  email: `pnp-${randomUUID()}@example.com`,
  phonePrefix: '+358',
  phoneBody: '401234567',
  termsAndConditions: true,
  marketingOptIn: false,
  termsAndConditionsAcceptedVersion: '1',
})

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

/** A game of the catalogue, found as the client finds it: a page of the lobby, filtered by provider. */
async function lobbyGame(ctx: SampleContext, type: 'CASINO' | 'LIVE_CASINO', provider: string): Promise<any> {
  const page = await ctx.call('GET', `/api/v1/lobby-service/games?type=${type}&channel=web&market=UN&providers=${provider}`)
  const game = page.body.games?.[0]
  if (!game) throw new Error(`no ${type} game of ${provider} for the sample: ${JSON.stringify(page.body)}`)
  return game
}

/** An Evolution table dealing now, as the games-admin API reports it. */
async function openEvolutionTable(ctx: SampleContext): Promise<any> {
  const tables = await ctx.call('GET', '/api/v1/games-admin/live-tables?partnerid=2270&providerKind=evolution')
  const table = tables.body.find((t: any) => t.open)
  if (!table) throw new Error('no Evolution table is open for the sample')
  return table
}

const gameStation = { countryCode: 'NO', currency: 'NOK', language: 'en', platform: 'web', ip: '10.0.0.1', locale: 'en-NO', playerCountryCode: 'NO' }

async function funSession(ctx: SampleContext, type: 'CASINO' | 'LIVE_CASINO' = 'CASINO'): Promise<any> {
  // Evolution's tables have a fun mode; an open one lets the player sit down.
  const gameId = type === 'CASINO' ? (await lobbyGame(ctx, 'CASINO', 'playngo')).id : (await openEvolutionTable(ctx)).gameId
  const res = await ctx.call('POST', '/sandbox/api/sessions', { gameId, moneyMode: 'fun', jurisdiction: 'FI', channel: 'web', lang: 'en', currency: 'EUR' })
  if (res.status !== 201) throw new Error(`no fun session for the sample: ${JSON.stringify(res.body)}`)
  return res.body
}

/**
 * A new player, signed up to the end and signed in: for calls that restrict the account for days
 * (time-out, self-exclusion), which must not touch the shared demo players.
 */
async function newSignedInPlayer(ctx: SampleContext): Promise<Record<string, string>> {
  const p = await registered(ctx)
  const profile = await ctx.call('PUT', '/api/v1/player/registration', { playerId: p.playerId, firstName: 'Nora', lastName: "O'Neill", dateOfBirth: '1990-05-17', countryCode: 'NO', languageCode: 'en' }, captcha)
  if (profile.body.smsVerificationRequired) {
    await ctx.call('POST', '/api/v1/player/registration/sms_request', { playerId: p.playerId, siteId: 5, countryCode: 'NO' })
    await ctx.call('POST', '/api/v1/player/registration/sms_verification', { playerId: p.playerId, code: await ctx.code(`${p.phonePrefix}${p.phoneBody}`, 'sms') })
  }
  if (profile.body.emailVerificationRequired) {
    await ctx.call('POST', '/api/v1/player/registration/email_request', { playerId: p.playerId, siteId: 5, countryCode: 'NO' })
    await ctx.call('POST', '/api/v1/player/registration/email_verification', { playerId: p.playerId, code: await ctx.code(p.email, 'email') })
  }
  const login = await ctx.call('POST', '/api/v1/player/login', { email: p.email, password: p.password })
  if (login.status !== 200) throw new Error(`login of the new sample player failed: ${JSON.stringify(login.body)}`)
  return bearer(login.body)
}

/** Tokens of a seeded player, by logging in. */
async function signIn(ctx: SampleContext, account: { email: string; password: string }): Promise<Record<string, string>> {
  const login = await ctx.call('POST', '/api/v1/player/login', { email: account.email, password: account.password })
  return bearer(login.body)
}

/** The player's assignment of a campaign, offered or already active. */
async function offered(ctx: SampleContext, headers: Record<string, string>, campaignId: string): Promise<string> {
  for (const type of ['ELIGIBLE', 'ACTIVE']) {
    const rewards = (await ctx.call('GET', `/api/v2/bonus/rewards?rewardsType=${type}`, undefined, headers)).body as { campaignId: string; assignmentId: string }[]
    const found = rewards.find((r) => r.campaignId === campaignId)
    if (found) return found.assignmentId
  }
  throw new Error(`${campaignId} is neither offered to nor active for this player`)
}

/** A Norwegian mobile number no player has: 8 digits starting with 4. */
const newNorwegianNumber = () => `4${String(randomInt(0, 10_000_000)).padStart(7, '0')}`

/** A tiny PNG by its magic bytes, what the document samples upload. */
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d])
const proofOfId = { documentKey: 'idDocument', documentType: 'PROOF_OF_ID', fileName: 'passport.png', contentType: 'image/png', sizeBytes: pngBytes.length }
const octetStream = { 'content-type': 'application/octet-stream' }

/** A fresh upload URL of the demo player for a proof of ID. */
async function documentUploadUrl(ctx: SampleContext): Promise<string> {
  const res = await ctx.call('POST', '/api/v1/player/documents/upload', proofOfId, bearer(ctx))
  if (res.status !== 200) throw new Error(`upload URL for the sample failed: ${JSON.stringify(res.body)}`)
  return res.body.uploadUrl
}

export const samples: Record<string, Sample> = {
  // system
  listMarkets: () => ({ path: '/api/v1/markets' }),
  listCountries: () => ({ path: '/api/v1/countries' }),
  getAccessContext: () => ({ path: '/api/v1/player/access/context', headers: { 'x-country': 'NO' } }),
  getLocaleTexts: () => ({ path: '/api/v1/locales/caf/default.json' }),
  getContent: () => ({ path: '/api/v1/content/home-page?locale=pt-BR' }),
  queryContent: () => ({ path: '/api/v1/content', body: { query: 'static-page', locale: 'en-UN', refs: ['terms', 'privacy-policy'] } }),
  streamContentEvents: () => ({ path: '/api/v1/content/events?locale=fi-FI', stream: true }),

  // tournaments: the demo player's standing, and French-Canadian visitors (CAF maps to FR)
  listTournaments: () => ({ path: '/api/v1/tournament/NO/casino/NO' }),
  listPublicTournaments: () => ({ path: '/api/v1/tournament/public/CA/casino/FR' }),

  // identity: session and profile
  getPlayerProfile: () => ({ path: '/api/v1/player/profile' }),

  // account: verification documents (the demo player is fully verified, so its KYC stays as it is)
  listDocuments: () => ({ path: '/api/v1/player/documents' }),
  requestDocumentUpload: () => ({ path: '/api/v1/player/documents/upload', body: proofOfId }),
  uploadDocumentFile: async (ctx) => ({ path: await documentUploadUrl(ctx), raw: pngBytes, headers: octetStream, status: 204 }),
  startDocumentVerification: () => ({ path: '/api/v1/player/documents/verification', body: { documentType: 'PROOF_OF_ID', returnUrl: '/en-NO/my-account/verification' } }),
  updateDocumentStatus: async (ctx) => {
    const uploaded = await fetch(ctx.url + (await documentUploadUrl(ctx)), { method: 'PUT', headers: { 'x-site-id': '5', ...octetStream, ...bearer(ctx) }, body: pngBytes })
    if (uploaded.status !== 204) throw new Error(`upload for the sample failed: ${await uploaded.text()}`)
    return { path: '/api/v1/player/documents', body: { documentType: 'PROOF_OF_ID' } }
  },
  // account: EDD questionnaire (the demo player is fully verified, so no questionnaire is asked of it: the submit is refused)
  listOccupations: () => ({ path: '/api/v1/player/occupations' }),
  listSalaryRanges: () => ({ path: '/api/v1/player/salary-range' }),
  listSourcesOfFunds: () => ({ path: '/api/v1/player/source-of-funds' }),
  getEddAnswer: () => ({ path: '/api/v1/player/questionnaire/answer' }),
  submitEddAnswer: () => ({
    path: '/api/v1/player/questionnaire/answer',
    body: { occupation: 'EMPLOYED', salaryRangeId: 2, sourceOfFunds: 'SALARY', placeOfBirth: 'Oslo', nationality: 'NO' },
    status: 409,
  }),
  getLastLoginInfo: () => ({ path: '/api/v1/player/last-login-info' }),
  listLoginHistory: () => ({ path: '/api/v1/player/login-history?limit=5' }),
  getAccessDetails: () => ({ path: '/api/v1/player/access/details' }),
  acceptTermsVersion: () => ({ path: '/api/v1/player/update_term_and_condition_version', body: { version: '2' }, status: 204 }),
  logoutIdlePlayer: async (ctx) => ({ path: '/api/v1/player/idle-logout', headers: bearer(await ctx.fresh()), status: 204 }),
  signOutPlayer: async (ctx) => ({ path: '/api/v1/player/sign_out', headers: bearer(await ctx.fresh()), status: 204 }),
  loginPlayer: () => ({ path: '/api/v1/player/login', body: { email: 'demo@croupier.test', password: 'Croupier!2026' } }),
  refreshTokens: async (ctx) => ({ path: '/api/v1/player/token/refresh', headers: { cookie: `${REFRESH_COOKIE}=${(await ctx.fresh()).refreshToken}` } }),
  createRealtimeTicket: () => ({ path: '/api/v1/realtime/ticket', status: 201 }),
  getCaptchaConfig: () => ({ path: '/api/v1/captcha/config' }),
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
    // The ticket comes with the time-out refusal, after the right password.
    const refusal = await ctx.call('POST', '/api/v1/player/login', { email: 'timeout@croupier.test', password: demoFi.password })
    const { playerId, coolingTicket } = refusal.body.additionalInfo
    return { path: `/api/v1/player/${playerId}/timeout/cooling`, body: { playerId, coolingTicket } }
  },

  // bonus: the demo player takes the live casino offer (claims are idempotent, so both claim
  // samples may name it) and the code; demo.fi validates the code and gives up a casino offer.
  listPlayerRewards: () => ({ path: '/api/v2/bonus/rewards?rewardsType=ELIGIBLE&hasBonusCode=false' }),
  listPlayerRewardsByLanguage: () => ({ path: '/api/v2/bonus/rewards-by-language/fi?rewardsType=ACTIVE' }),
  claimReward: async (ctx) => ({ path: '/api/v2/bonus/rewards/claim', body: { bonusAssignmentId: await offered(ctx, bearer(ctx), 'live-table-boost'), state: 'ACTIVATED' } }),
  setRewardState: async (ctx) => {
    const id = await offered(ctx, bearer(ctx), 'live-table-boost')
    return { path: `/api/v2/bonus/rewards/${id}/state`, body: { bonusAssignmentId: id, state: 'ACTIVATED' } }
  },
  forfeitBonusAssignment: async (ctx) => {
    const fi = await signIn(ctx, demoFi)
    const id = await offered(ctx, fi, 'casino-reload')
    const claimed = await ctx.call('POST', '/api/v2/bonus/rewards/claim', { bonusAssignmentId: id, state: 'ACTIVATED' }, fi)
    return { path: `/api/v2/bonus/assignments/${id}`, body: { state: 'FORFEITED', wageringProgress: claimed.body.wageringProgress }, headers: fi }
  },
  claimFreeSpins: async (ctx) => {
    const id = await offered(ctx, bearer(ctx), 'welcome-spins')
    const claimed = await ctx.call('POST', '/api/v2/bonus/rewards/claim', { bonusAssignmentId: id, state: 'ACTIVATED' }, bearer(ctx))
    return { path: '/api/v2/bonus/freespin/claim', body: { bonusAssignmentId: id, partnerBonusCode: claimed.body.partnerBonusCode } }
  },
  claimQueuedBonus: async (ctx) => {
    // Weekly spins queue behind the welcome spins on the same game; forfeiting those frees the game.
    const fi = await signIn(ctx, demoFi)
    const claim = async (campaignId: string) => {
      const id = await offered(ctx, fi, campaignId)
      const claimed = await ctx.call('POST', '/api/v2/bonus/rewards/claim', { bonusAssignmentId: id, state: 'ACTIVATED' }, fi)
      return { id, handOver: await ctx.call('POST', '/api/v2/bonus/freespin/claim', { bonusAssignmentId: id, partnerBonusCode: claimed.body.partnerBonusCode }, fi) }
    }
    const welcome = await claim('welcome-spins')
    const weekly = await claim('weekly-spins')
    await ctx.call('PUT', `/api/v2/bonus/assignments/${welcome.id}`, { state: 'FORFEITED', wageringProgress: 100 }, fi)
    return { path: '/api/v2/bonus/queued-bonus/claim', body: { campaignId: 'weekly-spins', queuedPlayerBonusId: weekly.handOver.body.additionalInfo.queuedReward.queuedPlayerBonusId }, headers: fi }
  },
  getBonusProgress: () => ({ path: '/api/v2/bonus/progress' }),
  getManualClaimAvailability: () => ({ path: '/api/v1/bonus/bonus-code/manual-claim/available' }),
  validateBonusCode: async (ctx) => ({ path: '/api/v1/bonus/bonus-code/validate', body: { bonusCode: 'SPRING25' }, headers: await signIn(ctx, demoFi) }),
  claimBonusCode: () => ({ path: '/api/v1/bonus/bonus-code/manual-claim', body: { bonusCode: 'SPRING25', state: 'ACTIVATED' } }),
  // campaigns: the demo player opts in to, declines and claims campaigns no other sample claims
  // (the free bet, slots week); every one of these answers the same when repeated.
  listCampaigns: () => ({ path: '/api/v1/bonus/campaigns?category=opt-in' }),
  listCampaignsByLanguage: () => ({ path: '/api/v1/bonus/campaigns-by-language/fi' }),
  getCampaignDetails: () => ({ path: '/api/v1/bonus/campaigns/details?campaignIds=slots-week,welcome-casino' }),
  activateOptIn: () => ({ path: '/api/v1/bonus/optIn/slots-week/activate' }),
  deactivateOptIn: async (ctx) => {
    await ctx.call('POST', '/api/v1/bonus/optIn/slots-week/activate', undefined, bearer(ctx))
    return { path: '/api/v1/bonus/optIn/slots-week/deactivate' }
  },
  performCampaignAction: () => ({ path: '/api/v1/bonus/campaigns/slots-week/activate' }),
  consentToCampaign: () => ({ path: '/api/v1/bonus/campaigns/consent', body: { campaignId: 'slots-week', agreed: false } }),
  claimCampaign: async (ctx) => {
    await ctx.call('POST', '/api/v1/bonus/optIn/sports-free-bet/activate', undefined, bearer(ctx))
    return { path: '/api/v1/bonus/campaigns/sports-free-bet/claim' }
  },
  listSportsbookBonuses: () => ({ path: '/api/v2/bonus/sportsbook' }),
  getGameBonusLimitations: async (ctx) => ({ path: `/api/v1/bonus/games/${(await lobbyGame(ctx, 'LIVE_CASINO', 'evolution')).id}/limitations` }),
  // cashback: the seeded campaign on the demo players (a claim with nothing accrued is the 409 the contract declares)
  listCashbackCampaigns: () => ({ path: '/api/v1/bonus/cashback' }),
  listCashbackCampaignsByLanguage: () => ({ path: '/api/v1/bonus/cashback-by-language/fi' }),
  getCashbackProgress: () => ({ path: '/api/v1/bonus/cashback/casino-cashback/progress' }),
  activateCashback: async (ctx) => ({ path: '/api/v1/bonus/cashback/casino-cashback/activate', headers: await signIn(ctx, demoFi) }),
  deactivateCashback: async (ctx) => {
    await ctx.call('POST', '/api/v1/bonus/cashback/casino-cashback/activate', undefined, bearer(ctx))
    return { path: '/api/v1/bonus/cashback/casino-cashback/deactivate' }
  },
  claimCashback: () => ({ path: '/api/v1/bonus/cashback/casino-cashback/claim', status: 409 }),
  getLoyaltyCashbackProgress: () => ({ path: '/api/v1/bonus/loyalty/cashback/progress' }),
  claimLoyaltyCashback: () => ({ path: '/api/v1/bonus/loyalty/cashback/claim', status: 409 }),

  // money: wallet, history, deposits, withdrawals, limits (the demo player's funded wallet)
  getWallet: () => ({ path: '/api/v1/player/wallet' }),
  listTransactions: () => ({ path: '/api/v1/player/wallet/transactions?limit=10&category=PAYMENT&status=SUCCESS' }),
  getNetPosition: () => ({ path: '/api/v1/player/wallet/net-position-win-loss?from=2020-01-01' }),
  getTransactionSummary: () => ({ path: '/api/v1/player/transaction-summary' }),
  listPendingWithdrawals: () => ({ path: '/api/v1/player/wallet/pendingWithdrawal' }),
  listLastPlayedGames: () => ({ path: '/api/v1/player/wallet/lastPlayedGames?limit=5' }),
  checkWithdrawalEligibility: () => ({ path: '/api/v1/player/wallet/withdrawal/request', body: station }),
  createWithdrawal: () => ({ path: '/api/v1/player/wallet/withdrawals', body: { amountMinor: 1000 }, headers: idempotencyKey(), status: 201 }),
  cancelPendingWithdrawal: async (ctx) => {
    const requested = await ctx.call('POST', '/api/v1/player/wallet/withdrawals', { amountMinor: 1500 }, { ...bearer(ctx), ...idempotencyKey() })
    return {
      path: '/api/v1/player/wallet/withdrawal/cancellation',
      body: { pendingWithdrawalId: requested.body.pendingWithdrawalId, amountMinor: 1500, cancelByPlayer: true },
      headers: idempotencyKey(),
    }
  },
  listDepositMethods: () => ({ path: '/api/v1/player/wallet/deposit_methods' }),
  listRecentDepositMethods: () => ({ path: '/api/v1/player/wallet/recent_deposit_methods' }),
  checkDepositEligibility: () => ({ path: '/api/v1/player/wallet/deposit/request?later=false', body: station }),
  checkDepositLimit: () => ({ path: '/api/v1/player/wallet/deposit/limit_check' }),
  createDeposit: () => ({
    path: '/api/v1/player/wallet/deposits',
    body: { method: 'CREDITCARD', amountMinor: 20_000, returnPath: '/en-NO/my-account/banking/deposit' },
    headers: idempotencyKey(),
    status: 201,
  }),
  getDeposit: async (ctx) => {
    const body = { method: 'SKRILL', amountMinor: 15_000, returnPath: '/en-NO/my-account/banking/deposit' }
    const opened = await ctx.call('POST', '/api/v1/player/wallet/deposits', body, { ...bearer(ctx), ...idempotencyKey() })
    return { path: `/api/v1/player/wallet/deposits/${opened.body.depositId}` }
  },
  authorizePayNPlay: () => ({ path: '/api/v1/paynplay/authorize?amountMinor=2000&currency=EUR&country=FI&redirectPath=%2Ffi-FI%2Fsignup%2Fpnp', headers: finland }),
  verifyPayNPlayCode: async (ctx) => {
    const { sessionId, code } = await approvedPayNPlay(ctx)
    return { path: '/api/v1/paynplay/player/code', body: { oneTimeCode: code, sessionId, ...station } }
  },
  updatePayNPlayPlayer: async (ctx) => ({ path: '/api/v1/paynplay/player/update', body: payNPlayDetails(await verifiedPayNPlay(ctx)) }),
  loginPayNPlay: async (ctx) => {
    const sessionId = await verifiedPayNPlay(ctx)
    await ctx.call('POST', '/api/v1/paynplay/player/update', payNPlayDetails(sessionId))
    return { path: '/api/v1/paynplay/player/login', body: { sessionId }, headers: finland }
  },
  getDepositLimits: () => ({ path: '/api/v1/player/deposit-limits?kind=loss' }),
  // Loss and spend limits: the deposit samples above stay within every limit.
  updateDepositLimit: () => ({ path: '/api/v1/player/deposit-limits?kind=loss', body: { duration: 'W', limitMinor: 500_000 } }),
  getSpendLimits: () => ({ path: '/api/v1/player/spend-limits' }),
  updateSpendLimit: () => ({ path: '/api/v1/player/spend-limits', body: { duration: 'D', limitMinor: 100_000 } }),
  // The activity timer (reality check) and the session summary.
  getActivityCheck: () => ({ path: '/api/v1/player/activity_check' }),
  getActivitySettings: () => ({ path: '/api/v1/player/activity_check/settings' }),
  updateActivitySettings: () => ({ path: '/api/v1/player/activity_check/settings', body: { activityTimer: 'HOUR', activityTimerOn: true } }),
  getActivityMinutesRemaining: () => ({ path: '/api/v1/player/activity_check/minutes_remaining' }),
  resetActivityTimer: () => ({ path: '/api/v1/player/activity_check/reset_timer' }),
  getActivitySummary: () => ({ path: '/api/v1/player/activity_check/summary' }),
  getSessionActivity: () => ({ path: '/api/v1/player/wallet/activity_check' }),
  // Time-out and self-exclusion end every session of the player: each on a new player of its own.
  startTimeout: async (ctx) => ({ path: '/api/v1/player/timeout', headers: await newSignedInPlayer(ctx), body: { value: 1 } }),
  selfExclude: async (ctx) => ({ path: '/api/v1/player/exclusion', headers: await newSignedInPlayer(ctx), body: { exclusionInMonths: 6, exclusionDelayInHours: 0 } }),
  getSessionResult: () => ({ path: '/api/v1/player/wallet/activity_check/result' }),

  // account details: password and phone changes on new players of their own (a password change
  // ends the player's other sessions); marketing preferences on the demo player.
  changePassword: async (ctx) => ({
    path: '/api/v1/player/password',
    headers: { ...(await newSignedInPlayer(ctx)), 'x-device-id': 'sample-device' },
    body: { oldPassword: 'Correct-Horse-42', newPassword: 'Sample-New-Secret-7' },
    status: 204,
  }),
  changePhoneNumber: async (ctx) => ({ path: '/api/v1/player/phone_number', headers: await newSignedInPlayer(ctx), body: { prefix: '+47', body: newNorwegianNumber() } }),
  requestPhoneSms: async (ctx) => {
    const headers = await newSignedInPlayer(ctx)
    const started = await ctx.call('POST', '/api/v1/player/phone_number', { prefix: '+47', body: newNorwegianNumber() }, headers)
    return { path: '/api/v1/player/phone_number/sms_request', headers, body: { smsVerificationId: started.body.smsVerificationId } }
  },
  verifyPhoneSms: async (ctx) => {
    const headers = await newSignedInPlayer(ctx)
    const body = newNorwegianNumber()
    const started = await ctx.call('POST', '/api/v1/player/phone_number', { prefix: '+47', body }, headers)
    const code = await ctx.code(`+47${body}`, 'sms')
    return { path: '/api/v1/player/phone_number/sms_verification', headers, body: { smsVerificationId: started.body.smsVerificationId, code } }
  },
  getMarketingPreferences: () => ({ path: '/api/v1/player/marketing_preferences' }),
  updateMarketingPreferences: () => ({ path: '/api/v1/player/marketing_preferences', body: { subscriptions: [{ channel: 'EMAIL', communication: 'NEWSLETTER', subscribed: true }] } }),
  changeLanguage: () => ({ path: '/api/v1/player/language', body: { language: 'en' }, status: 204 }),
  getCookieConsent: () => ({ path: '/api/v1/player/cookies/consent' }),
  changeAddress: () => ({ path: '/api/v1/player/address', body: { address: 'Karl Johans gate 1', city: 'Oslo', postalCode: '0154' } }),
  getPlayerStation: () => ({ path: '/api/v1/player/station' }),
  getLatestActivityLog: () => ({ path: '/api/v1/player/latest-activity-log' }),

  // the sandbox CRM: the player's session, the inbox page and its API, the unread count
  createCrmSession: () => ({ path: '/api/v1/crm/session' }),
  getCrmInboxPage: () => ({ path: `/sandbox/crm/inbox?session=${'A'.repeat(43)}&lang=en&view=all&origin=http%3A%2F%2F127.0.0.1` }),
  listCrmInboxMessages: async (ctx) => ({ path: `/sandbox/crm/sessions/${await crmSession(ctx)}/messages` }),
  markCrmMessageRead: async (ctx) => {
    const session = await crmSession(ctx)
    const inbox = await ctx.call('GET', `/sandbox/crm/sessions/${session}/messages`)
    return { path: `/sandbox/crm/sessions/${session}/messages/${inbox.body.messages[0].id}/read` }
  },
  getCrmUnreadCount: () => ({ path: '/api/v1/crm/inbox/unread' }),
  updateCookieConsent: () => ({ path: '/api/v1/player/cookies/consent', body: { essentials: true, performanceFunctional: true, marketing: false } }),

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
    return { path: '/api/v1/player/password_reset/new_password/email/check', body: { resetKey: await ctx.code(linkPlayer, 'email') } }
  },
  setNewPasswordFromEmail: async (ctx) => {
    await ctx.call('POST', '/api/v1/player/password_reset', { email: linkPlayer })
    return { path: '/api/v1/player/password_reset/new_password/email', body: { resetKey: await ctx.code(linkPlayer, 'email'), password: demoFi.password }, status: 204 }
  },

  // games: lobby and lists
  getLobby: () => ({ path: '/api/v1/lobby-service/lobby?channel=mobile&language=fi&market=FI' }),
  listLobbyGames: () => ({ path: '/api/v1/lobby-service/games?type=LIVE_CASINO&channel=web&market=UN&page=1' }),
  searchGamesByName: () => ({ path: '/api/v1/lobby-service/games-by-name?name=ROULETTE' }),
  getGame: async (ctx) => ({ path: `/api/v1/lobby-service/games/${(await lobbyGame(ctx, 'CASINO', 'yggdrasil')).gameSlug}?market=FI` }),
  getJackpotValues: async (ctx) => {
    const jackpots = await ctx.call('GET', '/api/v1/lobby-service/games?type=CASINO&channel=web&market=UN&category=jackpots')
    return { path: `/api/v1/lobby-service/jackpot-value?gameIds=${jackpots.body.games.slice(0, 5).map((g: any) => g.id).join(',')}` }
  },
  listJackpotAmounts: async (ctx) => {
    const jackpots = await ctx.call('GET', '/api/v1/lobby-service/games?type=CASINO&channel=web&market=UN&category=jackpots')
    return { path: `/api/v1/gaming/jackpotamount?gameIds=${jackpots.body.games[0].id}&siteId=5` }
  },
  listLiveTables: () => ({ path: '/api/v1/games-admin/live-tables?partnerid=2270&providerKind=pragmaticplay' }),
  listCreedroomzTables: () => ({ path: '/api/v1/creedroomz/tables' }),
  listTopWinners: () => ({ path: '/api/v1/player/wallet/top-winners?dateRange=WEEK&siteId=5&currency=EUR' }),
  listLatestWinners: () => ({ path: '/api/v1/player/wallet/latest-winners?siteId=5&currency=NOK' }),

  // games: the player's games
  listPlayerGames: () => ({ path: '/api/v1/player/games?category=RECENTLY_PLAYED&limit=10' }),
  addPlayerGame: async (ctx) => ({ path: '/api/v1/player/games', body: { category: 'FAVOURITE', gameId: (await lobbyGame(ctx, 'CASINO', 'novomatic')).id }, status: 204 }),
  getFavouriteStatus: async (ctx) => ({ path: `/api/v1/player/games/favourite?gameId=${(await lobbyGame(ctx, 'CASINO', 'novomatic')).id}&lobbyPageType=casino-lobby` }),
  addFavourite: async (ctx) => ({ path: '/api/v1/player/games/favourite', body: { gameId: (await lobbyGame(ctx, 'LIVE_CASINO', 'evolution')).id, lobbyPageType: 'live-casino-table' } }),
  removeFavourite: async (ctx) => ({ path: `/api/v1/player/games/favourite?gameId=${(await lobbyGame(ctx, 'LIVE_CASINO', 'evolution')).id}&lobbyPageType=live-casino-table` }),
  subscribeMyGame: async (ctx) => ({ path: '/api/v1/lobby-service/my-games/subscribe', body: { gameId: (await lobbyGame(ctx, 'CASINO', 'quickspin')).id }, status: 204 }),
  unsubscribeMyGame: async (ctx) => ({ path: '/api/v1/lobby-service/my-games/unsubscribe', body: { gameId: (await lobbyGame(ctx, 'CASINO', 'quickspin')).id }, status: 204 }),
  saveRecentPlayedGame: async (ctx) => ({ path: '/api/v1/lobby-service/recent-played-game', body: { gameId: (await lobbyGame(ctx, 'CASINO', 'pragmaticplay')).id }, status: 204 }),
  listGameRounds: async (ctx) => ({ path: `/api/v1/player/games/${(await lobbyGame(ctx, 'CASINO', 'pragmaticplay')).id}/rounds` }),

  // games: provider launches
  generateQuickspinToken: async (ctx) => ({ path: '/api/v1/quickspin/generatetoken', body: { gameId: (await lobbyGame(ctx, 'CASINO', 'quickspin')).id, channel: 'web' } }),
  generatePragmaticToken: async (ctx) => ({ path: '/api/v1/pragmatic/generatetoken', body: { gameId: (await lobbyGame(ctx, 'CASINO', 'pragmaticplay')).id, channel: 'mobile' } }),
  generateRelaxToken: async (ctx) => ({
    path: '/api/v1/relaxgaming/generatetoken',
    body: { gameId: (await lobbyGame(ctx, 'CASINO', 'relax-northlight')).id, channel: 'web', partner: 2178, jurisdiction: 'NO' },
  }),
  createRelaxTicket: async (ctx) => ({
    path: '/api/v1/relaxgaming/ticket',
    body: { gameId: (await lobbyGame(ctx, 'CASINO', 'relax-polaris')).id, channel: 'web', partner: 2178, jurisdiction: 'NO' },
  }),
  generatePlayngoToken: () => ({ path: '/api/v1/playngo/auth/token_generation?requireNew=true' }),
  generateCreedroomzToken: () => ({ path: '/api/v1/creedroomz/token/generate', body: { ipAddress: '10.0.0.1' } }),
  createYggdrasilSession: () => ({ path: '/api/v1/yggdrasil/player/auth/session' }),
  createLobbyGameToken: async (ctx) => ({ path: '/api/v1/lobby-service/token', body: { gameId: (await lobbyGame(ctx, 'CASINO', 'quickspin')).id, channel: 'web', isQuickSpin: true } }),
  getPragmaticDemoUrl: async (ctx) => ({
    path: '/api/v1/pragmatic/partner/demoGameUrl',
    body: { symbol: (await lobbyGame(ctx, 'CASINO', 'pragmaticplay')).providerGameCode, language: 'en', currency: 'EUR', platform: 'WEB', stylename: 'croupier', lobbyUrl: '/en-UN/online-casino', jurisdiction: 'UN' },
  }),
  getPragmaticRealUrl: async (ctx) => ({
    path: '/api/v1/pragmatic/partner/realGameUrl',
    body: { symbol: (await lobbyGame(ctx, 'CASINO', 'pragmaticplay')).providerGameCode, language: 'en', currency: 'NOK', platform: 'MOBILE', stylename: 'croupier', lobbyUrl: '/en-NO/online-casino', jurisdiction: 'NO' },
  }),
  getPariplayDemoContext: async (ctx) => ({
    path: '/api/v1/pariplay/context/demo',
    body: { GameCode: (await lobbyGame(ctx, 'CASINO', 'pariplay-fuze')).providerGameCode, CurrencyCode: 'EUR', LanguageCode: 'fi', PlayerIP: '10.0.0.1', CountryCode: 'FI' },
  }),
  getPariplayRealContext: async (ctx) => ({
    path: '/api/v1/pariplay/context/real',
    body: { GameCode: (await lobbyGame(ctx, 'CASINO', 'pariplay-fuze')).providerGameCode, CurrencyCode: 'NOK', LanguageCode: 'no', PlayerIP: '10.0.0.1', CountryCode: 'NO' },
  }),
  getSoftswissDemoContext: async (ctx) => ({
    path: '/api/v1/softswiss/context/demo',
    body: {
      game: (await lobbyGame(ctx, 'CASINO', 'softswiss-bgaming')).providerGameCode,
      currency: 'EUR', locale: 'en', ip: '10.0.0.1', urls: { return_url: '/en-UN/online-casino', deposit_url: '/en-UN/deposit' }, jurisdiction: 'UN', client_type: 'desktop',
    },
  }),
  getSoftswissRealContext: async (ctx) => ({
    path: '/api/v1/softswiss/context/real',
    body: {
      game: (await lobbyGame(ctx, 'CASINO', 'softswiss-bgaming')).providerGameCode,
      currency: 'NOK', locale: 'en', ip: '10.0.0.1', urls: { return_url: '/en-NO/online-casino', deposit_url: '/en-NO/deposit' }, jurisdiction: 'NO', client_type: 'mobile', playerCurrentCountryCode: 'NO',
    },
  }),
  authenticateEvolution: async (ctx) => ({
    path: '/api/v1/evolution/user/authenticate',
    body: { gameCategory: 'roulette', tableId: (await openEvolutionTable(ctx)).tableId, wrapped: true, mobile: false, lobbyURL: '/en-NO/live-casino-online', ipAddress: '10.0.0.1' },
  }),
  authenticateEvolutionDemo: () => ({ path: '/api/v1/evolution/user/authenticate/demo', body: { currency: 'EUR', language: 'en' } }),
  getNovomaticUrl: async (ctx) => ({
    path: '/api/v1/novomatic/game/url',
    body: { country: 'NO', gameId: (await lobbyGame(ctx, 'CASINO', 'novomatic')).id, ip: '10.0.0.1', lobbyUrl: '/en-NO/online-casino', locale: 'en-GB', platform: 'desktop', playerId: await ctx.playerId('demo@croupier.test') },
  }),
  getNovomaticDemoUrl: async (ctx) => ({ path: '/api/v1/novomatic/game/url/demo', body: { currency: 'EUR', gameId: (await lobbyGame(ctx, 'CASINO', 'novomatic')).id, locale: 'de-AT', platform: 'desktop' } }),
  getGameData: async (ctx) => ({ path: `/api/v1/game/${(await lobbyGame(ctx, 'CASINO', 'yggdrasil')).gameSlug}/url`, body: gameStation }),
  getDemoGameData: async (ctx) => ({ path: `/api/v1/game/${(await lobbyGame(ctx, 'CASINO', 'yggdrasil')).gameSlug}/url/demo`, body: gameStation }),

  // sandbox provider
  getLauncherPage: async (ctx) => {
    const game = await lobbyGame(ctx, 'CASINO', 'playngo')
    return { path: `/sandbox/games/launch?lang=en&channel=web&jurisdiction=UN&partnerid=2270&moneymode=fun&gameid=${game.id}&partner=croupier&homeurl=%2F&fullscreen=false` }
  },
  openSandboxSession: async (ctx) => ({
    path: '/sandbox/api/sessions',
    body: { gameId: (await lobbyGame(ctx, 'CASINO', 'playngo')).id, moneyMode: 'fun', jurisdiction: 'JJ', channel: 'mobile', lang: 'de', currency: 'EUR' },
    status: 201,
  }),
  getSandboxSession: async (ctx) => ({ path: `/sandbox/api/sessions/${(await funSession(ctx)).sessionId}` }),
  spinSandboxSlot: async (ctx) => {
    const session = await funSession(ctx)
    return { path: `/sandbox/api/sessions/${session.sessionId}/spins`, body: { betMinor: session.betLevels[0], autoplay: false } }
  },
  listSandboxRounds: async (ctx) => {
    const session = await funSession(ctx)
    await ctx.call('POST', `/sandbox/api/sessions/${session.sessionId}/spins`, { betMinor: session.betLevels[0], autoplay: false })
    return { path: `/sandbox/api/sessions/${session.sessionId}/rounds` }
  },
  getSandboxPaytable: async (ctx) => ({ path: `/sandbox/api/games/${(await lobbyGame(ctx, 'CASINO', 'playngo')).id}/paytable` }),
  getRouletteTable: async (ctx) => ({ path: `/sandbox/api/tables/${(await openEvolutionTable(ctx)).tableId}` }),
  takeRouletteSeat: async (ctx) => ({ path: `/sandbox/api/sessions/${(await funSession(ctx, 'LIVE_CASINO')).sessionId}/seat` }),
  leaveRouletteSeat: async (ctx) => {
    const session = await funSession(ctx, 'LIVE_CASINO')
    await ctx.call('POST', `/sandbox/api/sessions/${session.sessionId}/seat`)
    return { path: `/sandbox/api/sessions/${session.sessionId}/seat`, status: 204 }
  },
  // Bets are taken only in a betting window: the sample asks for a round the table is not in,
  // and the refusal is what the contract describes.
  placeRouletteBets: async (ctx) => {
    const session = await funSession(ctx, 'LIVE_CASINO')
    await ctx.call('POST', `/sandbox/api/sessions/${session.sessionId}/seat`)
    return { path: `/sandbox/api/sessions/${session.sessionId}/bets`, body: { roundNo: 0, bets: [{ kind: 'red', amountMinor: 100 }] }, status: 409 }
  },
  // sportsbook: the sports API, and the sandbox sportsbook its iframe opens (as the demo player)
  getSportsbookContext: () => ({ path: '/api/v1/sportsbook/context?language=en&market=FI' }),
  createSportsbookLoginContext: (ctx) => ({ path: '/api/v1/sportsbook/login/context', headers: bearer(ctx) }),
  createSportsbookIframeContext: () => {
    const correlationId = randomUUID()
    return {
      path: '/api/v1/sportsbook/iframe-context',
      headers: { 'x-contract-type': 'CreateIFrameContext', 'x-contract-version': 'v1', 'x-serializer': 'JSON', 'x-correlation-id': correlationId },
      body: {
        correlationId,
        brandId: 'croupier',
        dateTimeStamp: new Date().toISOString(),
        customerState: 'Anonymous',
        visitorDetails: { userAgent: 'sample', channel: 'mobile', countryCode: 'FI', deviceType: 'mobile', IP: '203.0.113.7' },
        loggedOutCustomer: { segmentId: 'default', languageCode: 'fi', currencyCode: 'EUR', jurisdiction: 'FI' },
        deepLinking: { page: 'sport-base', category: 'football' },
        iFrameSetup: { maxWidth: 1920, topOffset: 56 },
      },
    }
  },
  createSportsSession: (ctx) => ({ path: '/api/v1/sports/auth/session/create', headers: bearer(ctx) }),
  pushSportsBalanceUpdate: async (ctx) => {
    const created = await ctx.call('POST', '/api/v1/sports/auth/session/create', undefined, bearer(ctx))
    const wallet = await ctx.call('GET', '/api/v1/player/profile', undefined, bearer(ctx))
    return {
      path: '/api/v1/sports/webhooks/user-balance-update',
      headers: { ...bearer(ctx), cookie: `croupier-sports-session=${created.body.sessionId}` },
      body: { balanceMinor: 1000, currency: wallet.body.currencyCode },
      status: 204,
    }
  },
  getSportsbookFrame: () => ({ path: '/sandbox/sportsbook?lang=en&jurisdiction=FI&currency=EUR&channel=web&customerState=Anonymous&homeurl=%2F&page=bet-history' }),
  listSportsbookFixtures: () => ({ path: '/sandbox/sportsbook/api/fixtures' }),
  openSportsbookSession: async (ctx) => ({ path: '/sandbox/sportsbook/api/sessions', body: { ticket: await sportsbookTicket(ctx), lang: 'en', channel: 'web' }, status: 201 }),
  getSportsbookSession: async (ctx) => ({ path: `/sandbox/sportsbook/api/sessions/${(await sportsbookSession(ctx)).sessionId}` }),
  listSportsbookBets: async (ctx) => ({ path: `/sandbox/sportsbook/api/sessions/${(await sportsbookSession(ctx)).sessionId}/bets` }),
  placeSportsbookBet: async (ctx) => {
    const { sessionId, minStakeMinor } = await sportsbookSession(ctx)
    const fixtures = await ctx.call('GET', '/sandbox/sportsbook/api/fixtures')
    // The last listed event: open for a few minutes yet.
    const event = fixtures.body.events.at(-1)
    return { path: `/sandbox/sportsbook/api/sessions/${sessionId}/bets`, body: { requestId: randomUUID(), eventId: event.eventId, selection: 'home', oddsCenti: event.odds.home, stakeMinor: minStakeMinor } }
  },
}

/** The one-time ticket in a signed-in player's sportsbook iframe URL. */
async function sportsbookTicket(ctx: SampleContext): Promise<string> {
  const context = await ctx.call('POST', '/api/v1/sportsbook/login/context', undefined, bearer(ctx))
  if (context.status !== 200) throw new Error(`no sportsbook context for the sample: ${JSON.stringify(context.body)}`)
  return new URL(context.body.iframeUrl, ctx.url).searchParams.get('ticket')!
}

async function sportsbookSession(ctx: SampleContext): Promise<{ sessionId: string; minStakeMinor: number }> {
  const opened = await ctx.call('POST', '/sandbox/sportsbook/api/sessions', { ticket: await sportsbookTicket(ctx), lang: 'en', channel: 'web' })
  if (opened.status !== 201) throw new Error(`no sportsbook session for the sample: ${JSON.stringify(opened.body)}`)
  return opened.body
}

/** A CRM session of the demo player (its first one also brings the welcome message). */
async function crmSession(ctx: SampleContext): Promise<string> {
  const answer = await ctx.call('POST', '/api/v1/crm/session', undefined, bearer(ctx))
  return answer.body.sessionId as string
}
