/** The history the player reads, from the ledger: pages of 10, newest first, filters, net position. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { house, player, post } from '../ledger/ledger.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { clientFor, createPlayer, fund, key, type Client } from './test-support.ts'

let platform: TestPlatform
let c: Client

/** Twelve deposits of 1 000 … 12 000, a withdrawal, a cancelled one, and some play, on known dates. */
beforeAll(async () => {
  platform = await startTestPlatform()
  c = await clientFor(platform, await createPlayer(platform.db))
  for (let i = 1; i <= 12; i++) await fund(platform.db, c.playerId, i * 1_000)
  const withdrawn = await c.send('POST', '/api/v1/player/wallet/withdrawals', { amountMinor: 5_000 }, key())
  const taken = await c.send('POST', '/api/v1/player/wallet/withdrawals', { amountMinor: 2_000 }, key())
  await c.send('POST', '/api/v1/player/wallet/withdrawal/cancellation', { pendingWithdrawalId: taken.body.pendingWithdrawalId, amountMinor: 2_000, cancelByPlayer: true }, key())
  expect(withdrawn.status).toBe(201)
  await platform.db.transaction(async (tx) => {
    await post(tx, { reference: `BET-${c.playerId}`, playerId: c.playerId, type: 'BET', category: 'CASINO', currency: 'NOK', entries: [{ account: player(c.playerId, 'MAIN'), amountMinor: -3_000 }, { account: house('GAME_HOUSE'), amountMinor: 3_000 }] })
    await post(tx, { reference: `WIN-${c.playerId}`, playerId: c.playerId, type: 'WIN', category: 'CASINO', currency: 'NOK', entries: [{ account: player(c.playerId, 'MAIN'), amountMinor: 1_000 }, { account: house('GAME_HOUSE'), amountMinor: -1_000 }] })
    await post(tx, { reference: `BONUS-${c.playerId}`, playerId: c.playerId, type: 'DEPOSIT', category: 'BONUS', currency: 'NOK', entries: [{ account: player(c.playerId, 'BONUS_CASINO'), amountMinor: 500 }, { account: house('BONUS_FUNDING'), amountMinor: -500 }] })
  })
  // The first deposit is moved to 2024-01-15 09:30 in Oslo (08:30 UTC), to test dates and hours.
  await platform.db.query(`alter table ledger_transactions disable trigger ledger_transactions_append_only`)
  await platform.db.query(
    `update ledger_transactions set created_at = '2024-01-15T08:30:00Z'
      where id = (select min(t.id) from ledger_transactions t where t.player_id = $1 and t.type = 'DEPOSIT' and t.category = 'PAYMENT')`,
    [c.playerId],
  )
  await platform.db.query(`alter table ledger_transactions enable trigger ledger_transactions_append_only`)
}, 180_000)
afterAll(() => platform?.close())

type Item = { referenceId: string; type: string; category: string; status: string; amountMinor: number; balanceAfterTransactionMinor: number; transactionDate: string; walletId: string }
const list = async (query = '') => (await c.get(`/api/v1/player/wallet/transactions${query}`)).body as { items: Item[]; hasMore: boolean }

describe('transaction history', () => {
  it('pages 10 at a time, newest first, with hasMore until the last page', async () => {
    const first = await list()
    expect(first.items).toHaveLength(10)
    expect(first.hasMore).toBe(true)
    expect(first.items.slice(0, 5).map((t) => [t.type, t.category, t.status, t.amountMinor])).toEqual([
      ['DEPOSIT', 'BONUS', 'SUCCESS', 500],
      ['WIN', 'CASINO', 'SUCCESS', 1_000],
      ['BET', 'CASINO', 'SUCCESS', -3_000],
      ['CANCELED', 'PAYMENT', 'SUCCESS', 2_000],
      ['WITHDRAW', 'PAYMENT', 'CANCELLED', -2_000],
    ])
    // 12 deposits, 2 withdrawals, a cancel, a stake, a win and a bonus: 18 lines.
    const second = await list('?offset=10')
    expect(second.hasMore).toBe(false)
    expect(second.items).toHaveLength(8)
    expect(await list('?offset=18')).toEqual({ items: [], hasMore: false })
    const all = [...first.items, ...second.items]
    expect(new Set(all.map((t) => t.referenceId)).size).toBe(all.length)
    const dates = all.map((t) => t.transactionDate)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(all.at(-1)).toMatchObject({ type: 'DEPOSIT', amountMinor: 1_000, transactionDate: '2024-01-15T08:30:00.000Z' })
  })

  it('shows the balance after each line and keeps bonus money on its own wallet', async () => {
    const { items } = await list('?limit=20')
    const cash = items.filter((t) => t.category !== 'BONUS')
    // Newest first: each line's balance before it is the next line's balance after.
    for (let i = 0; i < cash.length - 1; i++) expect(cash[i]!.balanceAfterTransactionMinor - cash[i]!.amountMinor).toBe(cash[i + 1]!.balanceAfterTransactionMinor)
    const bonus = items.find((t) => t.category === 'BONUS')!
    expect(bonus.referenceId).toMatch(/:BONUS_CASINO$/)
    expect(bonus.walletId).not.toBe(cash[0]!.walletId)
  })

  it('filters by category, status, dates and hour in the player’s time zone', async () => {
    expect((await list('?category=CASINO')).items.map((t) => t.type)).toEqual(['WIN', 'BET'])
    expect((await list('?status=PENDING')).items.map((t) => [t.type, t.amountMinor])).toEqual([['WITHDRAW', -5_000]])
    expect((await list('?status=CANCELLED')).items.map((t) => t.amountMinor)).toEqual([-2_000])
    expect((await list('?from=2024-01-15&to=2024-01-15')).items.map((t) => t.amountMinor)).toEqual([1_000])
    expect((await list('?from=2024-01-16&to=2024-01-16')).items).toEqual([])
    expect((await list('?to=2024-01-14')).items).toEqual([])
    expect((await list('?from=2024-01-01&to=2024-01-31&hour=9')).items.map((t) => t.amountMinor)).toEqual([1_000])
    expect((await list('?from=2024-01-01&to=2024-01-31&hour=8')).items).toEqual([])
    expect((await list('?category=PAYMENT&limit=3')).hasMore).toBe(true)
  })

  it('refuses filters outside the contract', async () => {
    for (const query of ['?hour=24', '?limit=0', '?category=POKER', '?from=15-01-2024']) expect((await c.get(`/api/v1/player/wallet/transactions${query}`)).status).toBe(400)
  })
})

describe('net position and win/loss', () => {
  it('is deposits less withdrawals, and wins less stakes', async () => {
    expect((await c.get('/api/v1/player/wallet/net-position-win-loss')).body).toEqual({ netPositionMinor: 78_000 - 5_000, winLossMinor: -2_000, currency: 'NOK' })
    expect((await c.get('/api/v1/player/transaction-summary')).body).toEqual({ totalDepositsCount: 12 })
    expect((await c.get('/api/v1/player/wallet/net-position-win-loss?from=2030-01-01')).body).toEqual({ netPositionMinor: 0, winLossMinor: 0, currency: 'NOK' })
    expect((await c.get('/api/v1/player/wallet/net-position-win-loss?from=2025-01-02&to=2025-01-01')).status).toBe(400)
  })
})
