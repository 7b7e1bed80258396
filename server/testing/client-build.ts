/**
 * One production build of the client per change of its sources, shared by everything that needs
 * it: the e2e platforms (tests/e2e/global-setup.ts) and the bundle rules of
 * server/security/trust-production.test.ts. `npm test` builds it once, in whichever comes first.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')

/** Where the built client lands (what the platform serves with CLIENT_DIR unset). */
export const clientBuildDir = join(root, 'dist/client')

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

/**
 * Generates what the client build needs and builds it into dist/client (and its server render into
 * dist/ssr), each step only when its
 * output is older than its sources. Resolves with the build's directory.
 */
export async function buildClientWhenStale(): Promise<string> {
  if (mtime('openapi/dist/schema.d.ts') < newest(['openapi'])) await run('npm', ['run', '-s', 'api:types'])
  const catalogs = readdirSync(join(root, 'src/locales')).map((locale) => `src/locales/${locale}/messages.ts`)
  if (Math.min(...catalogs.map(mtime)) < newest(['src/locales', 'lingui.config.ts'], (name) => name === 'messages.ts')) {
    await run('npm', ['run', '-s', 'i18n:compile'])
  }
  if (mtime('dist/client/index.html') < newest(['src', 'openapi', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json'])) {
    console.log('Building the client once for every test that needs it…')
    // Always a production build, as start.ts does: the platforms' NODE_ENV=test must not matter.
    await run(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { ...process.env, NODE_ENV: 'production' })
  }
  // The platform's renderer of the home page's first paint (src/entry-server.tsx), as `npm run build` makes it.
  if (mtime('dist/ssr/entry-server.js') < mtime('dist/client/index.html')) {
    await run(join(root, 'node_modules/.bin/vite'), ['build', '--ssr', 'entry-server.tsx', '--outDir', '../dist/ssr', '--logLevel', 'warn'], { ...process.env, NODE_ENV: 'production' })
  }
  return clientBuildDir
}
