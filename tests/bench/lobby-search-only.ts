/**
 * `npx tsx tests/bench/lobby-search-only.ts [--no-build] [--terms=N] [--port=P]`: the lobby search's
 * frame time in Chromium with 5,000 games (tests/bench/lobby-search.ts) alone; the client is
 * built first unless --no-build, N search terms (30), the platform on P.
 */
import { execSync } from 'node:child_process'
import { resolve } from 'node:path'
import { formatLobbySearch, measureLobbySearch } from './lobby-search'
import { cleanUpOnInterrupt } from './interrupt'

const root = resolve(import.meta.dirname, '../..')
const args = process.argv.slice(2)
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]

cleanUpOnInterrupt()

if (!args.includes('--no-build')) {
  console.log('building the client…')
  execSync('npm run -s build', { cwd: root, stdio: 'ignore' })
}
measureLobbySearch({ terms: option('terms') ? Number(option('terms')) : undefined, port: option('port') ? Number(option('port')) : undefined }).then(
  (figures) => console.log(formatLobbySearch(figures)),
  (error) => {
    console.error(error)
    process.exitCode = 1
  },
)
