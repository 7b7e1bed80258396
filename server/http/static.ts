/**
 * The built client: hashed assets (/assets/*) cached for a year, brotli or gzip copies made at
 * build time served by Accept-Encoding, index.html never cached so a release shows at once. A page path renders the SPA; an unknown page path renders it too, answered 404, and the
 * SPA shows its not-found page; a missing file (/assets/*, /images/*, anything with an extension)
 * is a plain 404, never index.html (server/http/pages.ts).
 */
import { existsSync } from 'node:fs'
import { join, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

const hashedAsset = /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png|webp|jpg)$/

export async function registerClient(app: FastifyInstance, clientDir: string): Promise<boolean> {
  if (!existsSync(join(clientDir, 'index.html'))) return false
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    // x.js.br / x.js.gz made at build time (precompress.ts), chosen by Accept-Encoding, with
    // `Vary: Accept-Encoding` on every answer, compressed or not.
    preCompressed: true,
    setHeaders(reply, path) {
      const served = path.replace(/\.(br|gz)$/, '')
      reply.header('Cache-Control', hashedAsset.test(served) && served.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  return true
}

export function sendIndex(reply: import('fastify').FastifyReply, status = 200) {
  return reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html')
}
