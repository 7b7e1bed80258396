/**
 * `npm run ledger:check`: proves the ledger's invariants (invariants.ts) on a live database —
 * PostgreSQL at DATABASE_URL, else the PGlite directory at PGLITE_DIR or ./.data (stop the platform
 * first: PGlite is one process's database). Prints each invariant with its result; exits 1 when
 * any is broken, 2 when the database has no ledger.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { openDatabase } from '../db/database.ts'
import { checkLedger, invariants } from './invariants.ts'

const url = process.env.DATABASE_URL
const dataDir = resolve(process.env.PGLITE_DIR ?? join(process.cwd(), '.data'))
if (!url && !existsSync(dataDir)) {
  console.error(`No database: set DATABASE_URL, or PGLITE_DIR to a platform's data directory (${dataDir} does not exist).`)
  process.exit(2)
}
const db = await openDatabase(url ? { databaseUrl: url } : { dataDir })
try {
  const ledger = await db.one<{ present: boolean }>(`select to_regclass('ledger_entries') is not null as present`)
  if (!ledger?.present) {
    console.error('This database has no ledger yet: start the platform once to migrate it.')
    process.exitCode = 2
  } else {
    const report = await checkLedger(db)
    console.log(`ledger on ${url ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`}: ${report.transactions} transactions, ${report.entries} entries, ${report.accounts} accounts`)
    const broken = new Map(report.violations.map((v) => [v.invariant, v.rows]))
    for (const invariant of invariants) {
      const rows = broken.get(invariant.name)
      console.log(`${rows ? 'FAIL' : 'ok  '}  ${invariant.name}`)
      for (const row of rows ?? []) console.log(`        ${JSON.stringify(row)}`)
    }
    console.log(report.violations.length ? `${report.violations.length} invariant(s) broken` : 'every invariant holds')
    process.exitCode = report.violations.length ? 1 : 0
  }
} finally {
  await db.close()
}
