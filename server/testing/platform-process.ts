/**
 * The platform as a separate process (`server/start.ts`), for the benchmark and the tests that
 * need a real start-up. Node runs with tsx's loader itself (`node --import tsx`) rather than via
 * `npx tsx`, which puts npx and a tsx launcher between us and the server: a SIGTERM to the
 * process we spawned then reached only npx and the platform outlived its caller. `stop()` still
 * collects every descendant first and proves with `ps` that none survives.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PLATFORM_NODE_FLAGS } from '../node-flags.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

export interface PlatformProcessOptions {
  /** Added to the environment (NODE_ENV, MAINTENANCE, DATABASE_URL…). */
  env?: Record<string, string>
  /** Random in 20000–28999 when absent. */
  port?: number
  /** PGlite data directory; a temporary one, removed on stop, when absent and no DATABASE_URL is given. */
  dataDir?: string
  /**
   * Run the production build (`dist/server/start.mjs`, `npm run build:server`) under plain `node`,
   * as production does, instead of the sources under tsx. The build must exist.
   */
  build?: boolean
}

export interface PlatformProcess {
  url: string
  port: number
  pid: number
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>
  /** Resolves once /healthz answers 200; rejects if the process exits first or the time runs out. */
  healthy(timeoutMs?: number): Promise<void>
  /** SIGTERM, then SIGKILL after 10 s; throws if any process it started is still alive afterwards. */
  stop(): Promise<void>
}

const live = new Set<PlatformProcess>()

/** The production build's entry; throws when `npm run build:server` has not made it. */
function builtServerEntry(): string {
  const entry = join(root, 'dist/server/start.mjs')
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build:server first`)
  return entry
}

export function spawnPlatform(options: PlatformProcessOptions = {}): PlatformProcess {
  const port = options.port ?? 20000 + Math.floor(Math.random() * 9000)
  const ownDataDir = !options.dataDir && !options.env?.DATABASE_URL ? mkdtempSync(join(tmpdir(), 'croupier-platform-')) : undefined
  const dataDir = options.dataDir ?? ownDataDir
  const entry = options.build ? [builtServerEntry()] : ['--import', 'tsx', 'server/start.ts']
  const child: ChildProcess = spawn(process.execPath, [...PLATFORM_NODE_FLAGS, ...entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SKIP_CLIENT_BUILD: '1',
      ...options.env,
      PORT: String(port),
      ...(dataDir ? { PGLITE_DIR: dataDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    // Bounded: a chatty platform must not grow this without end.
    output = (output + chunk.toString()).slice(-64_000)
  }
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  const exited = new Promise<number | string>((done) => child.once('exit', (code, signal) => done(code ?? signal ?? 'unknown')))
  const url = `http://127.0.0.1:${port}`

  const platform: PlatformProcess = {
    url,
    port,
    pid: child.pid!,
    output: () => output,
    exited,
    async healthy(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs
      let ended: number | string | undefined
      void exited.then((code) => (ended = code))
      for (;;) {
        if (ended !== undefined) throw new Error(`platform exited with ${ended}:\n${output}`)
        try {
          if ((await fetch(`${url}/healthz`)).ok) return
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) throw new Error(`platform did not become healthy within ${timeoutMs} ms:\n${output}`)
        await new Promise((r) => setTimeout(r, 50))
      }
    },
    async stop() {
      live.delete(platform)
      const started = descendantsOf(child.pid!)
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
        await exited
        clearTimeout(timer)
      }
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true })
      const survivors = await survivorsOf([child.pid!, ...started])
      if (survivors.length > 0) {
        for (const pid of survivors) killQuietly(pid)
        throw new Error(`platform processes outlived stop(): ${survivors.join(', ')} (killed now)`)
      }
    },
  }
  live.add(platform)
  return platform
}

/** Stops every platform still running; for a caller that is itself being interrupted. */
export async function stopAllPlatforms(): Promise<void> {
  await Promise.allSettled([...live].map((p) => p.stop()))
}

/** Every process below pid, from `ps` (children first spawned by the platform, if any). */
export function descendantsOf(pid: number): number[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
  const children = new Map<number, number[]>()
  for (const line of table.trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number)
    if (child === undefined || parent === undefined) continue
    children.set(parent, [...(children.get(parent) ?? []), child])
  }
  const found: number[] = []
  const visit = (p: number) => (children.get(p) ?? []).forEach((c) => (found.push(c), visit(c)))
  visit(pid)
  return found
}

/** The pids among these that `ps` still lists after a short grace period for exits to land. */
export async function survivorsOf(pids: number[]): Promise<number[]> {
  let alive: number[] = []
  for (let i = 0; i < 20; i++) {
    const listed = new Set(
      execFileSync('ps', ['-eo', 'pid=,stat='], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        // A zombie has exited; only its parent's bookkeeping is left.
        .filter(([, stat]) => !stat?.startsWith('Z'))
        .map(([pid]) => Number(pid)),
    )
    alive = pids.filter((pid) => listed.has(pid))
    if (alive.length === 0) return []
    await new Promise((r) => setTimeout(r, 100))
  }
  return alive
}

function killQuietly(pid: number) {
  try {
    process.kill(pid, 'SIGKILL')
  } catch {
    // already gone
  }
}
