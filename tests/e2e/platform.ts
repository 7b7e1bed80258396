import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { PLATFORM_NODE_FLAGS } from '../../server/node-flags.ts'

const root = resolve(import.meta.dirname, '../..')

/** First of the ports the e2e platforms use: two per Playwright worker (its own, and one extra). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080)

/**
 * Where each running platform leaves a file named after its process group, so the run's global
 * teardown can stop any platform whose worker died before its own teardown ran.
 */
export const PLATFORM_REGISTRY_ENV = 'CROUPIER_E2E_PLATFORMS'

/** A seeded database folder (createDatabaseTemplate) that new platforms start from a copy of. */
export const DATABASE_TEMPLATE_ENV = 'CROUPIER_E2E_DATABASE_TEMPLATE'

/** The port of a worker's own platform (extra: false) or of its one extra platform (extra: true). */
export function workerPort(parallelIndex: number, extra: boolean): number {
  return E2E_PORT + 2 * parallelIndex + (extra ? 1 : 0)
}

function defaultPort(): number {
  // Playwright numbers its concurrently running workers 0..workers-1; outside Playwright (the
  // benchmark) nothing else of ours is running, so any free high port will do.
  const index = process.env.TEST_PARALLEL_INDEX
  return index === undefined ? 20000 + Math.floor(Math.random() * 9000) : workerPort(Number(index), true)
}

/** Refuses a port something already listens on: the health check would otherwise reach that server. */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((ok, fail) => {
    const probe = createServer()
    probe.once('error', () => fail(new Error(`port ${port} is in use: is a platform from an earlier run still running? (ps aux | grep server/start)`)))
    probe.listen(port, '127.0.0.1', () => probe.close(() => ok()))
  })
}

/** Stops a process group: SIGTERM, then SIGKILL if it has not gone within the grace period. */
export async function killGroup(pgid: number, graceMs = 10_000): Promise<void> {
  // Signal 0 only asks whether any process of the group is left; a group that has just gone
  // throws ESRCH, which is the outcome wanted.
  const signal = (name: NodeJS.Signals | 0) => {
    try {
      process.kill(-pgid, name)
      return true
    } catch {
      return false
    }
  }
  if (!signal('SIGTERM')) return
  const deadline = Date.now() + graceMs
  while (signal(0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
  signal('SIGKILL')
}

/** Stops the platforms a crashed worker left behind, and removes their databases. */
export async function stopLeftoverPlatforms(registry: string): Promise<void> {
  for (const entry of readdirSync(registry)) {
    await killGroup(Number(entry), 2_000)
    rmSync(readFileSync(join(registry, entry), 'utf8'), { recursive: true, force: true })
  }
  rmSync(registry, { recursive: true, force: true })
}

/** Runs server/start.ts on a port and data folder; stop() ends its process group and says how it exited. */
async function runPlatform(port: number, dataDir: string, env: Record<string, string>): Promise<{ url: string; stop: () => Promise<number | null> }> {
  await assertPortFree(port)
  // node with tsx's loader rather than `npx tsx`: one process instead of three, and a second less
  // to start. Its own process group (detached), so stop() ends whatever it spawned as well.
  const child: ChildProcess = spawn(process.execPath, [...PLATFORM_NODE_FLAGS, '--import', 'tsx', 'server/start.ts'], {
    cwd: root,
    // The sandbox sportsbook kicks off every 10 s rather than 20 s, so a bet settles within 25 s.
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', SPORTSBOOK_SLOT_MS: '10000', ...env, PORT: String(port), PGLITE_DIR: dataDir, SKIP_CLIENT_BUILD: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const pgid = child.pid!
  const registry = process.env[PLATFORM_REGISTRY_ENV]
  if (registry) writeFileSync(join(registry, String(pgid)), dataDir)
  const stop = async () => {
    await killGroup(pgid)
    if (registry) rmSync(join(registry, String(pgid)), { force: true })
    return exited
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`platform on port ${port} exited with ${child.exitCode}`)
      try {
        if ((await fetch(`${url}/healthz`)).ok) break
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`platform on port ${port} did not become healthy within 120 s`)
      await new Promise((r) => setTimeout(r, 200))
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}

/**
 * Creates, migrates and seeds an embedded database once, by starting a platform on it and stopping
 * it cleanly. Platforms started while DATABASE_TEMPLATE_ENV names it begin on a copy: as fresh, a
 * copy takes a fraction of a second where creating and seeding takes seconds.
 */
export async function createDatabaseTemplate(port: number): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'croupier-e2e-template-'))
  try {
    const code = await (await runPlatform(port, dataDir, {})).stop()
    if (code !== 0) throw new Error(`the platform seeding the e2e database template exited with ${code}`)
    return dataDir
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
}

/**
 * Starts a platform process with its own configuration (maintenance mode, say) on its own port and
 * embedded database. Each Playwright worker has one of its own (tests/e2e/fixtures.ts) and may start
 * one extra, for the few tests that need a differently configured server; pass PORT to choose.
 * The client must already be built (the e2e global setup does it once for all of them).
 */
export async function startPlatformProcess(env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = env.PORT ? Number(env.PORT) : defaultPort()
  const dataDir = mkdtempSync(join(tmpdir(), 'croupier-e2e-'))
  const template = process.env[DATABASE_TEMPLATE_ENV]
  if (template) cpSync(template, dataDir, { recursive: true })
  try {
    const platform = await runPlatform(port, dataDir, env)
    return {
      url: platform.url,
      stop: async () => {
        await platform.stop()
        rmSync(dataDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
}
