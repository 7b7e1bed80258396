/**
 * `server/start.ts` as a real process, on PGlite in a temporary directory or, with
 * TEST_DATABASE_URL, on a fresh PostgreSQL database: it stops with everything it started, and it
 * refuses to start on a database whose applied migrations no longer match the files.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../db/database.ts'
import { listMigrations, migrate } from '../db/migrate.ts'
import { openTestDatabase } from './platform.ts'
import { descendantsOf, spawnPlatform, survivorsOf, type PlatformProcess } from './platform-process.ts'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** An empty database for one platform process, and the environment that points it there. */
async function emptyDatabase(): Promise<{ db: Db; env: Record<string, string>; dataDir?: string; release(): Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) {
    const { db, url, drop } = await openTestDatabase({ empty: true })
    cleanups.push(drop)
    // PostgreSQL takes many connections: this handle stays open until the database is dropped.
    return { db, env: { DATABASE_URL: url! }, release: async () => {} }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'croupier-start-test-'))
  const db = await openDatabase({ dataDir })
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
  // PGlite holds its directory: the platform may open it only once this handle is closed.
  return { db, env: {}, dataDir, release: () => db.close() }
}

async function start(database: Awaited<ReturnType<typeof emptyDatabase>>): Promise<PlatformProcess> {
  await database.release()
  const platform = spawnPlatform({ env: database.env, dataDir: database.dataDir })
  cleanups.push(() => platform.stop())
  return platform
}

describe('platform process', () => {
  it('stops with every process it started: nothing survives, nothing listens', async () => {
    const database = await emptyDatabase()
    const platform = await start(database)
    await platform.healthy()
    const tree = [platform.pid, ...descendantsOf(platform.pid)]
    await platform.stop()
    expect(await survivorsOf(tree)).toEqual([])
    expect(await platform.exited).toBe(0)
    await expect(fetch(`${platform.url}/healthz`)).rejects.toThrow()
  }, 90_000)

  it('refuses to start when an applied migration was changed, and says which and why', async () => {
    const database = await emptyDatabase()
    await migrate(database.db)
    // What a changed file looks like from the database: the recorded checksum no longer matches.
    const changed = listMigrations()[1]!.version
    await database.db.query(`update schema_migrations set checksum = repeat('0', 64) where version = $1`, [changed])
    const platform = await start(database)
    expect(await platform.exited).toBe(1)
    expect(platform.output()).toContain('The database schema does not match the migration files; refusing to start.')
    expect(platform.output()).toContain(`${changed}.sql was changed after it was applied`)
    expect(platform.output()).not.toContain('    at ') // a message for the operator, not a stack trace
  }, 90_000)
})
