/**
 * What the platform's request log writes about a request. URLs lose their query strings: a query
 * may carry a secret (an e-mailed reset key opened as a page, a websocket ticket, a token someone
 * put in a link), and logs are kept, shipped and read by more people than the database.
 */
import type { FastifyServerOptions } from 'fastify'
import type { Writable } from 'node:stream'

/** The path of a request URL, without its query string or fragment. */
export function pathOnly(url: string | undefined): string | undefined {
  if (url === undefined) return undefined
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}

interface LoggedRequest {
  method: string
  url?: string
  routeOptions?: { url?: string }
  host?: string
  ip?: string
  socket?: { remotePort?: number }
}

/** Fastify's default request serializer, with the URL cut to its path. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: pathOnly(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/** The logger options of the platform; `stream` lets a test read what would be logged. */
export function loggerOptions(level: string, stream?: Writable): NonNullable<FastifyServerOptions['logger']> {
  return { level, serializers: { req: serializeRequest as never }, ...(stream ? { stream } : {}) }
}
