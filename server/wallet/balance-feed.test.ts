/**
 * WALLET_BALANCE reaches the player's sockets on whichever platform instance holds them. Two
 * instances share one database: on PostgreSQL (TEST_DATABASE_URL) each has its own connection pool
 * and listening connection, so the notification crosses connections as between machines; on PGlite
 * (one process) both instances share the embedded database. A deposit settled through instance A
 * reaches a socket held by instance B; an idempotency key used on A is honoured on B.
 *
 * Sockets are registered straight with each instance's realtime hub: how a socket is authenticated
 * is the realtime routes' business (server/realtime), what is pushed to it is this feed's.
 */
import type { FastifyInstance } from 'fastify'
import type { WebSocket } from '@fastify/websocket'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import type { Db } from '../db/database.ts'
import { startTwoInstances, type TwoInstances } from '../testing/platform.ts'
import { createPlayer, FakeSocket, key } from './test-support.ts'

let instances: TwoInstances
let dbA: Db
let dbB: Db
let a: FastifyInstance
let b: FastifyInstance

beforeAll(async () => {
  instances = await startTwoInstances({ ...loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIR: '/nonexistent' }), psp: { secret: 'feed-test-secret', sandbox: true, pendingSettleMs: 60_000 } })
  ;({ dbA, dbB, a, b } = instances)
}, 180_000)

afterAll(() => instances?.close())

async function call(app: FastifyInstance, playerId: string, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const tokens = await app.services.tokens.issue(playerId, 'password')
  const response = await app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: { 'x-site-id': '5', authorization: `Bearer ${tokens.idToken}`, 'access-token': tokens.accessToken, ...headers },
  })
  return { status: response.statusCode, body: response.json(), text: response.body }
}

function connect(app: FastifyInstance, playerId: string): FakeSocket {
  const socket = new FakeSocket()
  app.services.realtime.add(playerId, `session-${playerId}`, socket as unknown as WebSocket)
  return socket
}

const pay = (app: FastifyInstance, redirectUrl: string) =>
  app.inject({ method: 'POST', url: redirectUrl, payload: 'action=approve', headers: { 'content-type': 'application/x-www-form-urlencoded' } })

describe('WALLET_BALANCE', () => {
  it('reaches the player’s sockets on another instance when a deposit settles', async () => {
    const playerId = await createPlayer(dbA)
    const onB = connect(b, playerId)
    const alsoOnB = connect(b, playerId)
    const onA = connect(a, playerId)
    const opened = await call(a, playerId, 'POST', '/api/v1/player/wallet/deposits', { method: 'SKRILL', amountMinor: 42_000, returnPath: '/en-NO/deposit' }, key())
    expect(opened.status).toBe(201)
    expect((await pay(a, opened.body.redirectUrl)).statusCode).toBe(303)

    const expected = {
      type: 'WALLET_BALANCE',
      playerId,
      currency: 'NOK',
      balanceMap: {
        MAIN: [{ cashMinor: 42_000, currency: 'NOK' }],
        LOCKED: [{ cashMinor: 0, currency: 'NOK' }],
        BONUS: [
          { bonusMinor: 0, vertical: 'SPORTS', currency: 'NOK' },
          { bonusMinor: 0, vertical: 'CASINO', currency: 'NOK' },
          { bonusMinor: 0, vertical: 'LIVE_CASINO', currency: 'NOK' },
        ],
      },
    }
    for (const socket of [onB, alsoOnB, onA]) await expect.poll(() => socket.received.at(-1), { timeout: 10_000 }).toEqual(expected)
    // The same balance the wallet call answers, on either instance.
    expect((await call(b, playerId, 'GET', '/api/v1/player/wallet')).body).toEqual({ currency: 'NOK', balanceMap: expected.balanceMap })
  })

  it('follows a withdrawal requested on one instance and cancelled on the other', async () => {
    const playerId = await createPlayer(dbA)
    const opened = await call(a, playerId, 'POST', '/api/v1/player/wallet/deposits', { method: 'SKRILL', amountMinor: 30_000, returnPath: '/en-NO/deposit' }, key())
    await pay(a, opened.body.redirectUrl)
    const socket = connect(b, playerId)
    const requested = await call(a, playerId, 'POST', '/api/v1/player/wallet/withdrawals', { amountMinor: 10_000 }, key())
    await expect.poll(() => socket.received.at(-1)?.balanceMap, { timeout: 10_000 }).toMatchObject({ MAIN: [{ cashMinor: 20_000 }], LOCKED: [{ cashMinor: 10_000 }] })
    await call(b, playerId, 'POST', '/api/v1/player/wallet/withdrawal/cancellation', { pendingWithdrawalId: requested.body.pendingWithdrawalId, amountMinor: 10_000, cancelByPlayer: true }, key())
    await expect.poll(() => socket.received.at(-1)?.balanceMap, { timeout: 10_000 }).toMatchObject({ MAIN: [{ cashMinor: 30_000 }], LOCKED: [{ cashMinor: 0 }] })
  })

  it('is not sent to a closed socket, nor for a player without one', async () => {
    const playerId = await createPlayer(dbA)
    const socket = connect(b, playerId)
    socket.close()
    const opened = await call(a, playerId, 'POST', '/api/v1/player/wallet/deposits', { method: 'SKRILL', amountMinor: 20_000, returnPath: '/en-NO/deposit' }, key())
    await pay(a, opened.body.redirectUrl)
    const watcher = connect(b, await createPlayer(dbA))
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(socket.received).toEqual([])
    expect(watcher.received).toEqual([])
    expect(b.services.realtime.connections(playerId)).toBe(0)
  })
})

describe('idempotency across instances', () => {
  it('answers a replay on B with the response A gave, and opens one payment', async () => {
    const playerId = await createPlayer(dbA)
    const headers = key()
    const body = { method: 'SKRILL', amountMinor: 20_000, returnPath: '/en-NO/deposit' }
    const [first, replay] = [await call(a, playerId, 'POST', '/api/v1/player/wallet/deposits', body, headers), await call(b, playerId, 'POST', '/api/v1/player/wallet/deposits', body, headers)]
    expect(replay.text).toBe(first.text)
    expect(await dbA.query('select 1 from deposits where player_id = $1', [playerId])).toHaveLength(1)
  })
})
