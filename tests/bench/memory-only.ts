/** `npx tsx tests/bench/memory-only.ts`: the idle-memory figures alone, without Lighthouse or load. */
import { formatMemory, measureIdleMemory } from './memory'

measureIdleMemory(5000).then(
  (figures) => console.log(formatMemory(figures)),
  (error) => {
    console.error(error)
    process.exitCode = 1
  },
)
