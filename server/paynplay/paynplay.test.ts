/**
 * Pay N Play end to end on the platform: authorize, the sandbox bank's page (approve, decline),
 * its signed callback (the player created or found, the deposit credited once however often it
 * arrives; a bad signature changes nothing), the one-time code, the sign-up details and login;
 * markets without Pay N Play and bad input refused in the spec's error shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { mainBalance } from '../wallet/test-support.ts'
import { SIGNATURE_HEADER, signPayload } from '../payments/signature.ts'
import { PAYNPLAY_CALLBACK_PATH } from './paynplay.ts'
import { bankAuthorization, callbackOf, signedCallback } from './sandbox-bank.ts'

const SECRET = 'test-pnp-secret'
let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform({ config: { psp: { secret: SECRET, sandbox: true, pendingSettleMs: 300 } } })
}, 180_000)
afterAll(() => platform?.close())

type Answer = { status: number; body: any; headers: Headers }

async function call(method: string, path: string, body?: unknown, country = 'FI'): Promise<Answer> {
  const response = await fetch(platform.url + path, {
    method,
    headers: { 'x-site-id': '5', 'x-country': country, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers }
}

const authorize = (query: Record<string, string | number>, country = 'FI') =>
  call('GET', `/api/v1/paynplay/authorize?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, undefined, country)

async function authorized(amountMinor = 2_000) {
  const answer = await authorize({ amountMinor, currency: 'EUR', country: 'FI', redirectPath: '/fi-FI/signup/pnp' })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as { iframeUrl: string; sessionId: string }
}

/** The visitor's choice on the bank page: the redirect, not followed. */
async function choose(iframeUrl: string, fields: Record<string, string>) {
  const response = await fetch(platform.url + iframeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })
  return { status: response.status, location: response.headers.get('location'), html: await response.text() }
}

const person = (personId: string) => ({ action: 'approve', personId, firstName: 'Aino', lastName: 'Virtanen', birthDate: '1988-04-12' })
let people = 0
const newPerson = () => `FI${String(Date.now()).slice(-7)}${++people}`

function returned(location: string | null) {
  expect(location).toMatch(/^\/fi-FI\/signup\/callback\?/)
  const query = new URL(location!, 'http://x').searchParams
  return { sessionId: query.get('sessionId')!, code: query.get('code'), error: query.get('error') }
}

const verify = (sessionId: string, oneTimeCode: string) =>
  call('POST', '/api/v1/paynplay/player/code', { oneTimeCode, sessionId, ipAddress: '127.0.0.1', blackbox: 'sandbox-blackbox' })
const details = (sessionId: string, email: string) => ({
  sessionId, email, phonePrefix: '+358', phoneBody: '401234567', termsAndConditions: true, marketingOptIn: false, termsAndConditionsAcceptedVersion: '1',
})
const count = async (sql: string) => (await platform.db.one<{ n: number }>(sql))!.n
const ledgerRows = () => count('select count(*)::int as n from ledger_entries')
const players = () => count('select count(*)::int as n from players')

describe('an approved Pay N Play deposit', () => {
  it('creates the player the bank identified, credits the deposit once, verifies the code, completes details and logs in', async () => {
    const { iframeUrl, sessionId } = await authorized(2_000)
    expect(iframeUrl).toMatch(/^\/sandbox\/paynplay\/bank\/bank_[0-9a-f]{24}$/)

    const page = await fetch(platform.url + iframeUrl)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(await page.text()).toContain('20.00 EUR')

    const chosen = await choose(iframeUrl, person(newPerson()))
    expect(chosen.status).toBe(303)
    const back = returned(chosen.location)
    expect(back).toMatchObject({ sessionId, error: null })

    const session = (await platform.db.one<{ player_id: string; status: string }>('select player_id, status from paynplay_sessions where id = $1', [sessionId]))!
    expect(session.status).toBe('APPROVED')
    expect(await mainBalance(platform.db, session.player_id)).toEqual({ main: 2_000, locked: 0 })
    const player = (await platform.db.one<Record<string, unknown>>('select country_code, currency_code, market, language_code, email from players where id = $1', [session.player_id]))!
    expect(player).toEqual({ country_code: 'FI', currency_code: 'EUR', market: 'FI', language_code: 'fi', email: null })

    expect((await verify(sessionId, 'not-the-code')).body).toMatchObject({ status: 400, code: 'error.paynplay.code.invalid' })
    const verified = await verify(sessionId, back.code!)
    expect(verified.status).toBe(200)
    expect(verified.body).toEqual({ playerId: session.player_id, sessionId, email: null, mobilePhone: null })

    const early = await call('POST', '/api/v1/paynplay/player/login', { sessionId })
    expect(early.body).toMatchObject({ status: 400, code: 'error.paynplay.details.missing' })

    const bad = await call('POST', '/api/v1/paynplay/player/update', { ...details(sessionId, 'not-an-email'), termsAndConditions: false })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((e: { code: string }) => e.code).sort()).toEqual(['error.email.invalid', 'error.terms.not_accepted'])

    const email = `aino-${people}-${Date.now()}@example.com`
    expect((await call('POST', '/api/v1/paynplay/player/update', details(sessionId, email))).body).toEqual({ playerId: session.player_id })

    const login = await call('POST', '/api/v1/paynplay/player/login', { sessionId })
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    expect(login.body).toMatchObject({ playerId: session.player_id, firstLogin: true, langmarket: 'fi-FI', idToken: expect.any(String) })
    expect(login.headers.get('set-cookie')).toMatch(/refresh/i)
    expect((await call('POST', '/api/v1/paynplay/player/login', { sessionId })).body).toMatchObject({ status: 404, code: 'error.paynplay.session.expired' })
  })

  it('finds the same player the next time the bank names the same person: the details are already there', async () => {
    const id = newPerson()
    const first = await authorized(1_500)
    const one = returned((await choose(first.iframeUrl, person(id))).location)
    await verify(one.sessionId, one.code!)
    await call('POST', '/api/v1/paynplay/player/update', details(one.sessionId, `again-${id}@example.com`))

    const second = await authorized(2_500)
    const two = returned((await choose(second.iframeUrl, person(id))).location)
    const verified = await verify(two.sessionId, two.code!)
    expect(verified.body).toMatchObject({ email: `again-${id}@example.com`.toLowerCase(), mobilePhone: '+358401234567' })
    expect(await mainBalance(platform.db, verified.body.playerId)).toEqual({ main: 4_000, locked: 0 })
    expect((await call('POST', '/api/v1/paynplay/player/login', { sessionId: two.sessionId })).status).toBe(200)
  })
})

describe('the bank callback', () => {
  it('credits once however often it is delivered, and a reload of the bank page only re-sends it', async () => {
    const { iframeUrl, sessionId } = await authorized(3_000)
    returned((await choose(iframeUrl, person(newPerson()))).location)
    const { player_id } = (await platform.db.one<{ player_id: string }>('select player_id from paynplay_sessions where id = $1', [sessionId]))!
    const rows = await ledgerRows()

    const a = (await bankAuthorization(platform.db, iframeUrl.split('/').pop()!))!
    const { body, headers } = signedCallback(SECRET, callbackOf(a))
    const replay = await fetch(platform.url + PAYNPLAY_CALLBACK_PATH, { method: 'POST', body, headers })
    expect(await replay.json()).toEqual({ received: true, outcome: 'DUPLICATE_EVENT' })
    const reload = await fetch(platform.url + iframeUrl, { redirect: 'manual' })
    expect(reload.status).toBe(303)
    expect(await choose(iframeUrl, { action: 'decline' })).toMatchObject({ status: 303 })

    expect(await ledgerRows()).toBe(rows)
    expect(await mainBalance(platform.db, player_id)).toEqual({ main: 3_000, locked: 0 })
    expect(await count(`select count(*)::int as n from deposits where player_id = '${player_id}'`)).toBe(1)
  })

  it('with a bad signature changes nothing', async () => {
    const { iframeUrl, sessionId } = await authorized(2_000)
    const id = iframeUrl.split('/').pop()!
    const forged = callbackOf({ ...(await bankAuthorization(platform.db, id))!, status: 'APPROVED', personId: 'FI999999999', firstName: 'Eve', lastName: 'Forger', birthDate: '1980-01-01', oneTimeCode: 'forged' })
    const body = JSON.stringify(forged)
    const before = { ledger: await ledgerRows(), players: await players() }
    for (const signature of [signPayload('wrong-secret', body), undefined]) {
      const answer = await fetch(platform.url + PAYNPLAY_CALLBACK_PATH, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
      })
      expect(answer.status).toBe(401)
      expect(await answer.json()).toMatchObject({ status: 401, code: 'error.psp.signature.invalid' })
    }
    expect({ ledger: await ledgerRows(), players: await players() }).toEqual(before)
    expect((await platform.db.one<{ status: string }>('select status from paynplay_sessions where id = $1', [sessionId]))!.status).toBe('AUTHORIZING')
    expect((await verify(sessionId, 'forged')).body).toMatchObject({ status: 400, code: 'error.paynplay.code.invalid' })
  })
})

describe('a declined Pay N Play deposit', () => {
  it('creates nobody, moves no money and sends the frame back with the reason', async () => {
    const before = { ledger: await ledgerRows(), players: await players() }
    const { iframeUrl, sessionId } = await authorized(2_000)
    const back = returned((await choose(iframeUrl, { action: 'decline' })).location)
    expect(back).toEqual({ sessionId, code: null, error: 'declined' })
    expect({ ledger: await ledgerRows(), players: await players() }).toEqual(before)
    expect((await platform.db.one<{ status: string }>('select status from paynplay_sessions where id = $1', [sessionId]))!.status).toBe('DECLINED')
    expect((await verify(sessionId, 'anything')).body).toMatchObject({ status: 400, code: 'error.paynplay.code.invalid' })
  })
})

describe('refusals', () => {
  it('refuses a market without Pay N Play, and a currency or country not the market’s', async () => {
    const norway = await authorize({ amountMinor: 2_000, currency: 'EUR', country: 'FI' }, 'NO')
    expect(norway.status).toBe(403)
    expect(norway.body).toMatchObject({ status: 403, code: 'error.paynplay.market.disabled', message: expect.any(String) })
    expect((await authorize({ amountMinor: 2_000, currency: 'SEK', country: 'SE' })).body).toMatchObject({ code: 'error.paynplay.market.disabled' })
    expect((await authorize({ amountMinor: 20_000, currency: 'SEK', country: 'SE' }, 'SE')).status).toBe(200)
  })

  it('answers bad input in the spec error shape', async () => {
    const notNumber = await authorize({ amountMinor: 'twenty', currency: 'EUR', country: 'FI' })
    expect(notNumber.status).toBe(400)
    expect(notNumber.body).toMatchObject({ status: 400, code: expect.any(String), message: expect.any(String) })
    const tooSmall = await authorize({ amountMinor: 1, currency: 'EUR', country: 'FI' })
    expect(tooSmall.body).toMatchObject({ status: 400, code: 'error.paynplay.amount.invalid', additionalInfo: { minAmountMinor: 1_000 } })
    expect(tooSmall.body.errors[0]).toMatchObject({ field: 'amountMinor', code: 'error.paynplay.amount.invalid' })
    const missing = await call('POST', '/api/v1/paynplay/player/code', { sessionId: 'x' })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ status: 400, code: expect.any(String) })
    expect((await verify('pnp_no-such-session', 'code')).body).toMatchObject({ status: 404, code: 'error.paynplay.session.expired' })
    expect((await call('POST', '/api/v1/paynplay/player/login', { sessionId: 'pnp_no-such-session' })).body).toMatchObject({ status: 404, code: 'error.paynplay.session.expired' })
  })

  it('refuses outside the range the access context shows, which is the operator’s range of the bank method', async () => {
    const access = async (country: string) => (await call('GET', '/api/v1/player/access/context', undefined, country)).body
    expect((await access('FI')).payAndPlayAmount).toEqual({ minAmountMinor: 1_000, maxAmountMinor: 1_000_000 })
    expect(await access('NO')).not.toHaveProperty('payAndPlayAmount')

    await platform.db.query(`update payment_methods set min_deposit_minor = 2500, max_deposit_minor = 500000 where market = 'FI' and method = 'TRUSTLY'`)
    try {
      expect((await access('FI')).payAndPlayAmount).toEqual({ minAmountMinor: 2_500, maxAmountMinor: 500_000 })
      const below = await authorize({ amountMinor: 2_000, currency: 'EUR', country: 'FI' })
      expect(below.body).toMatchObject({ code: 'error.paynplay.amount.invalid', additionalInfo: { minAmountMinor: 2_500, maxAmountMinor: 500_000 } })
      expect((await authorize({ amountMinor: 2_500, currency: 'EUR', country: 'FI' })).status).toBe(200)
    } finally {
      await platform.db.query(`update payment_methods set min_deposit_minor = 1000, max_deposit_minor = 1000000 where market = 'FI' and method = 'TRUSTLY'`)
    }
  })
})
