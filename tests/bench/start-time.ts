import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { spawnBenchPlatform } from './platform-env'

/** Milliseconds from spawning `server/start.ts` until /healthz answers 200. */
async function timeOneStart(dataDir: string, port: number): Promise<number> {
  const started = performance.now()
  const platform = await spawnBenchPlatform({ port, dataDir })
  try {
    await platform.healthy(60_000)
    return performance.now() - started
  } finally {
    await platform.stop()
  }
}

/** First start (creates, migrates and seeds the embedded database) and a warm restart. */
export async function measureStartTime(port: number): Promise<{ firstMs: number; restartMs: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'croupier-bench-'))
  try {
    const firstMs = await timeOneStart(dataDir, port)
    const restartMs = await timeOneStart(dataDir, port)
    return { firstMs, restartMs }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
