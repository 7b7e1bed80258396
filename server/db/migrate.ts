import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Db } from './database.ts'

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

export interface Migration {
  version: string
  sql: string
}

/** Migration files `NNN_name.sql`, in order. */
export function listMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), sql: readFileSync(join(dir, f), 'utf8') }))
}

/** SHA-256 of the file with line endings made uniform, so a CRLF checkout is not a change. */
export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex')
}

/** The database and the migration files disagree: starting would run code on the wrong schema. */
export class MigrationMismatchError extends Error {
  override name = 'MigrationMismatchError'
}

/** Any number held by both drivers' advisory locks; only migrations take it. */
const migrationLock = 7_130_001

/**
 * Checks that every migration already applied is still the file that was applied (by checksum),
 * then applies every migration not yet recorded in `schema_migrations`, each in its own
 * transaction together with its record, so a failed file leaves no half-applied schema. Returns
 * the versions applied now.
 *
 * An applied migration must never change: the databases that ran the old text would differ from
 * those that run the new one. Start-up stops with MigrationMismatchError instead, naming the file
 * and the fix. Rows recorded before checksums existed take the current file's checksum once.
 */
export async function migrate(db: Db, migrations = listMigrations()): Promise<string[]> {
  await db.exec(
    `create table if not exists schema_migrations (
       version text primary key,
       applied_at timestamptz not null default now()
     );
     alter table schema_migrations add column if not exists checksum text`,
  )
  await verifyApplied(db, migrations)

  const applied: string[] = []
  for (const m of migrations) {
    const ran = await db.transaction(
      async (tx) => {
        // Two platforms starting at once on one PostgreSQL database: the second waits here and
        // then finds the migration recorded. Read committed, so that check sees the first's commit.
        await tx.query('select pg_advisory_xact_lock($1)', [migrationLock])
        if (await tx.one('select 1 as done from schema_migrations where version = $1', [m.version])) return false
        await tx.exec(m.sql)
        await tx.query('insert into schema_migrations (version, checksum) values ($1, $2)', [m.version, checksumOf(m.sql)])
        return true
      },
      { isolation: 'read committed' },
    )
    if (ran) applied.push(m.version)
  }
  return applied
}

async function verifyApplied(db: Db, migrations: Migration[]): Promise<void> {
  const files = new Map(migrations.map((m) => [m.version, m]))
  const recorded = await db.query<{ version: string; checksum: string | null }>('select version, checksum from schema_migrations order by version')
  const problems: string[] = []
  for (const row of recorded) {
    const file = files.get(row.version)
    if (!file) {
      problems.push(`${row.version} is applied to the database but there is no such migration file: this code is older than the database.`)
    } else if (row.checksum === null) {
      await db.query('update schema_migrations set checksum = $2 where version = $1 and checksum is null', [row.version, checksumOf(file.sql)])
    } else if (row.checksum !== checksumOf(file.sql)) {
      problems.push(
        `${row.version}.sql was changed after it was applied (recorded checksum ${row.checksum.slice(0, 12)}…, file now ${checksumOf(file.sql).slice(0, 12)}…).`,
      )
    }
  }
  if (problems.length > 0) {
    throw new MigrationMismatchError(
      [
        'The database schema does not match the migration files; refusing to start.',
        ...problems.map((p) => `  - ${p}`),
        'An applied migration must never be edited: restore the file as it was applied and put the change in a new migration (the next NNN_name.sql).',
      ].join('\n'),
    )
  }
}
