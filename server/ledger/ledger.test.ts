/**
 * The ledger's guarantees, on PGlite or (TEST_DATABASE_URL) PostgreSQL: balanced movements only,
 * projections that follow their entries, no player overdraft, history that cannot be rewritten,
 * reversals as new entries, and balance notifications only for what commits.
 */
import { describe, expect, it } from 'vitest'
import type { Db } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { seed } from '../seed/seed.ts'
import { withSeededTestDatabase } from '../testing/database.ts'
import { openTestDatabase } from '../testing/platform.ts'
import { createPlayer, fund, mainBalance } from '../wallet/test-support.ts'
import { MONEY_ISOLATION } from './idempotency.ts'
import { checkLedger } from './invariants.ts'
import { accountId, house, InsufficientFunds, player, playerBalances, post, reverse, type Movement } from './ledger.ts'
import { WALLET_BALANCE_CHANNEL } from './notifications.ts'

let db: Db
withSeededTestDatabase((opened) => (db = opened))

/** A stake: the player's MAIN account pays the game house. */
const stake = (playerId: string, reference: string, amountMinor: number): Movement => ({
  reference,
  playerId,
  type: 'BET',
  category: 'CASINO',
  currency: 'NOK',
  entries: [
    { account: player(playerId, 'MAIN'), amountMinor: -amountMinor },
    { account: house('GAME_HOUSE'), amountMinor },
  ],
})

const counts = async () =>
  (await db.one<{ t: number; e: number }>('select (select count(*)::int from ledger_transactions) as t, (select count(*)::int from ledger_entries) as e'))!

describe('posting', () => {
  it('records a balanced movement, moves the player projection and records the balance after the player entry', async () => {
    const id = await createPlayer(db)
    await fund(db, id, 10_000)
    const house = async () =>
      (await db.one<{ balance_minor: unknown; entry_count: unknown }>(`select balance_minor, entry_count from ledger_house_balances where kind = 'GAME_HOUSE' and currency = 'NOK'`)) ?? { balance_minor: 0, entry_count: 0 }
    const houseBefore = await house()
    const posted = await db.transaction((tx) => post(tx, stake(id, `T-${id}-1`, 2_500)))
    // The house account has no balance of its own: its entry records none.
    expect(posted.entries.map((e) => [e.amountMinor, e.balanceAfterMinor])).toEqual([
      [-2_500, 7_500],
      [2_500, null],
    ])
    expect((await playerBalances(db, id))!.balances).toEqual({ MAIN: 7_500, LOCKED: 0, BONUS_SPORTS: 0, BONUS_CASINO: 0, BONUS_LIVE_CASINO: 0 })
    const houseAfter = await house()
    expect([Number(houseAfter.balance_minor), Number(houseAfter.entry_count)]).toEqual([Number(houseBefore.balance_minor) + 2_500, Number(houseBefore.entry_count) + 1])
    // Its row is neither written nor locked by a movement.
    const row = await db.one<{ balance_minor: unknown; entry_count: unknown }>(`select balance_minor, entry_count from ledger_accounts where player_id is null and kind = 'GAME_HOUSE' and currency = 'NOK'`)
    expect([Number(row!.balance_minor), Number(row!.entry_count)]).toEqual([0, 0])
  })

  it('refuses an unbalanced movement, a zero entry and a single entry before writing anything', async () => {
    const id = await createPlayer(db)
    const before = await counts()
    const unbalanced = { ...stake(id, `T-${id}-u`, 100), entries: [{ account: player(id, 'MAIN'), amountMinor: 100 }, { account: house('FEES'), amountMinor: -99 }] }
    await expect(db.transaction((tx) => post(tx, unbalanced))).rejects.toThrow('does not balance: its entries sum to 1')
    const zero = { ...stake(id, `T-${id}-z`, 100), entries: [{ account: player(id, 'MAIN'), amountMinor: 0 }, { account: house('FEES'), amountMinor: 0 }] }
    await expect(db.transaction((tx) => post(tx, zero))).rejects.toThrow('amounts are non-zero integers')
    await expect(db.transaction((tx) => post(tx, { ...stake(id, `T-${id}-s`, 1), entries: [stake(id, 'x', 1).entries[0]!] }))).rejects.toThrow('at least two entries')
    expect(await counts()).toEqual(before)
  })

  it('has the database refuse an unbalanced transaction written around post(), at commit', async () => {
    const id = await createPlayer(db)
    await fund(db, id, 1_000)
    const account = (await db.one<{ id: number }>(`select id from ledger_accounts where player_id = $1 and kind = 'MAIN'`, [id]))!.id
    const before = await counts()
    await expect(
      db.transaction(async (tx) => {
        const t = await tx.one<{ id: number }>(`insert into ledger_transactions (reference, player_id, type, category) values ($1, $2, 'DEPOSIT', 'PAYMENT') returning id`, [`RAW-${id}`, id])
        await tx.query('insert into ledger_entries (transaction_id, account_id, amount_minor, balance_after_minor, account_sequence) values ($1, $2, 500, 0, 0)', [t!.id, account])
      }),
    ).rejects.toMatchObject({ code: '23514' })
    expect(await counts()).toEqual(before)
    expect(await mainBalance(db, id)).toEqual({ main: 1_000, locked: 0 })
  })

  it('throws InsufficientFunds for an overdraft, leaves nothing behind, and the transaction goes on', async () => {
    const id = await createPlayer(db)
    await fund(db, id, 1_000)
    const before = await counts()
    const after = await db.transaction(async (tx) => {
      await expect(post(tx, stake(id, `T-${id}-over`, 1_001))).rejects.toBeInstanceOf(InsufficientFunds)
      // The savepoint kept the outer transaction usable: a smaller movement still posts.
      return post(tx, stake(id, `T-${id}-fits`, 1_000))
    })
    expect(after.entries[0]!.balanceAfterMinor).toBe(0)
    expect((await counts()).t).toBe(before.t + 1)
    expect(await mainBalance(db, id)).toEqual({ main: 0, locked: 0 })
  })

  it('posts a reference once', async () => {
    const id = await createPlayer(db)
    await fund(db, id, 1_000)
    await db.transaction((tx) => post(tx, stake(id, `T-${id}-once`, 10)))
    await expect(db.transaction((tx) => post(tx, stake(id, `T-${id}-once`, 10)))).rejects.toMatchObject({ code: '23505' })
    expect(await mainBalance(db, id)).toEqual({ main: 990, locked: 0 })
  })
})

describe('without a savepoint', () => {
  it('posts a movement whose funds the caller checked, and the database still refuses an overdraft: the transaction ends, nothing is written', async () => {
    const id = await createPlayer(db)
    await fund(db, id, 1_000)
    const before = await counts()
    let after: unknown
    await expect(
      db.transaction(async (tx) => {
        await expect(post(tx, stake(id, `T-${id}-unchecked`, 1_001), { fundsChecked: true })).rejects.toThrow('overdrew a player balance')
        // No savepoint was rolled back to: the transaction cannot go on.
        after = await tx.query('select 1').catch((error: { code?: string }) => error.code)
        throw new Error('rolled back')
      }, { isolation: MONEY_ISOLATION, attempts: 1 }),
    ).rejects.toThrow('rolled back')
    expect(after).toBe('25P02')
    expect(await counts()).toEqual(before)
    expect(await mainBalance(db, id)).toEqual({ main: 1_000, locked: 0 })
    const posted = await db.transaction((tx) => post(tx, stake(id, `T-${id}-checked`, 1_000), { fundsChecked: true }))
    expect(posted.entries[0]!.balanceAfterMinor).toBe(0)
  })
})

describe('account ids', () => {
  it('are remembered per database: two databases holding the same accounts under other ids each get their own', async () => {
    const other = await openTestDatabase()
    try {
      await migrate(other.db)
      await seed(other.db)
      // The same two house accounts, made in opposite orders in the two databases.
      await db.transaction(async (tx) => [await accountId(tx, house('FEES'), 'XTA'), await accountId(tx, house('FEES'), 'XTB')])
      await other.db.transaction(async (tx) => [await accountId(tx, house('FEES'), 'XTB'), await accountId(tx, house('FEES'), 'XTA')])
      const stored = async (d: Db, currency: string) =>
        Number((await d.one<{ id: unknown }>(`select id from ledger_accounts where player_id is null and kind = 'FEES' and currency = $1`, [currency]))!.id)
      expect(await stored(db, 'XTA')).not.toBe(await stored(other.db, 'XTA'))
      // Each asked three times: the first reads the row, the others are answered from the memo.
      for (const d of [db, other.db, db, other.db, db, other.db]) {
        for (const currency of ['XTA', 'XTB']) {
          expect(await d.transaction((tx) => accountId(tx, house('FEES'), currency))).toBe(await stored(d, currency))
        }
      }
      expect(db.memo.has('ledger-account::FEES:XTA')).toBe(true)
    } finally {
      await other.drop()
    }
  }, 180_000)

  it('are not remembered from a transaction that created the account and rolled back', async () => {
    const id = await createPlayer(db)
    await expect(
      db.transaction(async (tx) => {
        await accountId(tx, player(id, 'BONUS_SPORTS'), 'NOK')
        // Found this time, but written by this transaction: not remembered.
        await accountId(tx, player(id, 'BONUS_SPORTS'), 'NOK')
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await db.one('select 1 from ledger_accounts where player_id = $1', [id])).toBeNull()
    const created = await db.transaction((tx) => accountId(tx, player(id, 'BONUS_SPORTS'), 'NOK'))
    const row = await db.one<{ id: unknown }>(`select id from ledger_accounts where player_id = $1 and kind = 'BONUS_SPORTS'`, [id])
    expect(created).toBe(Number(row!.id))
  })
})

describe('the house account', () => {
  it("is no shared lock: one player's movement commits while another's is still open on the same house account", async () => {
    const [a, b] = [await createPlayer(db), await createPlayer(db)]
    await fund(db, a, 1_000)
    await fund(db, b, 1_000)
    const order: string[] = []
    let aPosted: () => void
    const aHolds = new Promise<void>((resolve) => (aPosted = resolve))
    let bFinished: () => void
    const bDone = new Promise<void>((resolve) => (bFinished = resolve))
    const first = db.transaction(
      async (tx) => {
        await post(tx, stake(a, `H-${a}`, 100))
        aPosted()
        // PostgreSQL: stay open until B has committed. PGlite is one connection, so B cannot start
        // before A ends: A gives up waiting and commits first.
        await Promise.race([bDone, new Promise((resolve) => setTimeout(resolve, 300))])
        order.push('A')
      },
      { isolation: MONEY_ISOLATION, attempts: 1 },
    )
    await aHolds
    // Before migration 026 B queued on the GAME_HOUSE row A had updated: here it would wait the
    // lock timeout out and fail (55P03) instead of committing.
    const second = db
      .transaction(
        async (tx) => {
          await tx.query(`set local lock_timeout = '2s'`)
          await post(tx, stake(b, `H-${b}`, 100))
          order.push('B')
        },
        { isolation: MONEY_ISOLATION, attempts: 1 },
      )
      .finally(() => bFinished())
    await Promise.all([first, second])
    expect(order).toEqual(db.driver === 'postgres' ? ['B', 'A'] : ['A', 'B'])
    expect([await mainBalance(db, a), await mainBalance(db, b)]).toEqual([{ main: 900, locked: 0 }, { main: 900, locked: 0 }])
    expect((await checkLedger(db)).violations).toEqual([])
  }, 20_000)
})

describe('append-only', () => {
  it('refuses to update, delete or truncate entries and transactions, and to set a balance directly', async () => {
    const id = await createPlayer(db)
    await fund(db, id, 500)
    for (const sql of [
      'update ledger_entries set amount_minor = amount_minor + 1',
      'delete from ledger_entries',
      'truncate ledger_entries',
      `update ledger_transactions set type = 'WIN'`,
      'delete from ledger_transactions',
      'truncate ledger_transactions cascade',
      'update ledger_accounts set balance_minor = balance_minor + 100',
      `update ledger_accounts set kind = 'FEES' where player_id is null`,
      'delete from ledger_accounts',
    ]) {
      await expect(db.query(sql), sql).rejects.toMatchObject({ code: '42501' })
    }
    expect(await mainBalance(db, id)).toEqual({ main: 500, locked: 0 })
    expect((await checkLedger(db)).violations).toEqual([])
  })

  it('undoes a movement with a new, opposite one, once', async () => {
    const id = await createPlayer(db)
    await fund(db, id, 800)
    const original = await db.transaction((tx) => post(tx, stake(id, `T-${id}-r`, 300)))
    const reversal = await db.transaction((tx) => reverse(tx, original.transactionId, { reference: `R-${id}`, type: 'BET_VOID' }))
    expect(reversal.entries.map((e) => e.amountMinor).sort((a, b) => a - b)).toEqual([-300, 300])
    expect(await mainBalance(db, id)).toEqual({ main: 800, locked: 0 })
    const rows = await db.query<{ reference: string; reverses: unknown }>('select reference, reverses from ledger_transactions where player_id = $1 order by id', [id])
    expect(rows.map((r) => [r.reference, r.reverses === null ? null : Number(r.reverses)])).toEqual([
      [expect.stringMatching(/^DEP-/), null],
      [`T-${id}-r`, null],
      [`R-${id}`, original.transactionId],
    ])
    await expect(db.transaction((tx) => reverse(tx, original.transactionId, { reference: `R2-${id}`, type: 'BET_VOID' }))).rejects.toMatchObject({ code: '23505' })
  })
})

describe('balance notifications', () => {
  it('announce the players whose balance moved, only once the movement commits', async () => {
    const heard: string[] = []
    const stop = await db.listen!(WALLET_BALANCE_CHANNEL, (playerId) => heard.push(playerId))
    try {
      const id = await createPlayer(db)
      await fund(db, id, 600)
      await expect(
        db.transaction(async (tx) => {
          await post(tx, stake(id, `T-${id}-rolled-back`, 100))
          throw new Error('changed my mind')
        }),
      ).rejects.toThrow('changed my mind')
      await db.transaction((tx) => post(tx, stake(id, `T-${id}-kept`, 100)))
      await expect.poll(() => heard.filter((p) => p === id).length).toBe(2)
      // Nothing more arrives for the rolled-back movement.
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(heard.filter((p) => p === id)).toEqual([id, id])
    } finally {
      await stop()
    }
  })
})
