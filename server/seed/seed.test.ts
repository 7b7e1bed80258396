/**
 * The production seed (`{ demoPlayers: false }`): the reference data every operator needs arrives,
 * no account with a published password does, and a second run changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { methodsByMarket } from '../payments/methods.ts'
import { openTestDatabase } from '../testing/platform.ts'
import { demoPlayers } from './demo-players.ts'
import { markets } from './markets.ts'
import { seed } from './seed.ts'

let db: Db
let drop: () => Promise<void>

beforeAll(async () => {
  ;({ db, drop } = await openTestDatabase({ empty: true }))
  await migrate(db)
  await seed(db, { demoPlayers: false })
}, 180_000)
afterAll(() => drop?.())

const methods = async () =>
  (await db.query<{ market: string; method: string }>('select market, method from payment_methods order by market, position')).map((r) => `${r.market}:${r.method}`)

describe('the production seed', () => {
  it('gives every market its payment methods, so the first real player can deposit', async () => {
    const expected = markets.flatMap((m) => methodsByMarket[m.id].map((method) => `${m.id}:${method}`)).sort()
    expect(expected.length).toBeGreaterThan(markets.length)
    expect((await methods()).sort()).toEqual(expected)
  })

  it('creates no demo player and no money', async () => {
    const emails = (await db.query<{ email: string }>('select email from players')).map((r) => r.email)
    for (const demo of demoPlayers) expect(emails).not.toContain(demo.email)
    expect((await db.one<{ n: number }>('select count(*)::int as n from ledger_transactions'))!.n).toBe(0)
  })

  it('changes nothing when it runs again', async () => {
    const before = await methods()
    await seed(db, { demoPlayers: false })
    expect(await methods()).toEqual(before)
  })
})
