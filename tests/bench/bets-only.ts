/**
 * `npx tsx tests/bench/bets-only.ts [--seconds=S] [--port=P]`: bets per second and p99 through
 * the seamless wallet beside pgbench (tests/bench/bets.ts) alone; S seconds each (10), the
 * platform on P.
 */
import { formatBets, measureBets } from './bets'
import { cleanUpOnInterrupt } from './interrupt'

const option = (name: string) => process.argv.slice(2).find((a) => a.startsWith(`--${name}=`))?.split('=')[1]

cleanUpOnInterrupt()

measureBets({ durationMs: Number(option('seconds') ?? 10) * 1000, port: option('port') ? Number(option('port')) : undefined }).then(
  (figures) => console.log(formatBets(figures)),
  (error) => {
    console.error(error)
    process.exitCode = 1
  },
)
