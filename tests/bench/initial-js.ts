import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * The JavaScript a first visit to the home route must download before it can run: the entry
 * module and every module it statically imports (the modulepreload links in index.html).
 * Lazy route chunks and locale catalogs are excluded on purpose: they load on demand.
 */
export function measureInitialJs(clientDir: string): { files: { file: string; raw: number; gzip: number }[]; gzip: number; raw: number } {
  const indexPath = join(clientDir, 'index.html')
  if (!existsSync(indexPath)) throw new Error(`${indexPath} is missing: run \`npm run build\` first`)
  const html = readFileSync(indexPath, 'utf8')
  const sources = new Set<string>()
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) sources.add(match[1]!)
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) sources.add(match[1]!)
  const files = [...sources].map((src) => {
    const body = readFileSync(join(clientDir, src.replace(/^\//, '')))
    return { file: src, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
  })
  return {
    files,
    raw: files.reduce((n, f) => n + f.raw, 0),
    gzip: files.reduce((n, f) => n + f.gzip, 0),
  }
}
