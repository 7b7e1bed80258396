/**
 * Interrupted (Ctrl-C, a CI timeout): what the benchmark started goes down with it — the platforms,
 * the databases it made on PostgreSQL (the platforms' and pgbench's). Chromium, started over a pipe
 * by playwright-core, ends when this process does.
 */
import { stopAllPlatforms } from '../../server/testing/platform-process'
import { interruptedDrops } from './pgbench'
import { dropAllBenchDatabases } from './throughput'

export function cleanUpOnInterrupt(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stopAllPlatforms()
        .then(() => Promise.allSettled([dropAllBenchDatabases(), ...[...interruptedDrops].map((drop) => drop())]))
        .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
    })
  }
}
