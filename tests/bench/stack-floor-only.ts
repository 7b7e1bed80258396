/**
 * `npx tsx tests/bench/stack-floor-only.ts [--seconds=S]`: the money stack's floor beside pgbench
 * (tests/bench/stack-floor.ts) alone; S seconds each (10).
 */
import { cleanUpOnInterrupt } from './interrupt'
import { formatStackFloor, measureStackFloor } from './stack-floor'

const option = (name: string) => process.argv.slice(2).find((a) => a.startsWith(`--${name}=`))?.split('=')[1]

cleanUpOnInterrupt()

measureStackFloor({ durationMs: Number(option('seconds') ?? 10) * 1000 }).then(
  (figures) => console.log(formatStackFloor(figures)),
  (error) => {
    console.error(error)
    process.exitCode = 1
  },
)
