/** `npx tsx tests/bench/throughput-only.ts`: the req/s figures alone, without Lighthouse or memory. */
import { formatThroughput, measureThroughput } from './throughput'

measureThroughput({ durationMs: 3000 }).then(
  (figures) => console.log(formatThroughput(figures)),
  (error) => {
    console.error(error)
    process.exitCode = 1
  },
)
