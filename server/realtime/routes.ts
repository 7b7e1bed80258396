/**
 * `/ws?Authorization=<ticket>`: browsers cannot set headers on a websocket, so the credential comes
 * in the query, and it is therefore a one-time ticket (createRealtimeTicket), never the id token.
 * The handshake is refused (403) from a page of another site. A missing, spent or expired ticket
 * closes the socket with 4401, the client's cue to log out; so does the session ending (sign-out
 * here or on another device: checked at every ping). When the id token the ticket was fetched with
 * expires, the socket closes with 4419 and the client reconnects with a new ticket.
 */
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database.ts'
import type { RealtimeHub } from './hub.ts'
import { redeemTicket, sessionIsLive } from './tickets.ts'

export const PING_INTERVAL_MS = 20_000
export const CLOSE_UNAUTHORIZED = 4401
export const CLOSE_TOKEN_EXPIRED = 4419
/** setTimeout's longest delay; an id token lives 12 hours, far below it. */
const MAX_TIMER_MS = 2 ** 31 - 1

export interface RealtimeOptions {
  db: Db
  hub: RealtimeHub
  /** Page origins allowed to open the socket (PUBLIC_ORIGIN, plus the dev servers in development). */
  allowedOrigins: string[]
  pingIntervalMs?: number
}

export function registerRealtimeRoutes(app: FastifyInstance, { db, hub, allowedOrigins, pingIntervalMs = PING_INTERVAL_MS }: RealtimeOptions) {
  const allowed = new Set(allowedOrigins)
  app.get<{ Querystring: { Authorization?: string } }>(
    '/ws',
    {
      websocket: true,
      // Before the upgrade: a browser on another site never gets a socket. Non-browser clients
      // send no Origin; they can claim any, so the ticket is what actually authorises.
      preValidation: async (request, reply) => {
        const origin = request.headers.origin
        if (origin !== undefined && !allowed.has(origin)) {
          await reply.code(403).send({ status: 403, code: 'error.origin.forbidden', message: 'This page may not open the player socket.' })
        }
      },
    },
    (socket, request) => {
      const ticket = typeof request.query.Authorization === 'string' ? request.query.Authorization : ''
      // Messages arriving before the ticket is checked are dropped: the channel is server-to-client.
      redeemTicket(db, ticket).then(
        (grant) => {
          if (!grant) return socket.close(CLOSE_UNAUTHORIZED, 'unauthorized')
          if (socket.readyState !== socket.OPEN) return
          hub.add(grant.playerId, grant.sessionId, socket)
          const expiry = setTimeout(() => socket.close(CLOSE_TOKEN_EXPIRED, 'token expired'), Math.min(MAX_TIMER_MS, grant.idTokenExpiresAt - Date.now()))
          // Pings keep proxies from closing an idle connection and reveal dead peers; each one
          // also asks whether the session still stands (it may have ended on another instance).
          let alive = true
          socket.on('pong', () => (alive = true))
          const timer = setInterval(() => {
            if (!alive) return socket.terminate()
            alive = false
            socket.ping()
            sessionIsLive(db, grant.sessionId).then(
              (live) => live || socket.close(CLOSE_UNAUTHORIZED, 'session ended'),
              (error: unknown) => request.log.warn({ err: error }, 'realtime session check failed'),
            )
          }, pingIntervalMs)
          socket.once('close', () => {
            clearInterval(timer)
            clearTimeout(expiry)
          })
          socket.send(JSON.stringify({ type: 'session.connected', playerId: grant.playerId }))
        },
        (error: unknown) => {
          request.log.error({ err: error }, 'realtime ticket check failed')
          socket.close(1011, 'server error')
        },
      )
    },
  )
}
