import { afterAll, beforeAll } from 'vitest'
import type { Db } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { seed } from '../seed/seed.ts'
import { openTestDatabase } from './platform.ts'

/**
 * For a test file that works on the database directly: a fresh, migrated and seeded database,
 * handed to `use` before the file's tests and removed after them.
 */
export function withSeededTestDatabase(use: (db: Db) => void): void {
  let drop: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const opened = await openTestDatabase()
    drop = opened.drop
    await migrate(opened.db)
    await seed(opened.db)
    use(opened.db)
  }, 180_000)
  afterAll(() => drop?.())
}
