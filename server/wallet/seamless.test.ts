/**
 * The seamless wallet on PGlite or (TEST_DATABASE_URL) PostgreSQL: bets, wins and rollbacks move
 * money through the ledger once per transaction id, a replay gets the first answer, refusals come
 * with the balance, wins and rollbacks are paid on expired sessions, limits hold per bet, rounds
 * are recorded for recall, and parallel bets never overdraw (on PostgreSQL they really run at once).
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { clientFor, createPlayer, fund } from './test-support.ts'
import { bet, rollback, win } from './seamless.ts'

let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform()
}, 180_000)
afterAll(() => platform?.close())

const txId = () => `tx-${randomUUID()}`
const outcome = { kind: 'slot', model: 'classic20' }

async function realSession(options: { fundedMinor?: number; expired?: boolean } = {}) {
  const playerId = await createPlayer(platform.db, { currency: 'EUR', countryCode: 'FI' })
  if (options.fundedMinor) await fund(platform.db, playerId, options.fundedMinor)
  const game = (await platform.db.one<{ id: string }>(`select id from games where enabled and type = 'CASINO' order by id limit 1`))!
  const sessionId = randomBytes(32).toString('hex')
  await platform.db.query(
    `insert into game_sessions (id, game_id, mode, player_id, jurisdiction, currency, language, channel, expires_at)
     values ($1, $2, 'real', $3, 'FI', 'EUR', 'en', 'web', now() + ($4 || ' minutes')::interval)`,
    [sessionId, game.id, playerId, options.expired ? '-1' : '30'],
  )
  return { playerId, sessionId, gameId: game.id }
}

async function balance(playerId: string): Promise<number> {
  const row = await platform.db.one<{ b: unknown }>(`select balance_minor as b from ledger_accounts where player_id = $1 and kind = 'MAIN'`, [playerId])
  return Number(row?.b ?? 0)
}

const ledgerCount = async (playerId: string) =>
  (await platform.db.one<{ n: number }>(`select count(*)::int as n from ledger_transactions where player_id = $1 and reference like 'seamless:%'`, [playerId]))!.n

describe('seamless wallet', () => {
  it('takes a bet and pays a win through the ledger, and records the round for recall', async () => {
    const { playerId, sessionId, gameId } = await realSession({ fundedMinor: 10_000 })
    const betId = txId()

    const taken = await bet(platform.db, { transactionId: betId, sessionId, amountMinor: 200, outcome })
    expect(taken).toMatchObject({ status: 'OK', transactionId: betId, balanceMinor: 9_800, currency: 'EUR' })
    const paid = await win(platform.db, { transactionId: txId(), betTransactionId: betId, amountMinor: 500, outcome: { ...outcome, winMinor: 500 } })
    expect(paid).toMatchObject({ status: 'OK', balanceMinor: 10_300, roundId: taken.roundId })

    expect(await balance(playerId)).toBe(10_300)
    const round = await platform.db.one<{ bet_minor: unknown; win_minor: unknown; status: string; game_id: string; outcome: unknown }>('select * from game_rounds where id = $1', [taken.roundId])
    expect({ ...round, bet_minor: Number(round!.bet_minor), win_minor: Number(round!.win_minor) }).toMatchObject({
      bet_minor: 200, win_minor: 500, status: 'settled', game_id: gameId, outcome: { ...outcome, winMinor: 500 },
    })
    const types = await platform.db.query<{ type: string }>(`select type from ledger_transactions where player_id = $1 and reference like 'seamless:%' order by id`, [playerId])
    expect(types.map((t) => t.type)).toEqual(['BET', 'WIN'])
  })

  it('answers a replayed bet, win or rollback with the first answer and moves the money once', async () => {
    const { playerId, sessionId } = await realSession({ fundedMinor: 1_000 })
    const betId = txId()
    const first = await bet(platform.db, { transactionId: betId, sessionId, amountMinor: 300, outcome })
    const replay = await bet(platform.db, { transactionId: betId, sessionId, amountMinor: 300, outcome })
    expect(JSON.stringify(replay)).toBe(JSON.stringify(first))
    // Even a replay that differs gets the first answer: the id is the key.
    expect(await bet(platform.db, { transactionId: betId, sessionId, amountMinor: 999, outcome })).toEqual(first)

    const winId = txId()
    const paid = await win(platform.db, { transactionId: winId, betTransactionId: betId, amountMinor: 100 })
    expect(await win(platform.db, { transactionId: winId, betTransactionId: betId, amountMinor: 100 })).toEqual(paid)

    const undoId = txId()
    const undone = await rollback(platform.db, { transactionId: undoId, betTransactionId: betId })
    expect(undone).toMatchObject({ status: 'OK', balanceMinor: 1_100 })
    expect(await rollback(platform.db, { transactionId: undoId, betTransactionId: betId })).toEqual(undone)
    // A second rollback of the same bet under another id is acknowledged and moves nothing.
    expect(await rollback(platform.db, { transactionId: txId(), betTransactionId: betId })).toMatchObject({ status: 'OK', balanceMinor: 1_100 })

    expect(await balance(playerId)).toBe(1_100)
    expect(await ledgerCount(playerId)).toBe(3)
  })

  it("answers a bet whose stake completes a bonus's wagering with the balance the released bonus is part of", async () => {
    const { playerId, sessionId } = await realSession({ fundedMinor: 100_000 })
    const client = await clientFor(platform, playerId)
    const offers = (await client.get('/api/v2/bonus/rewards?rewardsType=ELIGIBLE')).body as { campaignId: string; assignmentId: string }[]
    const assignmentId = offers.find((r) => r.campaignId === 'welcome-casino')!.assignmentId
    expect((await client.send('POST', '/api/v2/bonus/rewards/claim', { bonusAssignmentId: assignmentId, state: 'ACTIVATED' })).status).toBe(200)
    // €10 to be wagered ten times: this one stake meets the €100, and the €10 go into MAIN in the
    // bet's own transaction, after the stake's movement.
    const taken = await bet(platform.db, { transactionId: txId(), sessionId, amountMinor: 10_000, outcome })
    expect(taken).toMatchObject({ status: 'OK', balanceMinor: 100_000 - 10_000 + 1_000 })
    expect(await balance(playerId)).toBe(91_000)
  })

  it('answers a bet the balance does not cover with the balance, and a replay of it the same way', async () => {
    const { playerId, sessionId } = await realSession({ fundedMinor: 150 })
    const betId = txId()
    const refused = await bet(platform.db, { transactionId: betId, sessionId, amountMinor: 200, outcome })
    expect(refused).toEqual({ status: 'INSUFFICIENT_FUNDS', transactionId: betId, balanceMinor: 150, currency: 'EUR', roundId: null })
    await fund(platform.db, playerId, 1_000)
    // The first answer stands even though the money is there now.
    expect(await bet(platform.db, { transactionId: betId, sessionId, amountMinor: 200, outcome })).toEqual(refused)
    // Rolling back a refused bet moves nothing.
    expect(await rollback(platform.db, { transactionId: txId(), betTransactionId: betId })).toMatchObject({ status: 'OK', balanceMinor: 1_150 })
    expect(await ledgerCount(playerId)).toBe(0)
    expect((await platform.db.one<{ n: number }>('select count(*)::int as n from game_rounds where player_id = $1', [playerId]))!.n).toBe(0)
  })

  it('refuses a bet on an expired session but pays the win and the rollback of earlier bets', async () => {
    const { playerId, sessionId } = await realSession({ fundedMinor: 1_000 })
    const betA = txId()
    const betB = txId()
    await bet(platform.db, { transactionId: betA, sessionId, amountMinor: 100, outcome })
    await bet(platform.db, { transactionId: betB, sessionId, amountMinor: 100, outcome })
    await platform.db.query(`update game_sessions set expires_at = now() - interval '1 minute' where id = $1`, [sessionId])

    expect(await bet(platform.db, { transactionId: txId(), sessionId, amountMinor: 100, outcome })).toMatchObject({ status: 'SESSION_EXPIRED', balanceMinor: 800 })
    expect(await win(platform.db, { transactionId: txId(), betTransactionId: betA, amountMinor: 250 })).toMatchObject({ status: 'OK', balanceMinor: 1_050 })
    expect(await rollback(platform.db, { transactionId: txId(), betTransactionId: betB })).toMatchObject({ status: 'OK', balanceMinor: 1_150 })
    expect(await balance(playerId)).toBe(1_150)
  })

  it('enforces the loss and spend limits on every bet', async () => {
    const { playerId, sessionId } = await realSession({ fundedMinor: 10_000 })
    await platform.db.query(`insert into rg_limits (player_id, kind, period, limit_minor, start_at) values ($1, 'spend', 'D', 500, now())`, [playerId])
    expect(await bet(platform.db, { transactionId: txId(), sessionId, amountMinor: 300, outcome })).toMatchObject({ status: 'OK' })
    expect(await bet(platform.db, { transactionId: txId(), sessionId, amountMinor: 300, outcome })).toMatchObject({ status: 'LIMIT_EXCEEDED', balanceMinor: 9_700 })
    expect(await bet(platform.db, { transactionId: txId(), sessionId, amountMinor: 200, outcome })).toMatchObject({ status: 'OK', balanceMinor: 9_500 })

    const other = await realSession({ fundedMinor: 10_000 })
    await platform.db.query(`insert into rg_limits (player_id, kind, period, limit_minor, start_at) values ($1, 'loss', 'W', 1000, now())`, [other.playerId])
    expect(await bet(platform.db, { transactionId: txId(), sessionId: other.sessionId, amountMinor: 1_001, outcome })).toMatchObject({ status: 'LIMIT_EXCEEDED' })
    expect(await bet(platform.db, { transactionId: txId(), sessionId: other.sessionId, amountMinor: 1_000, outcome })).toMatchObject({ status: 'OK' })
  })

  it('does not know a win or rollback of a bet it never took', async () => {
    const { sessionId } = await realSession({ fundedMinor: 1_000 })
    expect(sessionId).toBeTruthy()
    expect(await win(platform.db, { transactionId: txId(), betTransactionId: 'never-sent', amountMinor: 100 })).toMatchObject({ status: 'TRANSACTION_NOT_FOUND' })
    expect(await rollback(platform.db, { transactionId: txId(), betTransactionId: 'never-sent' })).toMatchObject({ status: 'TRANSACTION_NOT_FOUND' })
  })

  it('never overdraws with parallel bets, and moves money once for parallel replays', async () => {
    const { playerId, sessionId } = await realSession({ fundedMinor: 1_000 })
    // Twenty bets of 100 at once against 1,000: exactly ten are taken.
    const answers = await Promise.all(Array.from({ length: 20 }, () => bet(platform.db, { transactionId: txId(), sessionId, amountMinor: 100, outcome })))
    expect(answers.filter((a) => a.status === 'OK')).toHaveLength(10)
    expect(answers.filter((a) => a.status === 'INSUFFICIENT_FUNDS')).toHaveLength(10)
    expect(await balance(playerId)).toBe(0)

    // The same win sent eight times at once is paid once, and every copy gets the same answer.
    const taken = answers.find((a) => a.status === 'OK')!
    const winId = txId()
    const wins = await Promise.all(Array.from({ length: 8 }, () => win(platform.db, { transactionId: winId, betTransactionId: taken.transactionId, amountMinor: 700 })))
    expect(new Set(wins.map((w) => JSON.stringify(w))).size).toBe(1)
    expect(wins[0]).toMatchObject({ status: 'OK', balanceMinor: 700 })
    expect(await balance(playerId)).toBe(700)

    // The same bet sent eight times at once is taken once.
    const betId = txId()
    const bets = await Promise.all(Array.from({ length: 8 }, () => bet(platform.db, { transactionId: betId, sessionId, amountMinor: 50, outcome })))
    expect(new Set(bets.map((b) => JSON.stringify(b))).size).toBe(1)
    expect(await balance(playerId)).toBe(650)
    expect(await ledgerCount(playerId)).toBe(12)
  })
})
