import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createDatabaseTemplate, DATABASE_TEMPLATE_ENV, E2E_PORT, PLATFORM_REGISTRY_ENV, stopLeftoverPlatforms } from './platform'

const root = resolve(import.meta.dirname, '../..')

/** Newest modification time under the given paths (0 when none exist), skipping generated output. */
function newest(paths: string[], skip: (name: string) => boolean = () => false): number {
  let latest = 0
  const visit = (path: string) => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'dist' && entry !== 'node_modules' && !skip(entry)) visit(join(path, entry))
    } else latest = Math.max(latest, stat.mtimeMs)
  }
  paths.forEach((p) => visit(join(root, p)))
  return latest
}

/** Modification time of a file, or -1 when it is missing, so that anything counts as newer. */
const mtime = (path: string) => (existsSync(join(root, path)) ? statSync(join(root, path)).mtimeMs : -1)

async function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${code})`)
}

/** Generates what the client build needs and builds it, each only when older than its sources. */
async function buildClientWhenStale(): Promise<void> {
  if (mtime('src/api/schema.d.ts') < newest(['openapi'])) await run('npm', ['run', '-s', 'api:types'])
  const catalogs = readdirSync(join(root, 'src/locales')).map((locale) => `src/locales/${locale}/messages.ts`)
  if (Math.min(...catalogs.map(mtime)) < newest(['src/locales', 'lingui.config.ts'], (name) => name === 'messages.ts')) {
    await run('npm', ['run', '-s', 'i18n:compile'])
  }
  if (mtime('dist/client/index.html') < newest(['src', 'openapi', 'vite.config.ts', 'lingui.config.ts'])) {
    console.log('Building the client once for all e2e platforms…')
    // Always a production build, as start.ts does: the platforms' NODE_ENV=test must not matter.
    await run(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { ...process.env, NODE_ENV: 'production' })
  }
}

/**
 * Builds the client once for every platform of the run (they start with SKIP_CLIENT_BUILD=1), doing
 * only what is stale: `npm test` has just generated the API types and catalogs in its typecheck
 * step, so then only vite runs. Meanwhile one platform creates and seeds the database every
 * platform of the run starts from a copy of. Returns the teardown, which also stops any platform
 * a dead worker left running.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const registry = mkdtempSync(join(tmpdir(), 'croupier-e2e-platforms-'))
  process.env[PLATFORM_REGISTRY_ENV] = registry
  // The workers' ports (E2E_PORT + 2 × worker) are all free until the workers start.
  const [template, build] = await Promise.allSettled([createDatabaseTemplate(E2E_PORT), buildClientWhenStale()])
  if (template.status === 'fulfilled') process.env[DATABASE_TEMPLATE_ENV] = template.value
  const failed = [template, build].find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failed) {
    if (template.status === 'fulfilled') rmSync(template.value, { recursive: true, force: true })
    await stopLeftoverPlatforms(registry)
    throw failed.reason
  }
  return async () => {
    await stopLeftoverPlatforms(registry)
    rmSync(process.env[DATABASE_TEMPLATE_ENV]!, { recursive: true, force: true })
  }
}
