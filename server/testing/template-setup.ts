/**
 * Vitest global setup for the server and contract suites on PGlite: make one empty cluster and one
 * migrated and seeded database for the whole run, dump each to a file, and name the files in the
 * environment the test workers inherit. Every test database then starts as a copy
 * (openTestDatabase), instead of each test file running initdb and seeding again (vitest isolates
 * files, so a per-process cache was rebuilt for every file).
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase, type Db } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { seed } from '../seed/seed.ts'
import { PGLITE_TEMPLATE_ENV } from './template.ts'

const dump = async (db: Db, file: string) => writeFileSync(file, Buffer.from(await (await db.dumpDataDir!()).arrayBuffer()))

export default async function setup(): Promise<() => void> {
  const made = process.env[PGLITE_TEMPLATE_ENV.seeded]
  // On PostgreSQL each test makes its own database; a second project of the same run reuses the files.
  if (process.env.TEST_DATABASE_URL || (made && existsSync(made))) return () => {}
  const folder = mkdtempSync(join(tmpdir(), 'croupier-test-template-'))
  const db = await openDatabase()
  try {
    await dump(db, join(folder, 'empty.tar.gz'))
    await migrate(db)
    await seed(db)
    await dump(db, join(folder, 'seeded.tar.gz'))
  } finally {
    await db.close()
  }
  process.env[PGLITE_TEMPLATE_ENV.empty] = join(folder, 'empty.tar.gz')
  process.env[PGLITE_TEMPLATE_ENV.seeded] = join(folder, 'seeded.tar.gz')
  return () => rmSync(folder, { recursive: true, force: true })
}
