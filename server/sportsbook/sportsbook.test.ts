/**
 * The sports API and the sandbox sportsbook on the platform: contexts for visitors and players,
 * the year-long sports session cookie and the balance push for it, and single bets through the
 * seamless wallet — taken once per slip, refused with the balance, settled once by the odds.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { call } from '../identity/test-support.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { createPlayer, fund, mainBalance } from '../wallet/test-support.ts'
import { settleDue } from './book.ts'
import { eventAt, returnOf, SCHEDULE, nextEventNo } from './fixtures.ts'
import { SPORTS_COOKIE } from './sports-session.ts'

let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform()
}, 180_000)
afterAll(() => platform?.close())

async function player(spec: Parameters<typeof createPlayer>[1] = {}, deposit = 100_00) {
  const id = await createPlayer(platform.db, { countryCode: 'FI', currency: 'EUR', market: 'FI', ...spec })
  if (deposit) await fund(platform.db, id, deposit)
  const tokens = await platform.app.services.tokens.issue(id, 'password')
  return { id, token: tokens.idToken }
}

const contractHeaders = (correlationId: string) => ({
  'X-Contract-Type': 'CreateIFrameContext',
  'X-Contract-Version': 'v1',
  'X-Serializer': 'JSON',
  'X-Correlation-Id': correlationId,
})

function iframeBody(customerState: 'LoggedIn' | 'Anonymous', settings: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const correlationId = randomUUID()
  return {
    correlationId,
    body: {
      correlationId,
      brandId: 'croupier',
      dateTimeStamp: new Date().toISOString(),
      customerState,
      visitorDetails: { userAgent: 'test', channel: 'web', countryCode: 'FI', deviceType: 'desktop', IP: '203.0.113.9' },
      [customerState === 'LoggedIn' ? 'loggedInCustomer' : 'loggedOutCustomer']: { segmentId: 'default', languageCode: 'en', currencyCode: 'EUR', jurisdiction: 'FI', ...settings },
      ...extra,
    },
  }
}

const query = (url: string) => new URL(url, 'http://x').searchParams

/** A signed-in player's sportsbook session, opened in the frame with the context's ticket. */
async function frameSession(p: { token: string }) {
  const context = await call(platform, 'POST', '/api/v1/sportsbook/login/context', { token: p.token })
  expect(context.status, JSON.stringify(context.body)).toBe(200)
  const opened = await call(platform, 'POST', '/sandbox/sportsbook/api/sessions', { body: { ticket: query(context.body.iframeUrl).get('ticket'), lang: 'en', channel: 'web' } })
  expect(opened.status, JSON.stringify(opened.body)).toBe(201)
  return opened.body as { sessionId: string; balanceMinor: number; currency: string; minStakeMinor: number; maxStakeMinor: number }
}

/** An event open for bets now, far enough from kick-off for the test to finish placing. */
const openEvent = () => eventAt(SCHEDULE, nextEventNo(SCHEDULE, Date.now()) + 2)

const slip = (event = openEvent(), o: Partial<{ selection: 'home' | 'draw' | 'away'; stakeMinor: number; oddsCenti: number; requestId: string }> = {}) => ({
  requestId: o.requestId ?? randomUUID(),
  eventId: event.eventId,
  selection: o.selection ?? 'home',
  oddsCenti: o.oddsCenti ?? event.odds[o.selection ?? 'home']!,
  stakeMinor: o.stakeMinor ?? 5_00,
})

const placeBet = (sessionId: string, body: unknown) => call(platform, 'POST', `/sandbox/sportsbook/api/sessions/${sessionId}/bets`, { body })

describe('the sportsbook context', () => {
  it('gives a visitor an anonymous frame in the market\'s currency, with no credential in its URL', async () => {
    const answer = await call(platform, 'GET', '/api/v1/sportsbook/context?language=fi&market=FI')
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.customerState).toBe('Anonymous')
    const q = query(answer.body.iframeUrl)
    expect(answer.body.iframeUrl.startsWith('/sandbox/sportsbook?')).toBe(true)
    expect(Object.fromEntries(q)).toEqual({ lang: 'fi', jurisdiction: 'FI', currency: 'EUR', channel: 'web', customerState: 'Anonymous', homeurl: '/' })
    expect(new Date(answer.body.expiresAt).getTime()).toBeGreaterThan(Date.now())
    // A language the market does not offer falls back to the market's own.
    const other = await call(platform, 'GET', '/api/v1/sportsbook/context?language=ja&market=FI')
    expect(query(other.body.iframeUrl).get('lang')).not.toBe('ja')
  })

  it('gives a signed-in player a logged-in frame with a one-time ticket in their currency and market', async () => {
    const p = await player({ currency: 'NOK', countryCode: 'NO', market: 'NO' })
    const answer = await call(platform, 'POST', '/api/v1/sportsbook/login/context', { token: p.token })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.customerState).toBe('LoggedIn')
    const q = query(answer.body.iframeUrl)
    expect(q.get('currency')).toBe('NOK')
    expect(q.get('jurisdiction')).toBe('NO')
    expect(q.get('ticket')).toBeTruthy()
    const row = await platform.db.one<{ player_id: string; provider_id: string; kind: string }>('select player_id, provider_id, kind from game_launch_tokens where id = $1', [answer.body.contextId])
    expect(row).toEqual({ player_id: p.id, provider_id: 'sandbox-sportsbook', kind: 'ticket' })
    const expiresIn = new Date(answer.body.expiresAt).getTime() - Date.now()
    expect(expiresIn).toBeGreaterThan(60_000)
    expect(expiresIn).toBeLessThanOrEqual(121_000)
  })

  it('needs a token for the logged-in context and refuses a player without sports access or with a risk flag', async () => {
    expect((await call(platform, 'POST', '/api/v1/sportsbook/login/context')).status).toBe(401)
    for (const flags of [{ sports: false }, { riskPayout: true }, { multibrandSuspended: true }]) {
      const p = await player({ flags }, 0)
      const answer = await call(platform, 'POST', '/api/v1/sportsbook/login/context', { token: p.token })
      expect(answer.status).toBe(400)
      expect(answer.body.code).toBe('error.sports.disabled')
    }
  })

  it('answers CreateIFrameContext v1 for both customer states, with the deep link and the width in the URL', async () => {
    const p = await player()
    const loggedIn = iframeBody('LoggedIn', {}, { deepLinking: { page: 'sport-base', category: 'football', event: 'ev-5' }, iFrameSetup: { maxWidth: 1920, topOffset: 56 } })
    const answer = await call(platform, 'POST', '/api/v1/sportsbook/iframe-context', { token: p.token, headers: contractHeaders(loggedIn.correlationId), body: loggedIn.body })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.customerState).toBe('LoggedIn')
    const q = query(answer.body.iframeUrl)
    expect([q.get('page'), q.get('category'), q.get('event'), q.get('maxWidth'), q.get('currency')]).toEqual(['sport-base', 'football', 'ev-5', '1920', 'EUR'])
    expect(q.get('ticket')).toBeTruthy()

    const anonymous = iframeBody('Anonymous', { jurisdiction: 'NO', currencyCode: 'NOK', languageCode: 'no' })
    const visitor = await call(platform, 'POST', '/api/v1/sportsbook/iframe-context', { headers: contractHeaders(anonymous.correlationId), body: anonymous.body })
    expect(visitor.status, JSON.stringify(visitor.body)).toBe(200)
    expect(visitor.body.customerState).toBe('Anonymous')
    expect(query(visitor.body.iframeUrl).get('ticket')).toBeNull()
    expect(query(visitor.body.iframeUrl).get('currency')).toBe('NOK')
  })

  it('refuses an iframe context that does not add up', async () => {
    const p = await player()
    const send = (c: ReturnType<typeof iframeBody>, headers: Record<string, string> = contractHeaders(c.correlationId), token?: string) =>
      call(platform, 'POST', '/api/v1/sportsbook/iframe-context', { token, headers, body: c.body })
    // The contract headers are required.
    const plain = iframeBody('Anonymous', {})
    expect((await send(plain, { 'X-Correlation-Id': plain.correlationId })).status).toBe(400)
    // The body's correlation id is the header's.
    const mismatch = iframeBody('Anonymous', {})
    const refused = await send(mismatch, contractHeaders(randomUUID()))
    expect([refused.status, refused.body.code, refused.body.errors?.[0]?.field]).toEqual([400, 'error.sportsbook.context.invalid', 'correlationId'])
    // A logged-in customer without a token.
    expect((await send(iframeBody('LoggedIn', {}))).status).toBe(401)
    // A logged-in customer's settings are the player's own.
    const currency = await send(iframeBody('LoggedIn', { currencyCode: 'NOK' }), undefined, p.token)
    expect([currency.status, currency.body.errors?.[0]?.field]).toEqual([400, 'loggedInCustomer.currencyCode'])
    const market = await send(iframeBody('LoggedIn', { jurisdiction: 'NO' }), undefined, p.token)
    expect([market.status, market.body.errors?.[0]?.field]).toEqual([400, 'loggedInCustomer.jurisdiction'])
    // A visitor's currency is the market's.
    const visitor = await send(iframeBody('Anonymous', { currencyCode: 'NOK' }))
    expect([visitor.status, visitor.body.errors?.[0]?.field]).toEqual([400, 'loggedOutCustomer.currencyCode'])
    // LoggedIn with the visitor's settings is refused by the contract.
    const wrongKind = iframeBody('Anonymous', {})
    expect((await send({ ...wrongKind, body: { ...wrongKind.body, customerState: 'LoggedIn' } }, undefined, p.token)).status).toBe(400)
  })
})

describe('the sports session', () => {
  it('sets a year-long, secure, cross-site, script-proof cookie on the sports API path', async () => {
    const p = await player()
    const answer = await call(platform, 'POST', '/api/v1/sports/auth/session/create', { token: p.token })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith(`${SPORTS_COOKIE}=`))!
    expect(cookie).toContain(`${SPORTS_COOKIE}=${answer.body.sessionId}`)
    expect(cookie).toMatch(/Max-Age=31536000/)
    expect(cookie).toMatch(/Secure/)
    expect(cookie).toMatch(/SameSite=None/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/Path=\/api\/v1\/sports/)
    const year = new Date(answer.body.expiresAt).getTime() - Date.now()
    expect(Math.abs(year - 365 * 86_400_000)).toBeLessThan(60_000)
    expect((await call(platform, 'POST', '/api/v1/sports/auth/session/create')).status).toBe(401)
    const flagged = await player({ flags: { sports: false } }, 0)
    expect((await call(platform, 'POST', '/api/v1/sports/auth/session/create', { token: flagged.token })).body.code).toBe('error.sports.disabled')
  })

  it('takes a balance push only for the player\'s own live session, in their currency', async () => {
    const p = await player()
    const other = await player()
    const created = await call(platform, 'POST', '/api/v1/sports/auth/session/create', { token: p.token })
    const cookie = `${SPORTS_COOKIE}=${created.body.sessionId}`
    const push = (token: string | undefined, body: unknown, c?: string) =>
      call(platform, 'POST', '/api/v1/sports/webhooks/user-balance-update', { token, body, headers: c ? { Cookie: c } : {} })

    expect((await push(undefined, { balanceMinor: 1, currency: 'EUR' }, cookie)).status).toBe(401)
    expect((await push(p.token, { balanceMinor: 1, currency: 'EUR' })).body.code).toBe('error.sports.session.missing')
    expect((await push(other.token, { balanceMinor: 1, currency: 'EUR' }, cookie)).body.code).toBe('error.sports.session.missing')
    const currency = await push(p.token, { balanceMinor: 1, currency: 'NOK' }, cookie)
    expect([currency.status, currency.body.code, currency.body.errors?.[0]?.field]).toEqual([400, 'error.sports.currency.invalid', 'currency'])

    expect((await push(p.token, { balanceMinor: 12_345, currency: 'EUR' }, cookie)).status).toBe(204)
    const row = await platform.db.one<{ b: string; c: string }>('select pushed_balance_minor as b, pushed_currency as c from sports_sessions where id = $1', [created.body.sessionId])
    expect([Number(row!.b), row!.c]).toEqual([12_345, 'EUR'])

    await platform.db.query(`update sports_sessions set expires_at = now() - interval '1 second' where id = $1`, [created.body.sessionId])
    expect((await push(p.token, { balanceMinor: 1, currency: 'EUR' }, cookie)).body.code).toBe('error.sports.session.missing')
  })
})

describe('the sandbox sportsbook', () => {
  it('serves its frame page under a strict policy, framed only by the platform', async () => {
    const response = await fetch(`${platform.url}/sandbox/sportsbook?lang=en&jurisdiction=FI&currency=EUR&channel=web&customerState=Anonymous&homeurl=%2F`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(response.headers.get('cache-control')).toBe('no-store')
    const html = await response.text()
    expect(html).toContain('/sandbox/games/assets/sportsbook.js')
    expect(html).toContain('"customerState":"Anonymous"')
  })

  it('opens a session once per ticket, for the ticket\'s player', async () => {
    const p = await player()
    const context = await call(platform, 'POST', '/api/v1/sportsbook/login/context', { token: p.token })
    const ticket = query(context.body.iframeUrl).get('ticket')
    const first = await call(platform, 'POST', '/sandbox/sportsbook/api/sessions', { body: { ticket, lang: 'en', channel: 'web' } })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ currency: 'EUR', balanceMinor: 100_00, minStakeMinor: 100, maxStakeMinor: 50_000 })
    const again = await call(platform, 'POST', '/sandbox/sportsbook/api/sessions', { body: { ticket, lang: 'en', channel: 'web' } })
    expect([again.status, again.body.code]).toEqual([400, 'error.game.ticket.invalid'])
    const forged = await call(platform, 'POST', '/sandbox/sportsbook/api/sessions', { body: { ticket: `${ticket}x`, lang: 'en', channel: 'web' } })
    expect(forged.status).toBe(400)
    const row = await platform.db.one<{ player_id: string; game_id: string }>('select player_id, game_id from game_sessions where id = $1', [first.body.sessionId])
    expect(row).toEqual({ player_id: p.id, game_id: 'sandbox-sportsbook' })
  })

  it('never lists its game in the casino: looking it up by slug finds nothing', async () => {
    const answer = await call(platform, 'GET', '/api/v1/lobby-service/games/sandbox-sportsbook')
    expect(answer.status).toBe(404)
  })

  it('takes a single bet through the seamless wallet, once per slip', async () => {
    const p = await player()
    const s = await frameSession(p)
    const body = slip(undefined, { stakeMinor: 7_00 })
    const placed = await placeBet(s.sessionId, body)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    expect(placed.body.balanceMinor).toBe(93_00)
    expect(placed.body.bet).toMatchObject({ eventId: body.eventId, selection: 'home', oddsCenti: body.oddsCenti, stakeMinor: 7_00, currency: 'EUR', status: 'open', returnMinor: null })
    expect((await mainBalance(platform.db, p.id)).main).toBe(93_00)
    // The same slip again: the same bet, nothing moves twice.
    const replay = await placeBet(s.sessionId, body)
    expect(replay.body.bet.betId).toBe(placed.body.bet.betId)
    expect((await mainBalance(platform.db, p.id)).main).toBe(93_00)
    const ledger = await platform.db.query<{ type: string; category: string }>(`select type, category from ledger_transactions where player_id = $1 and type = 'BET'`, [p.id])
    expect(ledger).toEqual([{ type: 'BET', category: 'SPORTS' }])
    const history = await call(platform, 'GET', `/sandbox/sportsbook/api/sessions/${s.sessionId}/bets`)
    expect(history.body.map((b: { betId: string }) => b.betId)).toEqual([placed.body.bet.betId])
  })

  it('refuses a stake the balance does not cover, with the balance, and leaves no bet behind', async () => {
    const p = await player({}, 3_00)
    const s = await frameSession(p)
    const refused = await placeBet(s.sessionId, slip(undefined, { stakeMinor: 5_00 }))
    expect([refused.status, refused.body.code, refused.body.additionalInfo]).toEqual([400, 'error.game.balance.insufficient', { balanceMinor: 3_00 }])
    expect((await mainBalance(platform.db, p.id)).main).toBe(3_00)
    expect((await call(platform, 'GET', `/sandbox/sportsbook/api/sessions/${s.sessionId}/bets`)).body).toEqual([])
  })

  it('refuses a bet that would pass the player\'s loss limit', async () => {
    const p = await player()
    await platform.db.query(`insert into rg_limits (player_id, kind, period, limit_minor, start_at) values ($1, 'loss', 'D', 400, now())`, [p.id])
    const s = await frameSession(p)
    const refused = await placeBet(s.sessionId, slip(undefined, { stakeMinor: 5_00 }))
    expect([refused.status, refused.body.code, refused.body.additionalInfo]).toEqual([400, 'error.game.limit.exceeded', { balanceMinor: 100_00 }])
    expect((await placeBet(s.sessionId, slip(undefined, { stakeMinor: 4_00 }))).status).toBe(200)
  })

  it('refuses closed events, changed odds, unknown selections and stakes outside the limits', async () => {
    const p = await player()
    const s = await frameSession(p)
    const started = eventAt(SCHEDULE, nextEventNo(SCHEDULE, Date.now()) - 1)
    expect((await placeBet(s.sessionId, slip(started))).body.code).toBe('error.sportsbook.event.closed')
    const farAhead = eventAt(SCHEDULE, nextEventNo(SCHEDULE, Date.now()) + SCHEDULE.leadSlots + 1)
    expect((await placeBet(s.sessionId, slip(farAhead))).status).toBe(409)
    const event = openEvent()
    const changed = await placeBet(s.sessionId, slip(event, { oddsCenti: event.odds.home! + 1 }))
    expect([changed.body.code, changed.body.additionalInfo]).toEqual(['error.sportsbook.odds.changed', { oddsCenti: event.odds.home }])
    if (event.odds.draw === undefined) expect((await placeBet(s.sessionId, { ...slip(event), selection: 'draw', oddsCenti: 300 })).body.code).toBe('error.game.bet.invalid')
    expect((await placeBet(s.sessionId, slip(event, { stakeMinor: 99 }))).body.code).toBe('error.game.bet.invalid')
    expect((await placeBet(s.sessionId, slip(event, { stakeMinor: 50_001 }))).body.code).toBe('error.game.bet.invalid')
    expect((await placeBet(s.sessionId, slip(event, { stakeMinor: 50_000 }))).status).toBe(400) // the balance is 100 €
    expect((await mainBalance(platform.db, p.id)).main).toBe(100_00)
    expect((await placeBet('x'.repeat(43), slip(event))).status).toBe(404)
  })

  it('settles each bet once when its event\'s result is drawn: a winner paid stake times odds, a loser nothing', async () => {
    const p = await player()
    const s = await frameSession(p)
    const event = openEvent()
    const selections = Object.keys(event.odds) as ('home' | 'draw' | 'away')[]
    // One bet on every selection of the event: exactly one of them wins.
    const placed = []
    for (const selection of selections) placed.push((await placeBet(s.sessionId, slip(event, { selection, stakeMinor: 10_00 }))).body.bet)
    const afterBets = 100_00 - selections.length * 10_00
    expect((await mainBalance(platform.db, p.id)).main).toBe(afterBets)

    // Not yet at the result time: nothing settles.
    await settleDue(platform.db, event.resultAt - 1)
    expect((await platform.db.one<{ n: number }>(`select count(*)::int as n from sportsbook_bets where player_id = $1 and status = 'open'`, [p.id]))!.n).toBe(selections.length)

    await settleDue(platform.db, event.resultAt)
    await settleDue(platform.db, event.resultAt + 1_000)
    const result = (await platform.db.one<{ outcome: string }>('select outcome from sportsbook_results where event_no = $1', [event.eventNo]))!.outcome
    const rows = await platform.db.query<{ selection: string; status: string; return_minor: string; odds_centi: number }>(
      'select selection, status, return_minor, odds_centi from sportsbook_bets where player_id = $1',
      [p.id],
    )
    for (const row of rows) {
      expect(row.status).toBe(row.selection === result ? 'won' : 'lost')
      expect(Number(row.return_minor)).toBe(row.selection === result ? returnOf(10_00, row.odds_centi) : 0)
    }
    const winner = placed.find((b) => b.selection === result)!
    expect((await mainBalance(platform.db, p.id)).main).toBe(afterBets + returnOf(10_00, winner.oddsCenti))
    const wins = await platform.db.query(`select 1 from ledger_transactions where player_id = $1 and type = 'WIN'`, [p.id])
    expect(wins).toHaveLength(1)
    // The rounds are closed for recall, with the result.
    const rounds = await platform.db.query<{ status: string; outcome: { result: string } }>('select status, outcome from game_rounds where player_id = $1', [p.id])
    expect(rounds.every((r) => r.status === 'settled' && r.outcome.result === result)).toBe(true)
  })

  it('lists the fixtures everyone sees, with the result of a finished event and no credential needed', async () => {
    const answer = await call(platform, 'GET', '/sandbox/sportsbook/api/fixtures')
    expect(answer.status).toBe(200)
    const phases = answer.body.events.map((e: { phase: string }) => e.phase)
    expect(phases).toContain('open')
    expect(phases).toContain('finished')
    for (const e of answer.body.events) expect(e.result === null).toBe(e.phase !== 'finished')
    const again = await call(platform, 'GET', '/sandbox/sportsbook/api/fixtures')
    const finished = (list: { eventId: string; phase: string; result: string }[]) => list.filter((e) => e.phase === 'finished').map((e) => [e.eventId, e.result])
    const common = finished(again.body.events).filter(([id]) => finished(answer.body.events).some(([other]) => other === id))
    expect(common).toEqual(finished(answer.body.events).filter(([id]) => common.some(([other]) => other === id)))
  })

  it('keeps another player\'s bets out of a session\'s history', async () => {
    const a = await player()
    const b = await player()
    const sa = await frameSession(a)
    const sb = await frameSession(b)
    await placeBet(sa.sessionId, slip())
    expect((await call(platform, 'GET', `/sandbox/sportsbook/api/sessions/${sb.sessionId}/bets`)).body).toEqual([])
    expect((await call(platform, 'GET', `/sandbox/sportsbook/api/sessions/${sa.sessionId}/bets`)).body).toHaveLength(1)
  })

  it('runs on the configured slot: SPORTSBOOK_SLOT_MS sets the kick-offs apart and the result half a slot later', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIR: '/nonexistent', SPORTSBOOK_SLOT_MS: '6000' })
    const app = await buildApp({ db: platform.db, config })
    try {
      const answer = await app.inject({ url: '/sandbox/sportsbook/api/fixtures' })
      expect(answer.statusCode).toBe(200)
      const events: { kickoffAt: string; resultAt: string }[] = answer.json().events
      const kickoffs = events.map((e) => Date.parse(e.kickoffAt))
      expect(new Set(kickoffs.slice(1).map((k, i) => k - kickoffs[i]!))).toEqual(new Set([6_000]))
      for (const e of events) expect(Date.parse(e.resultAt) - Date.parse(e.kickoffAt)).toBe(3_000)
    } finally {
      await app.close()
    }
    for (const bad of ['1999', '2500.5', 'soon']) expect(() => loadConfig({ SPORTSBOOK_SLOT_MS: bad })).toThrow(/SPORTSBOOK_SLOT_MS/)
    expect(loadConfig({}).sportsbookSchedule).toEqual(SCHEDULE)
  })
})
