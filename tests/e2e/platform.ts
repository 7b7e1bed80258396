import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')

/**
 * Starts one more platform process with its own configuration (maintenance mode, say) on its own
 * port and embedded database, for the few tests that need a differently configured server.
 */
export async function startPlatformProcess(env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = 20000 + Math.floor(Math.random() * 9000)
  const dataDir = mkdtempSync(join(tmpdir(), 'croupier-e2e-extra-'))
  // Node with tsx's loader, not `npx tsx`: SIGTERM to npx never reached the platform behind it.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env, PORT: String(port), PGLITE_DIR: dataDir, SKIP_CLIENT_BUILD: '1' },
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`platform exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('platform did not become healthy within 60 s')
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
