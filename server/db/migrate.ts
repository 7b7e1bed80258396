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

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction
 * together with its record, so a failed file leaves no half-applied schema. Returns the versions
 * applied now.
 */
export async function migrate(db: Db, migrations = listMigrations()): Promise<string[]> {
  await db.exec(
    `create table if not exists schema_migrations (
       version text primary key,
       applied_at timestamptz not null default now()
     )`,
  )
  const done = new Set((await db.query<{ version: string }>('select version from schema_migrations')).map((r) => r.version))
  const applied: string[] = []
  for (const m of migrations) {
    if (done.has(m.version)) continue
    await db.transaction(async (tx) => {
      await tx.exec(m.sql)
      await tx.query('insert into schema_migrations (version) values ($1)', [m.version])
    })
    applied.push(m.version)
  }
  return applied
}
