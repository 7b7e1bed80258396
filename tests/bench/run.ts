/**
 * `npm run bench`: the figures the issues set budgets for. Prints them; a later issue may turn a
 * figure into a gate by comparing it with its budget here, never in a timed test.
 */
import { execSync } from 'node:child_process'
import { resolve } from 'node:path'
import { measureInitialJs } from './initial-js'
import { measureStartTime } from './start-time'
import { spawnBenchPlatform } from './platform-env'
import { buildFloor, formatPaint, measurePaint, serveFloor } from './paint'
import { formatMemory, measureIdleMemory } from './memory'
import { formatThroughput, measureThroughput } from './throughput'
import { formatRtp, measureRtp } from './rtp'
import { formatDeposits, measureDeposits } from './deposits'
import { formatBets, measureBets } from './bets'
import { formatStackFloor, measureStackFloor } from './stack-floor'
import { formatLobbySearch, measureLobbySearch } from './lobby-search'
import { cleanUpOnInterrupt } from './interrupt'

const root = resolve(import.meta.dirname, '../..')
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

// Interrupted (Ctrl-C, a CI timeout): the platforms and databases started here go down with the benchmark.
cleanUpOnInterrupt()

console.log('building the client…')
execSync('npm run -s build', { cwd: root, stdio: 'ignore' })

const js = measureInitialJs(resolve(root, 'dist/client'))
console.log(`\nhome route initial JS: ${kb(js.gzip)} gzip (${kb(js.raw)} raw) in ${js.files.length} files`)
for (const f of js.files) console.log(`  ${f.file}  ${kb(f.gzip)} gzip`)

const start = await measureStartTime(20000 + Math.floor(Math.random() * 9000))
console.log(`\nplatform start to healthy: first start ${start.firstMs.toFixed(0)} ms (create, migrate, seed), restart ${start.restartMs.toFixed(0)} ms`)

console.log('\nbuilding the floor (tests/bench/floor)…')
buildFloor()
const floor = await serveFloor()
const platform = await spawnBenchPlatform()
try {
  await platform.healthy()
  console.log('')
  const paint = await measurePaint(platform.url, floor.url, (line) => console.log(line))
  console.log(`\n${formatPaint(paint)}`)
} finally {
  // Throws if any process the platform started is still alive afterwards.
  await platform.stop()
  await floor.stop()
}

console.log(`\n${formatMemory(await measureIdleMemory())}`)
console.log(`\n${formatThroughput(await measureThroughput())}`)

// Money (issue 9) and games (issue 10): on the PostgreSQL server pgbench measures in the same run.
console.log(`\n${formatDeposits(await measureDeposits())}`)
console.log(`\n${formatBets(await measureBets())}`)
// What the server stack alone reaches on the same machine and server: the figures above read against it.
console.log(`\n${formatStackFloor(await measureStackFloor())}`)
console.log(`\n${formatRtp(await measureRtp())}`)
console.log(`\n${formatLobbySearch(await measureLobbySearch())}`)
