import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WebSocket } from '@fastify/websocket'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { CLOSE_UNAUTHORIZED } from './routes.ts'

let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform()
})
afterAll(() => platform?.close())

const closed = (socket: WebSocket) => new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code)))
const nextMessage = (socket: WebSocket) => new Promise<any>((resolve) => socket.once('message', (data: Buffer) => resolve(JSON.parse(String(data)))))

describe('realtime socket', () => {
  it('closes with 4401 when the token is missing or invalid', async () => {
    for (const query of ['', '?Authorization=garbage']) {
      const socket = await platform.app.injectWS(`/ws${query}`)
      expect(await closed(socket)).toBe(CLOSE_UNAUTHORIZED)
    }
  })

  it('delivers a published message to the player’s connection', async () => {
    const { id } = (await platform.db.one<{ id: string }>(`select id from players where email = 'demo@croupier.test'`))!
    const { idToken } = await platform.app.services.tokens.issue(id, 'password')
    const socket = await platform.app.injectWS(`/ws?Authorization=${idToken}`)
    expect(await nextMessage(socket)).toEqual({ type: 'session.connected', playerId: id })
    const { realtime } = platform.app.services
    expect(realtime.connections(id)).toBe(1)

    const arriving = nextMessage(socket)
    expect(realtime.publish(id, { type: 'wallet.balanceUpdated', totalMinor: 1250, currency: 'NOK' })).toBe(1)
    expect(await arriving).toEqual({ type: 'wallet.balanceUpdated', totalMinor: 1250, currency: 'NOK' })
    expect(realtime.publish('00000000-0000-0000-0000-000000000000', { type: 'x' })).toBe(0)

    socket.terminate()
    await closed(socket)
  })
})
