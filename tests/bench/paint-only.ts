/**
 * `npx tsx tests/bench/paint-only.ts [--no-build] [--runs=N] [--port=P] [/path …]`: the first-paint
 * figures alone (tests/bench/paint.ts), without the start-time, memory and load figures. Paths
 * default to `/` and `/fi-FI`; the floor is always measured in the same interleaved rounds, so the
 * ratios hold on a busy machine. `--port` puts the platform on P and the floor on P+1.
 */
import { execSync } from 'node:child_process'
import { resolve } from 'node:path'
import { spawnBenchPlatform } from './platform-env'
import { buildFloor, formatPaint, measurePaint, RUNS, serveFloor } from './paint'
import { stopAllPlatforms } from '../../server/testing/platform-process'

const root = resolve(import.meta.dirname, '../..')
const args = process.argv.slice(2)
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const pages = args.filter((a) => a.startsWith('/'))
const runs = Number(option('runs') ?? RUNS)
const port = option('port') ? Number(option('port')) : undefined

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAllPlatforms().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143)))
}

if (!args.includes('--no-build')) {
  console.log('building the client and the floor…')
  execSync('npm run -s build', { cwd: root, stdio: 'ignore' })
  buildFloor()
}
const floor = await serveFloor(port === undefined ? undefined : port + 1)
const platform = await spawnBenchPlatform({ port })
try {
  // A busy shared box can take minutes to migrate and seed a fresh platform.
  await platform.healthy(240_000)
  const paint = await measurePaint(platform.url, floor.url, (line) => console.log(line), { pages: pages.length ? pages : undefined, runs })
  console.log(`\n${formatPaint(paint)}`)
} finally {
  await platform.stop()
  await floor.stop()
}
