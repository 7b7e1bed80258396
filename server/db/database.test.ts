/** Runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../testing/platform.ts'
import type { Db } from './database.ts'
import { checksumOf, listMigrations, migrate, MigrationMismatchError } from './migrate.ts'

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
    const broken = [...listMigrations(), { version: '999_broken', sql: 'create table half_done (id int); select * from no_such_table;' }]
    await expect(migrate(db, broken)).rejects.toThrow()
    expect(await db.one(`select to_regclass('half_done') as t`)).toEqual({ t: null })
    expect(await db.one(`select 1 as x from schema_migrations where version = '999_broken'`)).toBeNull()
  })

  it('records the checksum of every file it applied', async () => {
    const recorded = await db.query<{ version: string; checksum: string }>('select version, checksum from schema_migrations order by version')
    expect(recorded).toEqual(listMigrations().map((m) => ({ version: m.version, checksum: checksumOf(m.sql) })))
    expect(checksumOf('a;\r\nb;\r\n')).toBe(checksumOf('a;\nb;\n'))
  })

  it('refuses to go on when an applied migration was changed, naming it and the fix', async () => {
    const files = listMigrations()
    const edited = files.map((m, i) => (i === 1 ? { ...m, sql: `${m.sql}\n-- one more column later\n` } : m))
    const pending = { version: '998_pending', sql: 'create table pending_one (id int)' }
    const failure = await migrate(db, [...edited, pending]).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(MigrationMismatchError)
    const message = (failure as Error).message
    expect(message).toContain(`${files[1]!.version}.sql was changed after it was applied`)
    expect(message).toContain('put the change in a new migration')
    expect(message).not.toContain(files[0]!.version)
    // Nothing was applied past the check.
    expect(await db.one(`select to_regclass('pending_one') as t`)).toEqual({ t: null })
  })

  it('refuses a database that has a migration this code does not know', async () => {
    await expect(migrate(db, listMigrations().slice(0, -1))).rejects.toThrow(
      `${listMigrations().at(-1)!.version} is applied to the database but there is no such migration file`,
    )
  })

  it('adopts the current checksum for a migration recorded before checksums existed', async () => {
    const first = listMigrations()[0]!
    await db.query('update schema_migrations set checksum = null where version = $1', [first.version])
    expect(await migrate(db)).toEqual([])
    expect(await db.one('select checksum from schema_migrations where version = $1', [first.version])).toEqual({ checksum: checksumOf(first.sql) })
  })
})
