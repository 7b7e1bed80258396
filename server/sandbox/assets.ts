/**
 * The launcher's script and styles, served as files (the page has no inline script). Read once
 * at start; each URL carries a hash of the content, so a new release is fetched at once.
 */
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const directory = join(dirname(fileURLToPath(import.meta.url)), 'assets')
const types: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' }

export interface Asset {
  body: Buffer
  type: string
  etag: string
}

export const assets: ReadonlyMap<string, Asset> = new Map(
  readdirSync(directory)
    .filter((file) => extname(file) in types)
    .map((file) => {
      const body = readFileSync(join(directory, file))
      return [file, { body, type: types[extname(file)]!, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"` }] as const
    }),
)

export const ASSET_PATH = '/sandbox/games/assets'

export function assetUrl(file: string): string {
  const asset = assets.get(file)
  if (!asset) throw new Error(`no launcher asset ${file}`)
  return `${ASSET_PATH}/${file}?v=${asset.etag.slice(1, 9)}`
}
