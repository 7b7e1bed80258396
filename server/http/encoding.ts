import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

/**
 * The encoding to answer with: brotli when the client accepts it, else gzip, else none. A q=0
 * refuses an encoding.
 *
 * @example negotiateEncoding('gzip, deflate, br') // 'br'
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>()
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (wants('br')) return 'br'
  if (wants('gzip')) return 'gzip'
  return null
}

/** Fast settings: a page is compressed per request (the static files are done at build time). */
export function compressFor(encoding: Encoding, body: Buffer): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 })
}
