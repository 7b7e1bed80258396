/**
 * Free spins through the API on PGlite or (TEST_DATABASE_URL) PostgreSQL: offered with their games
 * and stake; claimed, then handed to the provider under the reward's code; a second grant on the
 * same game waits in the queue until the first is played out; the game session offers the spins;
 * each free spin's stake is the house's and its win the player's cash; the last spin completes the
 * reward; a rolled-back spin is counted back; a forfeit takes the rest back from the provider. The
 * ledger stays balanced.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../ledger/invariants.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { bet, rollback } from '../wallet/seamless.ts'
import { clientFor, createPlayer, realGameSession, type Client } from '../wallet/test-support.ts'

let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform()
}, 180_000)
afterAll(() => platform?.close())

interface FreeSpinReward {
  campaignId: string
  assignmentId: string
  state: string | null
  partnerBonusCode: string | null
  queuedPlayerBonusId: string | null
  freeSpinDetail: { gameIds: string[]; games: { slug: string; providerId: string }[]; spins: number; spinsLeft: number; spinValueMinor: number; currency: string; granted: boolean }
}

async function player(): Promise<{ client: Client; playerId: string }> {
  const playerId = await createPlayer(platform.db, { currency: 'EUR', countryCode: 'FI' })
  return { client: await clientFor(platform, playerId), playerId }
}
const rewards = async (client: Client, type: 'ELIGIBLE' | 'ACTIVE'): Promise<FreeSpinReward[]> =>
  (await client.get(`/api/v2/bonus/rewards?rewardsType=${type}`)).body.filter((r: FreeSpinReward) => r.freeSpinDetail !== null)
const claim = (client: Client, bonusAssignmentId: string) => client.send('POST', '/api/v2/bonus/rewards/claim', { bonusAssignmentId, state: 'ACTIVATED' })
const handOver = (client: Client, r: { assignmentId: string; partnerBonusCode: string | null }) =>
  client.send('POST', '/api/v2/bonus/freespin/claim', { bonusAssignmentId: r.assignmentId, partnerBonusCode: r.partnerBonusCode })

async function claimed(client: Client, campaignId: string): Promise<FreeSpinReward> {
  const offered = (await rewards(client, 'ELIGIBLE')).find((r) => r.campaignId === campaignId)!
  const answer = await claim(client, offered.assignmentId)
  expect(answer.status).toBe(200)
  return answer.body
}

/** A real-money session on the free-spin game, as a launch makes it. */
const session = (playerId: string, gameId: string) => realGameSession(platform.db, playerId, gameId)

describe('free spins', () => {
  it('are offered with their game and a stake the game takes, claimed with a code and handed to the provider once', async () => {
    const { client } = await player()
    const offered = (await rewards(client, 'ELIGIBLE')).find((r) => r.campaignId === 'welcome-spins')!
    expect(offered).toMatchObject({ state: null, partnerBonusCode: null, queuedPlayerBonusId: null })
    expect(offered.freeSpinDetail).toMatchObject({ spins: 10, spinsLeft: 10, spinValueMinor: 20, currency: 'EUR', granted: false })
    expect(offered.freeSpinDetail.games).toEqual([expect.objectContaining({ slug: 'book-of-fortune', providerId: 'novomatic' })])

    const active = await claimed(client, 'welcome-spins')
    expect(active).toMatchObject({ state: 'ACTIVATED', vertical: 'FREE_SPINS', freeSpinDetail: { spinsLeft: 10, granted: false } })
    expect(active.partnerBonusCode).toMatch(/^FS-[0-9a-f]{32}$/)

    expect((await handOver(client, { ...active, partnerBonusCode: 'FS-not-the-code' })).body).toMatchObject({ status: 404, code: 'error.bonus.assignment.not.found' })
    const granted = await handOver(client, active)
    expect(granted.status).toBe(200)
    expect(granted.body).toMatchObject({ freeSpinDetail: { granted: true, spinsLeft: 10 }, queuedPlayerBonusId: null })
    // Handing it over again answers the same: the provider holds one grant under the code.
    expect((await handOver(client, active)).body).toEqual(granted.body)
    expect((await platform.db.one<{ n: number }>('select count(*)::int as n from sandbox_free_rounds where code = $1', [active.partnerBonusCode]))!.n).toBe(1)
  })

  it('queue a second grant on the same game until the first is gone, and a forfeit takes the rest back from the provider', async () => {
    const { client, playerId } = await player()
    const first = await claimed(client, 'welcome-spins')
    expect((await handOver(client, first)).status).toBe(200)
    // Both are active at once: free spins are not one-per-vertical.
    const second = await claimed(client, 'weekly-spins')
    const refused = await handOver(client, second)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ code: 'error.freespin.provider.failed', additionalInfo: { activeReward: { campaignId: 'welcome-spins' } } })
    const queuedId = refused.body.additionalInfo.queuedReward.queuedPlayerBonusId
    expect(queuedId).toMatch(/^Q-/)
    // The queue entry was committed with the refusal.
    expect((await rewards(client, 'ACTIVE')).find((r) => r.campaignId === 'weekly-spins')).toMatchObject({ queuedPlayerBonusId: queuedId, freeSpinDetail: { granted: false } })

    const queued = (body: object) => client.send('POST', '/api/v2/bonus/queued-bonus/claim', body)
    expect((await queued({ campaignId: 'weekly-spins', queuedPlayerBonusId: 'Q-nothing' })).body).toMatchObject({ status: 404, code: 'error.bonus.queued.not.found' })
    expect((await queued({ campaignId: 'weekly-spins', queuedPlayerBonusId: queuedId })).body).toMatchObject({ status: 409, code: 'error.bonus.active.already.exists' })

    const gameId = first.freeSpinDetail.gameIds[0]!
    const view = async () => (await client.get(`/sandbox/api/sessions/${await session(playerId, gameId)}`)).body
    expect((await view()).freeRounds).toEqual({ left: 10, spinValueMinor: 20 })

    const forfeited = await client.send('PUT', `/api/v2/bonus/assignments/${first.assignmentId}`, { state: 'FORFEITED', wageringProgress: 100 })
    expect(forfeited.body).toMatchObject({ state: 'FORFEITED' })
    expect((await view()).freeRounds).toBeNull()

    const now = await queued({ campaignId: 'weekly-spins', queuedPlayerBonusId: queuedId })
    expect(now.status).toBe(200)
    expect(now.body).toMatchObject({ queuedPlayerBonusId: null, freeSpinDetail: { granted: true, spinsLeft: 5 } })
    expect((await view()).freeRounds).toEqual({ left: 5, spinValueMinor: 20 })
    expect((await checkLedger(platform.db)).violations).toEqual([])
  })

  it('are played at the operator’s stake: the player pays nothing, keeps what they win, and the last spin completes the reward', async () => {
    const { client, playerId } = await player()
    const active = await claimed(client, 'weekly-spins')
    expect((await handOver(client, active)).status).toBe(200)
    const gameId = active.freeSpinDetail.gameIds[0]!
    const code = active.partnerBonusCode!
    const spin = async (body: object) => client.send('POST', `/sandbox/api/sessions/${await session(playerId, gameId)}/spins`, { autoplay: false, ...body })

    // Only at the grant's stake, and not in a game the grant is not for.
    expect((await spin({ betMinor: 40, freeRound: true })).body).toMatchObject({ status: 400, code: 'error.game.bet.invalid' })
    let won = 0
    for (let left = 4; left >= 0; left--) {
      // Each round in a session of its own: a session may spin only every 2.5 s.
      const round = await spin({ betMinor: 20, freeRound: true })
      expect(round.status).toBe(200)
      expect(round.body).toMatchObject({ betMinor: 20, freeRoundsLeft: left })
      won += round.body.winMinor
      // The player's balance is what the spins won: nothing was staked from it.
      expect(round.body.balanceMinor).toBe(won)
    }
    expect((await spin({ betMinor: 20, freeRound: true })).body).toMatchObject({ status: 400, code: 'error.game.free.rounds.none' })
    // A spin without the flag stakes the player's own money: what the free spins won, if it covers it.
    const own = await spin({ betMinor: 20 })
    if (won >= 20) expect(own.body).toMatchObject({ freeRoundsLeft: null, balanceMinor: won - 20 + own.body.winMinor })
    else expect(own.body).toMatchObject({ status: 400, code: 'error.game.balance.insufficient', additionalInfo: { balanceMinor: won } })

    const bets = await platform.db.query<{ kind: string; amount_minor: unknown }>(
      `select a.kind, e.amount_minor from ledger_transactions t join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id
        where t.details->>'partnerBonusCode' = $1 and t.type = 'BET' order by t.id, a.kind`,
      [code],
    )
    expect(bets).toHaveLength(10)
    expect(bets.filter((b) => b.kind === 'BONUS_FUNDING').map((b) => Number(b.amount_minor))).toEqual([-20, -20, -20, -20, -20])
    const done = await platform.db.one<{ state: string; spins_left: number }>('select state, spins_left from bonus_assignments where partner_bonus_code = $1', [code])
    expect(done).toEqual({ state: 'COMPLETED', spins_left: 0 })
    expect((await rewards(client, 'ACTIVE')).map((r) => r.campaignId)).not.toContain('weekly-spins')
    expect((await checkLedger(platform.db)).violations).toEqual([])
  })

  it('count a rolled-back free spin back, and refuse a free spin once the reward is forfeited', async () => {
    const { client, playerId } = await player()
    const active = await claimed(client, 'welcome-spins')
    await handOver(client, active)
    const sessionId = await session(playerId, active.freeSpinDetail.gameIds[0]!)
    const outcome = { kind: 'slot', model: 'classic20' }
    const taken = await bet(platform.db, { transactionId: `fs-${randomBytes(6).toString('hex')}`, sessionId, amountMinor: 20, outcome, partnerBonusCode: active.partnerBonusCode! })
    expect(taken).toMatchObject({ status: 'OK', balanceMinor: 0 })
    const spinsLeft = async () => (await platform.db.one<{ spins_left: number }>('select spins_left from bonus_assignments where id = $1', [active.assignmentId]))!.spins_left
    expect(await spinsLeft()).toBe(9)
    expect(await rollback(platform.db, { transactionId: `rb-${taken.transactionId}`, betTransactionId: taken.transactionId })).toMatchObject({ status: 'OK' })
    expect(await spinsLeft()).toBe(10)

    // Someone else's code, or a stake other than the grant's, moves nothing.
    const other = await player()
    const foreign = await bet(platform.db, { transactionId: `fs-${randomBytes(6).toString('hex')}`, sessionId: await session(other.playerId, active.freeSpinDetail.gameIds[0]!), amountMinor: 20, outcome, partnerBonusCode: active.partnerBonusCode! })
    expect(foreign.status).toBe('INVALID_REQUEST')
    expect((await bet(platform.db, { transactionId: `fs-${randomBytes(6).toString('hex')}`, sessionId, amountMinor: 40, outcome, partnerBonusCode: active.partnerBonusCode! })).status).toBe('INVALID_REQUEST')

    await client.send('PUT', `/api/v2/bonus/assignments/${active.assignmentId}`, { state: 'FORFEITED', wageringProgress: 100 })
    expect((await bet(platform.db, { transactionId: `fs-${randomBytes(6).toString('hex')}`, sessionId, amountMinor: 20, outcome, partnerBonusCode: active.partnerBonusCode! })).status).toBe('INVALID_REQUEST')
    expect((await client.send('POST', `/sandbox/api/sessions/${sessionId}/spins`, { betMinor: 20, autoplay: false, freeRound: true })).body).toMatchObject({ code: 'error.game.free.rounds.none' })
    expect((await checkLedger(platform.db)).violations).toEqual([])
  })

  it('are not offered to a player whose country cannot play the game', async () => {
    const game = (await platform.db.one<{ restricted: string[] }>(
      `select p.restricted_countries as restricted from games g join game_providers p on p.id = g.provider_id where g.slug = 'book-of-fortune'`,
    ))!
    const country = (await platform.db.one<{ code: string }>('select code from countries where code = any($1::text[]) order by code limit 1', [game.restricted]))!.code
    const playerId = await createPlayer(platform.db, { currency: 'EUR', countryCode: country })
    const offered = (await (await clientFor(platform, playerId)).get('/api/v2/bonus/rewards?rewardsType=ELIGIBLE')).body as FreeSpinReward[]
    expect(offered.map((r) => r.campaignId)).toContain('welcome-casino')
    expect(offered.filter((r) => r.freeSpinDetail !== null)).toEqual([])
  })

  it('are refused to an account without bonuses', async () => {
    const { client, playerId } = await player()
    const active = await claimed(client, 'welcome-spins')
    await platform.db.query(`update players set flags = flags || '{"bonuses": false}'::jsonb where id = $1`, [playerId])
    expect((await handOver(client, active)).body).toMatchObject({ status: 403, code: 'error.bonus.not.allowed' })
  })
})
