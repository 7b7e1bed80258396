/**
 * Brotli and gzip copies of the built client, made once at build time (vite.config.ts runs it
 * after the bundle is written) so the platform never compresses a static file per request:
 * @fastify/static's `preCompressed` picks `x.js.br` or `x.js.gz` by Accept-Encoding.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/

/** Below this a compressed copy saves less than the Content-Encoding header costs. */
const MIN_BYTES = 1024

export function precompressDir(dir: string): { files: number; raw: number; br: number; gz: number } {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 }
  const visit = (path: string) => {
    for (const name of readdirSync(path)) {
      const file = join(path, name)
      if (statSync(file).isDirectory()) {
        visit(file)
        continue
      }
      if (!COMPRESSIBLE.test(name)) continue
      const body = readFileSync(file)
      if (body.length < MIN_BYTES) continue
      const br = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      })
      const gz = gzipSync(body, { level: 9 })
      writeFileSync(`${file}.br`, br)
      writeFileSync(`${file}.gz`, gz)
      totals.files++
      totals.raw += body.length
      totals.br += br.length
      totals.gz += gz.length
    }
  }
  visit(dir)
  return totals
}
