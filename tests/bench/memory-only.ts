/**
 * `npx tsx tests/bench/memory-only.ts [--settle=MS] [--port=P]`: the idle-memory figures alone,
 * without Lighthouse or load; RSS `--settle` ms (5000) after /healthz, platforms on P when given.
 */
import { formatMemory, measureIdleMemory } from './memory'

const option = (name: string) => process.argv.slice(2).find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
measureIdleMemory(Number(option('settle') ?? 5000), option('port') ? Number(option('port')) : undefined).then(
  (figures) => console.log(formatMemory(figures)),
  (error) => {
    console.error(error)
    process.exitCode = 1
  },
)
