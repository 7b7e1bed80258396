import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { PLATFORM_REGISTRY_ENV, stopLeftoverPlatforms } from './platform'

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

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`)
}

/**
 * Builds the client once for every platform of the run (they start with SKIP_CLIENT_BUILD=1), doing
 * only what is stale: `npm test` has just generated the API types and catalogs in its typecheck
 * step, so then only vite runs. Returns the teardown that stops platforms a dead worker left.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (mtime('src/api/schema.d.ts') < newest(['openapi'])) run('npm', ['run', '-s', 'api:types'])
  const catalogs = readdirSync(join(root, 'src/locales')).map((locale) => `src/locales/${locale}/messages.ts`)
  if (Math.min(...catalogs.map(mtime)) < newest(['src/locales', 'lingui.config.ts'], (name) => name === 'messages.ts')) {
    run('npm', ['run', '-s', 'i18n:compile'])
  }
  if (mtime('dist/client/index.html') < newest(['src', 'openapi', 'vite.config.ts', 'lingui.config.ts'])) {
    console.log('Building the client once for all e2e platforms…')
    // Always a production build, as start.ts does: the platforms' NODE_ENV=test must not matter.
    run(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { ...process.env, NODE_ENV: 'production' })
  }

  const registry = mkdtempSync(join(tmpdir(), 'croupier-e2e-platforms-'))
  process.env[PLATFORM_REGISTRY_ENV] = registry
  return () => stopLeftoverPlatforms(registry)
}
