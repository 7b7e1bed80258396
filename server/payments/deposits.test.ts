/**
 * Deposits end to end on the platform: opening a payment, the sandbox provider's pages (approve,
 * decline, 3-D Secure, pending then settled later), its signed callback (credited once however
 * often it arrives; a bad signature changes nothing), and the checks before a payment opens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { clientFor, createPlayer, key, mainBalance, type Client } from '../wallet/test-support.ts'
import { signedRequest, payloadOf } from './sandbox/callbacks.ts'
import { sandboxPayment } from './sandbox/payments.ts'
import { CALLBACK_PATH } from './callback.ts'
import { SIGNATURE_HEADER, signPayload } from './signature.ts'

const SECRET = 'test-psp-secret'
let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform({ config: { psp: { secret: SECRET, sandbox: true, pendingSettleMs: 300 } } })
}, 180_000)
afterAll(() => platform?.close())

const RETURN = '/en-NO/my-account/banking/deposit'

async function newClient(spec: Parameters<typeof createPlayer>[1] = {}): Promise<Client> {
  return clientFor(platform, await createPlayer(platform.db, spec))
}

async function openDeposit(client: Client, method: string, amountMinor: number) {
  const answer = await client.send('POST', '/api/v1/player/wallet/deposits', { method, amountMinor, returnPath: RETURN }, key())
  expect(answer.status, answer.text).toBe(201)
  return answer.body as { depositId: string; status: string; redirectUrl: string }
}

/** A browser submitting a form on the sandbox's pages: the response, not followed. */
async function submit(path: string, fields: Record<string, string>) {
  const response = await fetch(platform.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })
  return { status: response.status, location: response.headers.get('location'), html: await response.text() }
}

const page = async (path: string) => {
  const response = await fetch(platform.url + path)
  return { status: response.status, html: await response.text() }
}

const card = (number: string) => ({ action: 'card', holder: 'Dana Demo', number, expiry: '12/39', cvc: '123' })
const deposit = async (client: Client, id: string) => (await client.get(`/api/v1/player/wallet/deposits/${id}`)).body
const ledgerRows = async () => (await platform.db.one<{ n: number }>('select count(*)::int as n from ledger_entries'))!.n

describe('the sandbox payment page', () => {
  it('approves a test card: the callback credits the deposit before the player is sent back', async () => {
    const client = await newClient()
    const opened = await openDeposit(client, 'CREDITCARD', 25_000)
    expect(opened).toMatchObject({ status: 'PENDING', redirectUrl: expect.stringMatching(/^\/sandbox\/psp\/pay\/pay_[0-9a-f]{24}$/) })
    expect(await mainBalance(platform.db, client.playerId)).toEqual({ main: 0, locked: 0 })

    const form = await page(opened.redirectUrl)
    expect(form.status).toBe(200)
    expect(form.html).toContain('<label for="number">Card number</label>')
    expect(form.html).toContain('250.00 NOK')

    const paid = await submit(opened.redirectUrl, card('4242 4242 4242 4242'))
    expect(paid.status).toBe(303)
    expect(paid.location).toBe(`${RETURN}?depositId=${opened.depositId}&status=SUCCESS`)
    expect(await deposit(client, opened.depositId)).toMatchObject({ status: 'SUCCESS', redirectUrl: null, settledAt: expect.any(String) })
    expect(await mainBalance(platform.db, client.playerId)).toEqual({ main: 25_000, locked: 0 })
    expect((await client.get('/api/v1/player/wallet/recent_deposit_methods')).body).toEqual([
      { method: 'CREDITCARD', lastUsedAt: expect.any(String), maskedAccount: '**** 4242' },
    ])
    expect((await client.get('/api/v1/player/transaction-summary')).body).toEqual({ totalDepositsCount: 1 })
    // The payment is closed now: the page says so and takes no second payment.
    expect((await page(opened.redirectUrl)).html).toContain('The payment was approved.')
    expect((await submit(opened.redirectUrl, card('4242424242424242'))).status).toBe(409)
    expect(await mainBalance(platform.db, client.playerId)).toEqual({ main: 25_000, locked: 0 })
  })

  it('declines a test card: the deposit fails and no money moves', async () => {
    const client = await newClient()
    const opened = await openDeposit(client, 'CREDITCARD', 25_000)
    const before = await ledgerRows()
    const declined = await submit(opened.redirectUrl, card('4000000000000002'))
    expect(declined.location).toBe(`${RETURN}?depositId=${opened.depositId}&status=FAILED`)
    expect(await deposit(client, opened.depositId)).toMatchObject({ status: 'FAILED', settledAt: null })
    expect(await ledgerRows()).toBe(before)
    expect((await client.get('/api/v1/player/wallet')).status).toBe(404)
  })

  it('re-shows the form for an invalid card, expiry or security code', async () => {
    const client = await newClient()
    const opened = await openDeposit(client, 'CREDITCARD', 25_000)
    for (const [fields, message] of [
      [card('4242424242424241'), 'The card number is not valid.'],
      [{ ...card('4242424242424242'), expiry: '01/20' }, 'The expiry date must be MM/YY and not in the past.'],
      [{ ...card('4242424242424242'), cvc: '12' }, 'The security code has 3 or 4 digits.'],
    ] as const) {
      const answer = await submit(opened.redirectUrl, fields)
      expect(answer.status).toBe(422)
      expect(answer.html).toContain(`role="alert" id="card-error">${message}`)
    }
    expect(await deposit(client, opened.depositId)).toMatchObject({ status: 'PENDING' })
  })

  it('asks for the 3-D Secure code: a wrong code is refused, the right one settles', async () => {
    const client = await newClient()
    const opened = await openDeposit(client, 'CREDITCARD', 30_000)
    const challenged = await submit(opened.redirectUrl, card('4000 0000 0000 3220'))
    expect(challenged.status).toBe(303)
    const paymentId = opened.redirectUrl.split('/').pop()!
    expect(challenged.location).toBe(`/sandbox/psp/3ds/${paymentId}`)
    // Nothing is reported before the step is done.
    expect(await deposit(client, opened.depositId)).toMatchObject({ status: 'PENDING' })
    const step = await page(challenged.location!)
    const code = /your one-time code is <strong>(\d{6})<\/strong>/.exec(step.html)![1]!

    const wrong = await submit(challenged.location!, { code: code === '111111' ? '222222' : '111111' })
    expect(wrong.status).toBe(422)
    expect(wrong.html).toContain('That code is not right. 2 attempts left.')
    const right = await submit(challenged.location!, { code })
    expect(right.location).toBe(`${RETURN}?depositId=${opened.depositId}&status=SUCCESS`)
    expect(await mainBalance(platform.db, client.playerId)).toEqual({ main: 30_000, locked: 0 })
  })

  it('declines after three wrong 3-D Secure codes', async () => {
    const client = await newClient()
    const opened = await openDeposit(client, 'CREDITCARD', 30_000)
    const challenged = await submit(opened.redirectUrl, card('4000000000003220'))
    const payment = (await sandboxPayment(platform.db, opened.redirectUrl.split('/').pop()!))!
    const wrong = payment.threeDsCode === '000000' ? '000001' : '000000'
    expect((await submit(challenged.location!, { code: wrong })).status).toBe(422)
    expect((await submit(challenged.location!, { code: wrong })).status).toBe(422)
    const last = await submit(challenged.location!, { code: wrong })
    expect(last.location).toBe(`${RETURN}?depositId=${opened.depositId}&status=FAILED`)
    expect(await deposit(client, opened.depositId)).toMatchObject({ status: 'FAILED' })
  })

  it('leaves a wallet payment pending, then settles it later on its own', async () => {
    const client = await newClient()
    const opened = await openDeposit(client, 'SKRILL', 40_000)
    const walletPage = await page(opened.redirectUrl)
    expect(walletPage.html).toContain('Pay with Skrill')
    const left = await submit(opened.redirectUrl, { action: 'pending' })
    expect(left.location).toBe(`${RETURN}?depositId=${opened.depositId}&status=PENDING`)
    expect(await deposit(client, opened.depositId)).toMatchObject({ status: 'PENDING' })
    expect(await mainBalance(platform.db, client.playerId)).toEqual({ main: 0, locked: 0 })
    // The provider settles it after PSP_PENDING_SETTLE_MS and calls back from its queue.
    await expect.poll(async () => (await deposit(client, opened.depositId)).status, { timeout: 15_000, interval: 200 }).toBe('SUCCESS')
    expect(await mainBalance(platform.db, client.playerId)).toEqual({ main: 40_000, locked: 0 })
    const events = await platform.db.query<{ status: string; outcome: string }>('select status, outcome from psp_callback_events where deposit_id = $1 order by received_at', [opened.depositId])
    expect(events).toEqual([
      { status: 'PENDING', outcome: 'PENDING' },
      { status: 'SETTLED', outcome: 'CREDITED' },
    ])
  })

  it('declines a payment the player abandoned on the provider’s page', async () => {
    const client = await newClient()
    const opened = await openDeposit(client, 'CREDITCARD', 10_000)
    await platform.db.query(`update psp_sandbox_payments set updated_at = now() - interval '31 minutes' where merchant_reference = $1`, [opened.depositId])
    await expect.poll(async () => (await deposit(client, opened.depositId)).status, { timeout: 15_000, interval: 200 }).toBe('FAILED')
    expect((await page(opened.redirectUrl)).html).toContain('The payment was declined.')
  })

  it('lets a wallet payment be approved or declined with a button', async () => {
    const client = await newClient()
    const approved = await openDeposit(client, 'NETELLER', 10_000)
    expect((await submit(approved.redirectUrl, { action: 'approve' })).location).toContain('status=SUCCESS')
    const declined = await openDeposit(client, 'MUCHBETTER', 10_000)
    expect((await submit(declined.redirectUrl, { action: 'decline' })).location).toContain('status=FAILED')
    expect(await mainBalance(platform.db, client.playerId)).toEqual({ main: 10_000, locked: 0 })
  })
})

describe('the provider callback', () => {
  async function settledPayment() {
    const client = await newClient()
    const opened = await openDeposit(client, 'SKRILL', 20_000)
    const payment = (await platform.db.transaction(async (tx) => {
      await tx.query(`update psp_sandbox_payments set status = 'SETTLED', masked_account = '**** 9000' where id = $1`, [opened.redirectUrl.split('/').pop()])
      return sandboxPayment(tx, opened.redirectUrl.split('/').pop()!)
    }))!
    return { client, opened, payload: payloadOf(payment) }
  }
  const deliver = (body: string, headers: Record<string, string>) =>
    platform.app.inject({ method: 'POST', url: CALLBACK_PATH, payload: body, headers }).then((r) => ({ status: r.statusCode, body: r.json() }))

  it('credits once however often, and however concurrently, the same event arrives', async () => {
    const { client, payload } = await settledPayment()
    const { body, headers } = signedRequest(SECRET, payload)
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(body, headers)))
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200))
    expect(answers.filter((a) => a.body.outcome === 'CREDITED')).toHaveLength(1)
    expect(answers.filter((a) => a.body.outcome === 'DUPLICATE_EVENT')).toHaveLength(5)
    // Another event saying the same (a provider re-sending under a new id) changes nothing either.
    const again = signedRequest(SECRET, { ...payload, eventId: `${payload.eventId}.resent` })
    expect((await deliver(again.body, again.headers)).body.outcome).toBe('DUPLICATE_STATE')
    // A contradiction of the settled deposit is ignored, not applied.
    const contradiction = signedRequest(SECRET, { ...payload, eventId: `${payload.paymentId}.declined`, status: 'DECLINED' })
    expect((await deliver(contradiction.body, contradiction.headers)).body.outcome).toBe('IGNORED')
    expect(await mainBalance(platform.db, client.playerId)).toEqual({ main: 20_000, locked: 0 })
    expect((await platform.db.query(`select 1 from ledger_transactions where reference = 'DEP-' || $1`, [payload.merchantReference])).length).toBe(1)
  })

  it('changes nothing for a bad signature: wrong secret, altered body, stale or missing signature', async () => {
    const { client, opened, payload } = await settledPayment()
    const body = JSON.stringify(payload)
    const attempts: Record<string, string>[] = [
      { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload('not-the-secret', body) },
      { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(SECRET, body.replace('20000', '2000000')) },
      { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(SECRET, body, Date.now() - 10 * 60_000) },
      { 'content-type': 'application/json', [SIGNATURE_HEADER]: 't=1,v1=zz' },
      { 'content-type': 'application/json' },
    ]
    const before = await ledgerRows()
    for (const headers of attempts) {
      const answer = await deliver(body, headers)
      expect(answer).toEqual({ status: 401, body: { status: 401, code: 'error.psp.signature.invalid', message: 'The callback signature does not verify.' } })
    }
    // The body itself altered after signing: same refusal.
    const signed = signedRequest(SECRET, payload)
    expect((await deliver(signed.body.replace('"SETTLED"', '"DECLINED"'), signed.headers)).status).toBe(401)
    expect(await ledgerRows()).toBe(before)
    expect(await deposit(client, opened.depositId)).toMatchObject({ status: 'PENDING' })
    expect(await platform.db.query('select 1 from psp_callback_events where deposit_id = $1 or event_id = $2', [opened.depositId, payload.eventId])).toEqual([])
  })

  it('refuses an authentic event for an unknown payment or a different amount, without recording it', async () => {
    const { payload } = await settledPayment()
    const unknown = signedRequest(SECRET, { ...payload, paymentId: 'pay_000000000000000000000000' })
    expect((await deliver(unknown.body, unknown.headers)).body.code).toBe('error.psp.payment.unknown')
    const tampered = signedRequest(SECRET, { ...payload, amountMinor: payload.amountMinor + 1 })
    expect((await deliver(tampered.body, tampered.headers)).body.code).toBe('error.psp.amount.mismatch')
    expect(await platform.db.query('select 1 from psp_callback_events where event_id = $1', [payload.eventId])).toEqual([])
    const real = signedRequest(SECRET, payload)
    expect((await deliver(real.body, real.headers)).body.outcome).toBe('CREDITED')
  })
})

describe('opening a deposit', () => {
  it('answers a replay with the same deposit and opens one payment', async () => {
    const client = await newClient()
    const headers = key()
    const body = { method: 'CREDITCARD', amountMinor: 20_000, returnPath: RETURN }
    const first = await client.send('POST', '/api/v1/player/wallet/deposits', body, headers)
    const again = await client.send('POST', '/api/v1/player/wallet/deposits', body, headers)
    expect(again.text).toBe(first.text)
    const payments = await platform.db.query('select 1 from psp_sandbox_payments where merchant_reference = $1', [first.body.depositId])
    expect(payments).toHaveLength(1)
  })

  it('refuses a method the market does not offer and an amount outside its range', async () => {
    const client = await newClient()
    const trustly = await client.send('POST', '/api/v1/player/wallet/deposits', { method: 'TRUSTLY', amountMinor: 20_000, returnPath: RETURN }, key())
    expect(trustly.status).toBe(400)
    expect(trustly.body).toMatchObject({ code: 'error.deposit.method.unavailable', errors: [{ field: 'method', rejectedValue: 'TRUSTLY' }] })
    const small = await client.send('POST', '/api/v1/player/wallet/deposits', { method: 'SKRILL', amountMinor: 9_999, returnPath: RETURN }, key())
    expect(small.body).toMatchObject({ code: 'error.deposit.amount.out_of_range', additionalInfo: { minAmountMinor: 10_000, maxAmountMinor: 5_000_000 } })
    const returnElsewhere = await client.send('POST', '/api/v1/player/wallet/deposits', { method: 'SKRILL', amountMinor: 20_000, returnPath: '//evil.example/x' }, key())
    expect(returnElsewhere.status).toBe(400)
    expect(await platform.db.query('select 1 from deposits where player_id = $1', [client.playerId])).toEqual([])
  })

  it('refuses a player the deposit rule does not allow', async () => {
    const client = await newClient({ flags: { deposit: false } })
    const answer = await client.send('POST', '/api/v1/player/wallet/deposits', { method: 'SKRILL', amountMinor: 20_000, returnPath: RETURN }, key())
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({ code: 'error.deposit.not_allowed', additionalInfo: { blockedReason: 'DEPOSIT_DISABLED' } })
  })

  it('lists the market’s methods in the player’s currency', async () => {
    const finn = await newClient({ countryCode: 'FI', currency: 'EUR' })
    const methods = (await finn.get('/api/v1/player/wallet/deposit_methods')).body
    expect(methods.map((m: { method: string }) => m.method)).toEqual(['TRUSTLY', 'EUTELLER', 'SIRU', 'CREDITCARD', 'SKRILL', 'NETELLER', 'MUCHBETTER', 'PAYSAFECARD'])
    expect(methods.find((m: { method: string }) => m.method === 'SIRU')).toEqual({ method: 'SIRU', minAmountMinor: 500, maxAmountMinor: 30_000, currency: 'EUR', withdrawal: false })
  })
})
