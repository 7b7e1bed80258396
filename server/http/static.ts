/**
 * The built client: hashed assets cached for a year, index.html never cached so a release shows
 * at once. A page path renders the SPA; an unknown page path renders it too, answered 404, and the
 * SPA shows its not-found page; a missing file (/assets/*, /images/*, anything with an extension)
 * is a plain 404, never index.html (server/http/pages.ts).
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

export function sendIndex(reply: import('fastify').FastifyReply, status = 200) {
  return reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html')
}
