/**
 * Migrates and seeds a PGlite data directory, then exits:
 *   tsx server/db/prepare.ts <dataDir> <demoPlayers: 0|1>
 * server/start.ts runs it in a child process before it opens the directory itself: migrations and
 * the seed grow PGlite's WebAssembly memory, which never shrinks; a child's memory goes when it
 * exits (docs/decisions.md, "PGlite idle memory"). Exit code 1 with the operator's message when the
 * migrations do not match, as start.ts itself answers on PostgreSQL.
 */
import { openDatabase } from './database.ts'
import { MigrationMismatchError, migrate } from './migrate.ts'
import { seed } from '../seed/seed.ts'

const [dataDir, demoPlayers] = process.argv.slice(2)
const db = await openDatabase({ dataDir: dataDir! })
try {
  const applied = await migrate(db)
  await seed(db, { demoPlayers: demoPlayers === '1' })
  console.log(JSON.stringify({ applied }))
} catch (error) {
  if (!(error instanceof MigrationMismatchError)) throw error
  console.error(error.message)
  process.exitCode = 1
} finally {
  await db.close()
}
