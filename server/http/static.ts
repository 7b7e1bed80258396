/**
 * The built client: hashed assets cached for a year, index.html never cached so a release shows
 * at once. Any non-API path the platform does not know renders the SPA, which shows its own 404.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
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
    setHeaders(reply, path) {
      reply.header('Cache-Control', hashedAsset.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  return true
}

export function sendIndex(reply: import('fastify').FastifyReply) {
  return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html')
}
