/**
 * `npm start`: builds the client when it is missing or older than its sources, opens the database
 * (PostgreSQL at DATABASE_URL, else embedded PGlite at PGLITE_DIR or ./.data), migrates, seeds
 * what is missing, and serves everything on 127.0.0.1:PORT.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig, type Config } from './config.ts'
import { openDatabase } from './db/database.ts'
import { MigrationMismatchError, migrate } from './db/migrate.ts'
import { seed } from './seed/seed.ts'
import { demoPlayers } from './seed/demo-players.ts'
import { refusalAccounts } from './identity/seed-accounts.ts'

const root = process.cwd()

/** Set by the production build (server/build.ts); absent when tsx runs the sources. */
declare const __SERVER_BUNDLE__: boolean | undefined
const bundled = typeof __SERVER_BUNDLE__ !== 'undefined'
/** The PGlite preparation child: beside this file in the build (plain `node`), the source under tsx. */
const prepareScript = bundled ? join(dirname(resolve(process.argv[1]!)), 'prepare.mjs') : join(root, 'server/db/prepare.ts')

/** The configuration, or one line per missing or unusable setting and exit code 1. */
function configOrExit(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`croupier: refusing to start (NODE_ENV=${process.env.NODE_ENV ?? 'development'}):`)
    for (const problem of error.problems) console.error(`  ${problem}`)
    process.exit(1)
  }
}

const config = configOrExit()

/** Newest modification time under the given paths, skipping generated output. */
function newestSource(paths: string[]): number {
  let newest = 0
  const visit = (path: string) => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'dist' && entry !== 'node_modules') visit(join(path, entry))
    } else newest = Math.max(newest, stat.mtimeMs)
  }
  paths.forEach(visit)
  return newest
}

function buildClientWhenStale() {
  if (process.env.SKIP_CLIENT_BUILD === '1') return
  const index = join(config.clientDir, 'index.html')
  const sources = ['src', 'openapi', 'vite.config.ts', 'lingui.config.ts'].map((p) => join(root, p))
  if (existsSync(index) && statSync(index).mtimeMs >= newestSource(sources)) return
  console.log('Building the client (dist/client is missing or older than its sources)…')
  // The client is always built for production: the platform's own NODE_ENV (test, say) must not
  // turn the served bundle into React's development build.
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root, env: { ...process.env, NODE_ENV: 'production' } })
  if (build.status !== 0) {
    console.error('The client build failed; fix it or start with SKIP_CLIENT_BUILD=1 to serve the API only.')
    process.exit(build.status ?? 1)
  }
}

buildClientWhenStale()
const buildDone = performance.now()

const demoSeed = !config.production || process.env.SEED_DEMO_PLAYERS === '1'
const pgliteDir = process.env.DATABASE_URL ? null : resolve(process.env.PGLITE_DIR ?? join(root, '.data'))
let applied: string[] = []
if (pgliteDir) {
  // PGlite: migrate and seed in a child process (db/prepare.ts), whose memory goes when it exits.
  const prepared = spawnSync(process.execPath, [...process.execArgv, prepareScript, pgliteDir, demoSeed ? '1' : '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  })
  if (prepared.status !== 0) process.exit(prepared.status ?? 1)
  applied = (JSON.parse(prepared.stdout.trim().split('\n').at(-1)!) as { applied: string[] }).applied
}
const db = await openDatabase(pgliteDir ? { dataDir: pgliteDir } : { databaseUrl: process.env.DATABASE_URL! })
if (!pgliteDir) {
  applied = await migrate(db).catch(async (error: unknown) => {
    if (!(error instanceof MigrationMismatchError)) throw error
    // A message for the operator, not a stack trace: nothing is wrong with the code path.
    console.error(error.message)
    await db.close()
    process.exit(1)
  })
  // Production seeds no accounts with published passwords; SEED_DEMO_PLAYERS=1 opts in for a benchmark run.
  await seed(db, { demoPlayers: demoSeed })
}
const app = await buildApp({ db, config })
const port = Number(process.env.PORT ?? 8080)
await app.listen({ host: '127.0.0.1', port })

const url = `http://127.0.0.1:${port}`
console.log(`croupier is running at ${url}`)
console.log(`  database: ${db.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${resolve(process.env.PGLITE_DIR ?? '.data')}`}${applied.length ? `, applied ${applied.join(', ')}` : ''}`)
console.log(`  public origin: ${config.publicOrigin}; trusted proxies: ${config.trustedProxies.join(', ') || 'none'}; captcha: ${config.captcha.provider}`)
if (!config.production) {
  console.log(`  demo accounts: ${demoPlayers.map((p) => `${p.email} / ${p.password} (${p.countryCode})`).join(', ')}`)
  console.log(`  refusal-state accounts (same password, see README): ${refusalAccounts.map((a) => a.email).join(', ')}`)
  console.log(`  API docs ${url}/api/docs · outbox ${url}/dev/outbox`)
}
// The benchmark reads this line; the client build, when it ran, is excluded from the figure.
console.log(`started in ${Math.round(performance.now() - buildDone)} ms`)

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  await app.close()
  await db.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
