/**
 * `/ws?Authorization=<idToken>`: browsers cannot set headers on a websocket, so the id token comes
 * in the query. A missing or invalid token closes the socket with 4401, the client's cue to log out.
 */
import type { FastifyInstance } from 'fastify'
import type { TokenService } from '../auth/tokens.ts'
import type { RealtimeHub } from './hub.ts'

export const PING_INTERVAL_MS = 20_000
export const CLOSE_UNAUTHORIZED = 4401

export function registerRealtimeRoutes(app: FastifyInstance, tokens: TokenService, hub: RealtimeHub) {
  app.get<{ Querystring: { Authorization?: string } }>('/ws', { websocket: true }, (socket, request) => {
    const raw = request.query.Authorization ?? ''
    const token = raw.replace(/^Bearer\s+/i, '')
    // Messages arriving before verification completes are dropped: nothing is accepted from the
    // client yet, the channel is server-to-client.
    tokens.verifyIdToken(token).then(
      (session) => {
        if (socket.readyState !== socket.OPEN) return
        hub.add(session.player_id, socket)
        // Pings keep proxies from closing an idle connection and reveal dead peers.
        let alive = true
        socket.on('pong', () => (alive = true))
        const timer = setInterval(() => {
          if (!alive) return socket.terminate()
          alive = false
          socket.ping()
        }, PING_INTERVAL_MS)
        socket.once('close', () => clearInterval(timer))
        socket.send(JSON.stringify({ type: 'session.connected', playerId: session.player_id }))
      },
      () => socket.close(CLOSE_UNAUTHORIZED, 'unauthorized'),
    )
  })
}
