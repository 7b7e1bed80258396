import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')

/** Milliseconds from spawning `server/start.ts` until /healthz answers 200. */
async function timeOneStart(dataDir: string, port: number): Promise<number> {
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PGLITE_DIR: dataDir, SKIP_CLIENT_BUILD: '1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: 'ignore',
  })
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`platform exited with ${child.exitCode}`)
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return performance.now() - started
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error('platform did not start within 60 s')
      await new Promise((r) => setTimeout(r, 25))
    }
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
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
