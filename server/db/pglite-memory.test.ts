/**
 * PGlite's memory: a WebAssembly instance never gives memory back, so what it once needs it keeps.
 * initdb (a new data directory) runs in a child process, and the shared buffers are 16 MB.
 * Figures and findings: docs/decisions.md, "PGlite idle memory".
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './database.ts'

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('PGlite memory', () => {
  it('creates a new cluster outside this process: opening a new data directory grows it by far less than initdb takes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'croupier-pglite-memory-'))
    dirs.push(dir)
    const before = process.memoryUsage().rss
    const db = await openDatabase({ dataDir: join(dir, 'data') })
    try {
      const grown = (process.memoryUsage().rss - before) / 2 ** 20
      // initdb in this process: about 700 MB; opening a made cluster: about 110 MB.
      expect(grown).toBeLessThan(350)
      expect((await db.one<{ n: number }>('select 1 as n'))!.n).toBe(1)
    } finally {
      await db.close()
    }
    // The cluster is a normal one: it opens again with its data.
    const again = await openDatabase({ dataDir: join(dir, 'data') })
    expect((await again.one<{ n: number }>('select 2 as n'))!.n).toBe(2)
    await again.close()
  }, 120_000)

  it('keeps 16 MB of shared buffers, not the 128 MB default', async () => {
    const db = await openDatabase()
    try {
      expect((await db.one<{ shared_buffers: string }>('show shared_buffers'))!.shared_buffers).toBe('16MB')
    } finally {
      await db.close()
    }
  }, 60_000)
})
