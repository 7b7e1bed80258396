import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { CLOSE_UNAUTHORIZED } from './routes.ts'
import { openSocket } from './test-support.ts'
import { issueTicket } from './tickets.ts'

let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform()
})
afterAll(() => platform?.close())

describe('realtime socket', () => {
  it('closes with 4401 when the ticket is missing or invalid', async () => {
    for (const query of ['', '?Authorization=garbage', `?Authorization=${'A'.repeat(43)}`]) {
      const { closed } = await openSocket(platform.app, `/ws${query}`)
      expect(await closed).toBe(CLOSE_UNAUTHORIZED)
    }
  })

  it('delivers a published message to the player’s connection', async () => {
    const { id } = (await platform.db.one<{ id: string }>(`select id from players where email = 'demo@croupier.test'`))!
    const { tokens, realtime } = platform.app.services
    const session = await tokens.verifyIdToken((await tokens.issue(id, 'password')).idToken)
    const { ticket } = await issueTicket(platform.db, session)
    const connection = await openSocket(platform.app, `/ws?Authorization=${ticket}`)
    expect(await connection.next()).toEqual({ type: 'session.connected', playerId: id })
    expect(realtime.connections(id)).toBe(1)

    const arriving = connection.next()
    expect(realtime.publish(id, { type: 'wallet.balanceUpdated', totalMinor: 1250, currency: 'NOK' })).toBe(1)
    expect(await arriving).toEqual({ type: 'wallet.balanceUpdated', totalMinor: 1250, currency: 'NOK' })
    expect(realtime.publish('00000000-0000-0000-0000-000000000000', { type: 'x' })).toBe(0)

    connection.socket.terminate()
    await connection.closed
    expect(realtime.connections(id)).toBe(0)
  })
})
