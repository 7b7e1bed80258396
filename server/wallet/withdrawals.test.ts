/**
 * Withdrawals on the platform: the limit check, a request (MAIN → LOCKED), the pending list, the
 * player's cancel (LOCKED → MAIN as new entries), the back office's complete and reject, and
 * parallel requests that never overdraw (on PostgreSQL they really run at once).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../ledger/invariants.ts'
import { BACKOFFICE_PATH } from '../payments/backoffice.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { clientFor, createPlayer, fund, key, mainBalance, station, type Client, type PlayerSpec } from './test-support.ts'

let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform()
}, 180_000)
afterAll(() => platform?.close())


async function funded(amountMinor: number, spec: PlayerSpec = {}): Promise<Client> {
  const id = await createPlayer(platform.db, spec)
  if (amountMinor > 0) await fund(platform.db, id, amountMinor)
  return clientFor(platform, id)
}
const withdraw = (client: Client, amountMinor: number, extra: Record<string, unknown> = {}) =>
  client.send('POST', '/api/v1/player/wallet/withdrawals', { amountMinor, ...extra }, key())
const cancel = (client: Client, pendingWithdrawalId: string, amountMinor: number) =>
  client.send('POST', '/api/v1/player/wallet/withdrawal/cancellation', { pendingWithdrawalId, amountMinor, cancelByPlayer: true }, key())
const backOffice = (id: string, decision: 'complete' | 'reject') =>
  fetch(`${platform.url}${BACKOFFICE_PATH}/${id}/${decision}`, { method: 'POST', headers: { accept: 'application/json' } }).then(async (r) => ({ status: r.status, body: await r.json() }))
const history = async (client: Client) =>
  ((await client.get('/api/v1/player/wallet/transactions')).body.items as { type: string; status: string; amountMinor: number; balanceAfterTransactionMinor: number }[]).map(
    (t) => [t.type, t.status, t.amountMinor, t.balanceAfterTransactionMinor],
  )

describe('the withdrawal limit check', () => {
  it('answers the result, what may be withdrawn now and the main balance', async () => {
    const client = await funded(30_000)
    const check = await client.send('POST', '/api/v1/player/wallet/withdrawal/request', station)
    expect(check.body).toEqual({ result: 'SUCCESS', limitMinor: 5_000_000, balanceMinor: 30_000, currency: 'NOK', cashierUrl: null })
    const empty = await funded(0)
    expect((await empty.send('POST', '/api/v1/player/wallet/withdrawal/request', station)).body).toMatchObject({ result: 'NOT_ENOUGH_FUNDS', limitMinor: null, balanceMinor: 0 })
  })

  it('counts today’s withdrawals against the daily cap', async () => {
    const client = await funded(100_000, { limitLevel: 'LOW' })
    // LOW is 500 EUR a day: 5 000.00 NOK.
    expect((await withdraw(client, 60_000)).status).toBe(201)
    const check = (await client.send('POST', '/api/v1/player/wallet/withdrawal/request', station)).body
    expect(check).toMatchObject({ result: 'SUCCESS', limitMinor: 440_000, balanceMinor: 40_000 })
    expect((await withdraw(client, 40_000)).status).toBe(201)
  })

  it('says SELF_LIMIT_REACHED once the player’s own daily cap is used, and refuses a request', async () => {
    const client = await funded(600_000, { limitLevel: 'LOW' })
    expect((await withdraw(client, 500_000)).status).toBe(201)
    expect((await client.send('POST', '/api/v1/player/wallet/withdrawal/request', station)).body).toMatchObject({ result: 'SELF_LIMIT_REACHED', limitMinor: 0 })
    const refused = await withdraw(client, 1_000)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ code: 'error.withdrawal.not_allowed', additionalInfo: { result: 'SELF_LIMIT_REACHED' } })
  })

  it('refuses a player who may not withdraw, with the result in the refusal', async () => {
    const client = await funded(20_000, { kycStatus: 'PENDING' })
    expect((await client.send('POST', '/api/v1/player/wallet/withdrawal/request', station)).body.result).toBe('DOCUMENTS_UNDER_REVIEW')
    const refused = await withdraw(client, 1_000)
    expect(refused.body).toMatchObject({ status: 409, code: 'error.withdrawal.not_allowed', additionalInfo: { result: 'DOCUMENTS_UNDER_REVIEW' } })
    expect(await mainBalance(platform.db, client.playerId)).toEqual({ main: 20_000, locked: 0 })
  })
})

describe('a withdrawal', () => {
  it('locks the amount while pending and lists it', async () => {
    const client = await funded(30_000)
    const requested = await withdraw(client, 12_000)
    expect(requested.status).toBe(201)
    expect(requested.body).toMatchObject({ amountMinor: 12_000, currency: 'NOK', method: 'CREDITCARD', status: 'PENDING' })
    expect(await mainBalance(platform.db, client.playerId)).toEqual({ main: 18_000, locked: 12_000 })
    expect((await client.get('/api/v1/player/wallet/pendingWithdrawal')).body).toEqual([requested.body])
    expect((await client.get('/api/v1/player/wallet')).body.balanceMap).toMatchObject({ MAIN: [{ cashMinor: 18_000 }], LOCKED: [{ cashMinor: 12_000 }] })
  })

  it('is refused beyond the main balance, and for a method that cannot pay out', async () => {
    const client = await funded(5_000)
    const over = await withdraw(client, 5_001)
    expect(over.body).toMatchObject({ status: 409, code: 'error.withdrawal.insufficient_funds' })
    const voucher = await withdraw(client, 1_000, { method: 'PAYSAFECARD' })
    expect(voucher.body).toMatchObject({ status: 400, code: 'error.withdrawal.method.unavailable' })
    expect(await mainBalance(platform.db, client.playerId)).toEqual({ main: 5_000, locked: 0 })
  })

  it('is cancelled by the player: the money returns to the main balance as a new entry', async () => {
    const client = await funded(30_000)
    const { body: pending } = await withdraw(client, 10_000)
    const cancelled = await cancel(client, pending.pendingWithdrawalId, 10_000)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toEqual({ ...pending, status: 'CANCELLED' })
    expect(await mainBalance(platform.db, client.playerId)).toEqual({ main: 30_000, locked: 0 })
    expect((await client.get('/api/v1/player/wallet/pendingWithdrawal')).body).toEqual([])
    expect(await history(client)).toEqual([
      ['CANCELED', 'SUCCESS', 10_000, 30_000],
      ['WITHDRAW', 'CANCELLED', -10_000, 20_000],
      ['DEPOSIT', 'SUCCESS', 30_000, 30_000],
    ])
    // Cancelled once: a second cancel (a new key) finds nothing pending.
    expect((await cancel(client, pending.pendingWithdrawalId, 10_000)).body).toMatchObject({ status: 404, code: 'error.withdrawal.not.found' })
  })

  it('refuses a cancel with the wrong amount, for another player’s withdrawal, or for an unknown id', async () => {
    const owner = await funded(30_000)
    const other = await funded(30_000)
    const { body: pending } = await withdraw(owner, 10_000)
    expect((await cancel(owner, pending.pendingWithdrawalId, 9_999)).body).toMatchObject({ status: 409, code: 'error.withdrawal.amount.mismatch' })
    expect((await cancel(other, pending.pendingWithdrawalId, 10_000)).body).toMatchObject({ status: 404, code: 'error.withdrawal.not.found' })
    expect((await cancel(owner, 'not-an-id', 10_000)).body).toMatchObject({ status: 404, code: 'error.withdrawal.not.found' })
    expect(await mainBalance(platform.db, owner.playerId)).toEqual({ main: 20_000, locked: 10_000 })
  })

  it('cannot be cancelled when the money back would exceed a deposit limit (the warning toast)', async () => {
    const client = await funded(30_000)
    const { body: pending } = await withdraw(client, 10_000)
    // Today's deposits (30 000) already fill a daily limit of 35 000: 10 000 more would not fit.
    expect((await client.send('PATCH', '/api/v1/player/deposit-limits', { duration: 'D', limitMinor: 35_000 })).status).toBe(200)
    const refused = await cancel(client, pending.pendingWithdrawalId, 10_000)
    expect(refused.body).toMatchObject({ status: 409, code: 'error.withdrawal.cancel.limit_reached', additionalInfo: { limitType: 'D', limitLeftMinor: 5_000 } })
    expect(await mainBalance(platform.db, client.playerId)).toEqual({ main: 20_000, locked: 10_000 })
  })

  it('is completed by the back office: the money leaves and the history says COMPLETED', async () => {
    const client = await funded(30_000)
    const { body: pending } = await withdraw(client, 10_000)
    const list = await fetch(platform.url + BACKOFFICE_PATH).then((r) => r.text())
    expect(list).toContain(`action="${BACKOFFICE_PATH}/${pending.pendingWithdrawalId}/complete"`)
    const done = await backOffice(pending.pendingWithdrawalId, 'complete')
    expect(done).toEqual({ status: 200, body: { ...pending, status: 'COMPLETED' } })
    expect(await mainBalance(platform.db, client.playerId)).toEqual({ main: 20_000, locked: 0 })
    expect(await history(client)).toEqual([
      ['WITHDRAW', 'COMPLETED', -10_000, 20_000],
      ['DEPOSIT', 'SUCCESS', 30_000, 30_000],
    ])
    expect((await cancel(client, pending.pendingWithdrawalId, 10_000)).status).toBe(404)
    expect((await backOffice(pending.pendingWithdrawalId, 'reject')).status).toBe(404)
  })

  it('is rejected by the back office: the money returns and the history says FAILED', async () => {
    const client = await funded(30_000)
    const { body: pending } = await withdraw(client, 10_000)
    const form = await fetch(`${platform.url}${BACKOFFICE_PATH}/${pending.pendingWithdrawalId}/reject`, { method: 'POST', redirect: 'manual' })
    expect(form.status).toBe(303)
    expect(await mainBalance(platform.db, client.playerId)).toEqual({ main: 30_000, locked: 0 })
    expect(await history(client)).toEqual([
      ['REVERSAL', 'SUCCESS', 10_000, 30_000],
      ['WITHDRAW', 'FAILED', -10_000, 20_000],
      ['DEPOSIT', 'SUCCESS', 30_000, 30_000],
    ])
  })
})

describe('parallel withdrawals', () => {
  it.each([
    [10_000, 6_000, 1],
    [10_000, 3_334, 2],
  ])('of %i with %i each: exactly floor(balance / amount) succeed and nothing is overdrawn', async (balance, amount, succeed) => {
    const client = await funded(balance)
    const answers = await Promise.all(Array.from({ length: 8 }, () => withdraw(client, amount)))
    expect(answers.filter((a) => a.status === 201)).toHaveLength(succeed)
    expect(answers.filter((a) => a.status !== 201).map((a) => a.body.code)).toEqual(Array(8 - succeed).fill('error.withdrawal.insufficient_funds'))
    expect(await mainBalance(platform.db, client.playerId)).toEqual({ main: balance - succeed * amount, locked: succeed * amount })
    expect((await checkLedger(platform.db)).violations).toEqual([])
  })
})
