/**
 * `npx tsx tests/bench/deposits-only.ts [--seconds=S] [--port=P]`: deposits per second and p99
 * beside pgbench (tests/bench/deposits.ts) alone; S seconds each (10), the platform on P.
 */
import { formatDeposits, measureDeposits } from './deposits'
import { cleanUpOnInterrupt } from './interrupt'

const option = (name: string) => process.argv.slice(2).find((a) => a.startsWith(`--${name}=`))?.split('=')[1]

cleanUpOnInterrupt()

measureDeposits({ durationMs: Number(option('seconds') ?? 10) * 1000, port: option('port') ? Number(option('port')) : undefined }).then(
  (figures) => console.log(formatDeposits(figures)),
  (error) => {
    console.error(error)
    process.exitCode = 1
  },
)
