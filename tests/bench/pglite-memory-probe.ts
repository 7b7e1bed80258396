/**
 * Where PGlite's memory goes: one PGlite in this process, cold (initdb, migrate, seed) or
 * restarted on the same directory, with extra `-c name=value` start parameters (PGLITE_SETTINGS).
 * Prints the resident set and the JS heap after each stage; run it twice on one directory for the
 * cold and the restart figures. docs/decisions.md has what it found.
 *
 * PGLITE_SETTINGS='shared_buffers=8MB' node --expose-gc node_modules/.bin/tsx tests/bench/pglite-memory-probe.ts <dataDir>
 */
import { migrate } from '../../server/db/migrate'
import { seed } from '../../server/seed/seed'
import { openDatabase } from '../../server/db/database'

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`
function report(stage: string) {
  global.gc?.()
  console.log(`${stage.padEnd(12)} rss ${mb(process.memoryUsage().rss)}, js heap ${mb(process.memoryUsage().heapUsed)}`)
}

async function main() {
  const [dataDir] = process.argv.slice(2)
  if (!dataDir) throw new Error('usage: pglite-memory-probe.ts <dataDir>')
  report('start')
  const db = await openDatabase({ dataDir })
  report('open')
  await migrate(db)
  report('migrated')
  await seed(db)
  report('seeded')
  await new Promise((r) => setTimeout(r, 2000))
  report('idle')
  await db.close()
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
