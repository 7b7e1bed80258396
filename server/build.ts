/**
 * `npm run build:server`: the platform compiled to plain JavaScript for production, so it runs
 * under `node` without tsx's loader (on Node 20 that loader is a second V8 isolate on its own
 * thread for the life of the process, ~38 MB of an idle platform; docs/decisions.md, "A compiled
 * server for production").
 *
 * Two entries, `dist/server/start.mjs` and the PGlite preparation child `dist/server/prepare.mjs`,
 * with every package left external (node_modules is there in production as it is here). The
 * platform's own files it reads at run time (migrations, the sandbox assets, the password list,
 * the legal texts, the OpenAPI document) stay where they are in the repository: each module's
 * `import.meta.url` is rewritten to its source file's address, relative to the bundle, so
 * `new URL('./migrations', import.meta.url)` still means server/db/migrations.
 */
import { rmSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { build, type Plugin } from 'rolldown'

const root = resolve(import.meta.dirname, '..')
export const serverOutDir = resolve(root, 'dist/server')

/** Each module keeps its own address: `import.meta.url` becomes its source file's, relative to the bundle. */
function sourceAddresses(): Plugin {
  return {
    name: 'croupier:source-addresses',
    transform: {
      filter: { code: 'import.meta.url' },
      handler(code, id) {
        if (!/\.(ts|mjs|js)$/.test(id) || id.includes('/node_modules/')) return null
        const fromBundle = relative(serverOutDir, id).split('\\').join('/')
        return { code: code.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), map: null }
      },
    },
  }
}

export async function buildServer(): Promise<string[]> {
  rmSync(serverOutDir, { recursive: true, force: true })
  const output = await build({
    input: { start: resolve(root, 'server/start.ts'), prepare: resolve(root, 'server/db/prepare.ts') },
    platform: 'node',
    // Packages and Node's own modules are loaded from node_modules at run time, as under tsx.
    external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
    transform: { define: { __SERVER_BUNDLE__: 'true' } },
    plugins: [sourceAddresses()],
    output: { dir: serverOutDir, format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs', sourcemap: false },
    logLevel: 'warn',
  })
  return output.output.map((file) => relative(root, resolve(serverOutDir, file.fileName)))
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(root, 'server/build.ts')) {
  const files = await buildServer()
  console.log(`built ${files.join(', ')} (${dirname(relative(root, serverOutDir + '/x'))})`)
}
