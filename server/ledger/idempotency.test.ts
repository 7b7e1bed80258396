/**
 * Idempotency keys through the real platform (createWithdrawal and cancelPendingWithdrawal carry
 * them): a replay answers the first response byte for byte and moves nothing, another request
 * under the same key is refused with 422, refusals are answers too, keys belong to one player and
 * one operation, and answers are kept 24 hours. On PostgreSQL the parallel replays really run
 * concurrently; on PGlite they queue — both must move money once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { clientFor, createPlayer, fund, key, mainBalance } from '../wallet/test-support.ts'
import { canonicalJson, IDEMPOTENCY_TTL_HOURS, runIdempotent, sweepExpiredIdempotencyKeys } from './idempotency.ts'
import { ApiProblem } from '../http/errors.ts'

let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform()
}, 180_000)
afterAll(() => platform?.close())

const WITHDRAW = '/api/v1/player/wallet/withdrawals'

async function fundedClient(amountMinor = 50_000) {
  const id = await createPlayer(platform.db)
  await fund(platform.db, id, amountMinor)
  return clientFor(platform, id)
}

const withdrawalCount = async (playerId: string) =>
  (await platform.db.one<{ n: number }>('select count(*)::int as n from withdrawals where player_id = $1', [playerId]))!.n

describe('Idempotency-Key', () => {
  it('is required on money-moving calls', async () => {
    const client = await fundedClient()
    const answer = await client.send('POST', WITHDRAW, { amountMinor: 1_000 })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'idempotency-key', code: 'error.validation.required' })])
    expect(await withdrawalCount(client.playerId)).toBe(0)
  })

  it('answers a replay with the first response, byte for byte, and moves the money once', async () => {
    const client = await fundedClient(50_000)
    const headers = key()
    const first = await client.send('POST', WITHDRAW, { amountMinor: 12_000 }, headers)
    expect(first.status).toBe(201)
    const replay = await client.send('POST', WITHDRAW, { amountMinor: 12_000 }, headers)
    expect(replay.status).toBe(201)
    expect(replay.text).toBe(first.text)
    expect(await withdrawalCount(client.playerId)).toBe(1)
    expect(await mainBalance(platform.db, client.playerId)).toEqual({ main: 38_000, locked: 12_000 })
  })

  it('refuses the same key with a different request (422) and changes nothing', async () => {
    const client = await fundedClient(50_000)
    const headers = key()
    await client.send('POST', WITHDRAW, { amountMinor: 5_000 }, headers)
    const other = await client.send('POST', WITHDRAW, { amountMinor: 6_000 }, headers)
    expect(other.status).toBe(422)
    expect(other.body).toMatchObject({ status: 422, code: 'error.idempotency.key.reused' })
    expect(other.body.message).toContain(headers['idempotency-key'])
    expect(await mainBalance(platform.db, client.playerId)).toEqual({ main: 45_000, locked: 5_000 })
  })

  it('stores a refusal as the answer: the replay is refused alike even once it would succeed', async () => {
    const client = await fundedClient(1_000)
    const headers = key()
    const refused = await client.send('POST', WITHDRAW, { amountMinor: 5_000 }, headers)
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('error.withdrawal.insufficient_funds')
    await fund(platform.db, client.playerId, 10_000)
    const replay = await client.send('POST', WITHDRAW, { amountMinor: 5_000 }, headers)
    expect(replay.status).toBe(409)
    expect(replay.text).toBe(refused.text)
    expect(await withdrawalCount(client.playerId)).toBe(0)
    // A new key is a new request.
    expect((await client.send('POST', WITHDRAW, { amountMinor: 5_000 }, key())).status).toBe(201)
  })

  it('scopes keys per player and per operation', async () => {
    const [a, b] = [await fundedClient(20_000), await fundedClient(20_000)]
    const headers = key()
    expect((await a.send('POST', WITHDRAW, { amountMinor: 2_000 }, headers)).status).toBe(201)
    expect((await b.send('POST', WITHDRAW, { amountMinor: 2_000 }, headers)).status).toBe(201)
    const pending = (await a.get('/api/v1/player/wallet/pendingWithdrawal')).body[0]
    const cancel = await a.send('POST', '/api/v1/player/wallet/withdrawal/cancellation', { pendingWithdrawalId: pending.pendingWithdrawalId, amountMinor: 2_000, cancelByPlayer: true }, headers)
    expect(cancel.status).toBe(200)
    expect(cancel.body.status).toBe('CANCELLED')
    expect(await mainBalance(platform.db, a.playerId)).toEqual({ main: 20_000, locked: 0 })
    expect(await mainBalance(platform.db, b.playerId)).toEqual({ main: 18_000, locked: 2_000 })
  })

  it('moves money once when replays of one key arrive in parallel', async () => {
    const client = await fundedClient(30_000)
    const headers = key()
    const answers = await Promise.all(Array.from({ length: 8 }, () => client.send('POST', WITHDRAW, { amountMinor: 7_000 }, headers)))
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201))
    expect(new Set(answers.map((a) => a.text)).size).toBe(1)
    expect(await withdrawalCount(client.playerId)).toBe(1)
    expect(await mainBalance(platform.db, client.playerId)).toEqual({ main: 23_000, locked: 7_000 })
  })

  it('keeps an answer for 24 hours; after that the key may start a new request', async () => {
    const client = await fundedClient(30_000)
    const headers = key()
    await client.send('POST', WITHDRAW, { amountMinor: 1_000 }, headers)
    const stored = await platform.db.one<{ hours: number }>(
      'select round(extract(epoch from expires_at - created_at) / 3600)::int as hours from idempotency_keys where key = $1',
      [headers['idempotency-key']],
    )
    expect(stored!.hours).toBe(IDEMPOTENCY_TTL_HOURS)
    expect((await client.send('POST', WITHDRAW, { amountMinor: 1_000 }, headers)).status).toBe(201)
    expect(await withdrawalCount(client.playerId)).toBe(1)

    await platform.db.query(`update idempotency_keys set expires_at = now() - interval '1 second' where key = $1`, [headers['idempotency-key']])
    expect(await sweepExpiredIdempotencyKeys(platform.db)).toBeGreaterThanOrEqual(1)
    expect((await client.send('POST', WITHDRAW, { amountMinor: 1_000 }, headers)).status).toBe(201)
    expect(await withdrawalCount(client.playerId)).toBe(2)
  })
})

describe('runIdempotent', () => {
  it('does not store a failure that is not an answer, so a retry runs the work again', async () => {
    let runs = 0
    const call = { scope: 'test', operation: 'flaky', key: `k-${Date.now()}`, request: { a: 1 } }
    await expect(
      runIdempotent(platform.db, call, async () => {
        runs++
        throw new Error('connection reset')
      }),
    ).rejects.toThrow('connection reset')
    const answer = await runIdempotent(platform.db, call, async () => {
      runs++
      return { status: 200, body: { ok: true } }
    })
    expect(answer).toEqual({ status: 200, body: { ok: true } })
    expect(runs).toBe(2)
  })

  it('replays a refusal as the same ApiProblem', async () => {
    const call = { scope: 'test', operation: 'refuse', key: `k-${Date.now()}`, request: {} }
    const first = await runIdempotent(platform.db, call, async () => {
      throw new ApiProblem(409, 'error.test.refused', 'No.', undefined, { why: 'because' })
    }).catch((e: unknown) => e)
    const again = await runIdempotent(platform.db, call, async () => ({ status: 200, body: {} })).catch((e: unknown) => e)
    expect(again).toBeInstanceOf(ApiProblem)
    expect((again as ApiProblem).toBody()).toEqual((first as ApiProblem).toBody())
    expect((again as ApiProblem).toBody()).toEqual({ status: 409, code: 'error.test.refused', message: 'No.', additionalInfo: { why: 'because' } })
  })

  it('hashes requests canonically: key order does not make a different request', () => {
    expect(canonicalJson({ b: [1, { d: 2, c: 3 }], a: null, skip: undefined })).toBe('{"a":null,"b":[1,{"c":3,"d":2}]}')
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }))
  })
})
