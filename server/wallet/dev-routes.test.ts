/**
 * The development back office's hand on a player's standing (/dev/player/standing): what it sets is
 * what the platform's own checks then answer, it changes only the caller, and it refuses what a
 * standing cannot be. Its absence in production is in server/security/headers.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { clientFor, createPlayer, fund, station } from './test-support.ts'

let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform()
}, 180_000)
afterAll(() => platform?.close())


const standing = (idToken: string | null, body: unknown) =>
  fetch(`${platform.url}/dev/player/standing`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify(body),
  })

async function signedIn() {
  const playerId = await createPlayer(platform.db)
  await fund(platform.db, playerId, 10_000)
  const { idToken } = await platform.app.services.tokens.issue(playerId, 'password')
  return { playerId, idToken, client: await clientFor(platform, playerId) }
}

const withdrawalResult = async (client: Awaited<ReturnType<typeof signedIn>>['client']) =>
  (await client.send('POST', '/api/v1/player/wallet/withdrawal/request', station)).body.result

describe('the development standing route', () => {
  it('sets what the withdrawal check and the deposit rule then answer, for the caller only', async () => {
    const me = await signedIn()
    const other = await signedIn()
    expect(await withdrawalResult(me.client)).toBe('SUCCESS')

    expect((await standing(me.idToken, { kycStatus: 'PENDING' })).status).toBe(204)
    expect(await withdrawalResult(me.client)).toBe('DOCUMENTS_UNDER_REVIEW')
    expect((await standing(me.idToken, { kycStatus: 'NOT_VERIFIED', documentsDueInDays: 3 })).status).toBe(204)
    expect(await withdrawalResult(me.client)).toBe('DOCUMENTS_REQUIRED')
    expect((await standing(me.idToken, { kycStatus: 'FULLY VERIFIED', documentsDueInDays: null, status: 'RESTRICTED' })).status).toBe(204)
    expect(await withdrawalResult(me.client)).toBe('RESTRICTED')
    expect((await standing(me.idToken, { status: 'REGISTERED', flags: { withdrawal: false } })).status).toBe(204)
    expect(await withdrawalResult(me.client)).toBe('FORBIDDEN')
    // One flag changed; the others kept their value.
    const flags = (await platform.db.one<{ flags: Record<string, boolean> }>('select flags from players where id = $1', [me.playerId]))!.flags
    expect(flags).toMatchObject({ withdrawal: false, deposit: true, casino: true })

    expect((await standing(me.idToken, { flags: { deposit: false } })).status).toBe(204)
    expect((await me.client.send('POST', '/api/v1/player/wallet/deposit/request', station)).body).toMatchObject({ allowed: false, blockedReason: 'DEPOSIT_DISABLED' })

    expect(await withdrawalResult(other.client)).toBe('SUCCESS')
  })

  it('refuses a standing that cannot be, and a caller without a live id token', async () => {
    const me = await signedIn()
    for (const body of [{}, [], { kycStatus: 'VERIFIED' }, { status: 'OPEN' }, { flags: { withdrawal: 'no' } }, { flags: { teleport: true } }, { documentsDueInDays: 1.5 }, { limitLevel: 'HUGE' }, { balance: 1 }]) {
      const answer = await standing(me.idToken, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(await answer.json()).toMatchObject({ status: 400, code: 'error.validation' })
    }
    expect(await withdrawalResult(me.client)).toBe('SUCCESS')
    expect(await (await standing(null, { kycStatus: 'PENDING' })).json()).toMatchObject({ status: 401, code: 'error.token.invalid' })
    expect(await (await standing('not-a-token', { kycStatus: 'PENDING' })).json()).toMatchObject({ status: 401 })
  })
})
