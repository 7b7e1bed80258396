/** Runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../testing/platform.ts'
import type { Db } from './database.ts'
import { listMigrations, migrate } from './migrate.ts'

let db: Db
let drop: () => Promise<void>

beforeAll(async () => {
  ;({ db, drop } = await openTestDatabase({ empty: true }))
  await db.exec('create table ledger (id serial primary key, amount_minor bigint not null)')
})
afterAll(() => drop?.())

describe('transactions', () => {
  it('commits when the function resolves', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query('insert into ledger (amount_minor) values ($1)', [500])
      return tx.one<{ n: number }>('select count(*)::int as n from ledger')
    })
    expect(result).toEqual({ n: 1 })
    expect(await db.one('select count(*)::int as n from ledger')).toEqual({ n: 1 })
  })

  it('rolls back every statement when the function throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into ledger (amount_minor) values ($1)', [100])
        await tx.query('insert into ledger (amount_minor) values ($1)', [200])
        throw new Error('declined')
      }),
    ).rejects.toThrow('declined')
    expect(await db.query('select amount_minor from ledger order by id')).toEqual([{ amount_minor: expect.anything() }])
  })

  it('rolls back when a statement fails', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into ledger (amount_minor) values ($1)', [300])
        await tx.query('insert into ledger (amount_minor) values (null)')
      }),
    ).rejects.toThrow()
    expect(await db.one('select count(*)::int as n from ledger')).toEqual({ n: 1 })
  })

  it('returns null from one() when there is no row', async () => {
    expect(await db.one('select 1 from ledger where id = -1')).toBeNull()
  })
})

describe('migrations', () => {
  it('applies every file once, in order, and nothing on a second run', async () => {
    const all = listMigrations().map((m) => m.version)
    expect(all).toEqual([...all].sort())
    expect(await migrate(db)).toEqual(all)
    expect(await migrate(db)).toEqual([])
    const recorded = await db.query<{ version: string }>('select version from schema_migrations order by version')
    expect(recorded.map((r) => r.version)).toEqual(all)
  })

  it('leaves no trace of a migration that fails', async () => {
    const broken = [{ version: '999_broken', sql: 'create table half_done (id int); select * from no_such_table;' }]
    await expect(migrate(db, broken)).rejects.toThrow()
    expect(await db.one(`select to_regclass('half_done') as t`)).toEqual({ t: null })
    expect(await db.one(`select 1 as x from schema_migrations where version = '999_broken'`)).toBeNull()
  })
})
