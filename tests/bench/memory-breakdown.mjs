/**
 * Where an idle platform's memory sits, from inside the process: a preload for server/start.ts
 * (docs/decisions.md, "Node-side idle memory"). PROBE_MS after loading (default 8000) it prints to
 * standard error process.memoryUsage(), V8's heap spaces, /proc/self/smaps_rollup and the largest
 * mappings; with HEAP_SNAPSHOT=<file> it also writes a heap snapshot there. Linux only (smaps).
 *
 *   NODE_ENV=production … node --max-semi-space-size=4 --import tsx \
 *     --import ./tests/bench/memory-breakdown.mjs server/start.ts
 */
import { readFileSync } from 'node:fs'
import v8 from 'node:v8'

const mb = (bytes) => (bytes / 1048576).toFixed(1)

setTimeout(() => {
  const m = process.memoryUsage()
  console.error(`memory: rss ${mb(m.rss)} MB, heap ${mb(m.heapUsed)} of ${mb(m.heapTotal)} MB, external ${mb(m.external)} MB`)
  for (const space of v8.getHeapSpaceStatistics()) {
    if (space.space_size > 0) console.error(`  ${space.space_name}: ${mb(space.space_used_size)} of ${mb(space.space_size)} MB`)
  }
  const rollup = readFileSync('/proc/self/smaps_rollup', 'utf8').split('\n')
  console.error('  ' + rollup.filter((line) => /^(Rss|Anonymous|Shared_Clean):/.test(line)).map((l) => l.replace(/\s+/g, ' ')).join(', '))
  const byName = new Map()
  let current = '[anon]'
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) current = line.split(/\s+/).slice(5).join(' ') || '[anon]'
    else if (line.startsWith('Rss:')) byName.set(current, (byName.get(current) ?? 0) + Number(line.split(/\s+/)[1]) * 1024)
  }
  for (const [name, bytes] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.error(`  ${mb(bytes)} MB ${name}`)
  if (process.env.HEAP_SNAPSHOT) console.error(`  heap snapshot: ${v8.writeHeapSnapshot(process.env.HEAP_SNAPSHOT)}`)
}, Number(process.env.PROBE_MS ?? 8000)).unref()
