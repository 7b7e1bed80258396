/**
 * Who is connected: each player's open websockets, by session too, so features can push to a
 * player (`publish(playerId, message)`) — balance updates, bonus awards — and a session that ends
 * closes its sockets at once (`closeSession`).
 */
import type { WebSocket } from '@fastify/websocket'

export type RealtimeHub = ReturnType<typeof createRealtimeHub>

function addTo(map: Map<string, Set<WebSocket>>, key: string, socket: WebSocket) {
  const set = map.get(key) ?? new Set()
  set.add(socket)
  map.set(key, set)
  socket.once('close', () => {
    set.delete(socket)
    if (set.size === 0 && map.get(key) === set) map.delete(key)
  })
}

export function createRealtimeHub() {
  const byPlayer = new Map<string, Set<WebSocket>>()
  const bySession = new Map<string, Set<WebSocket>>()
  return {
    add(playerId: string, sessionId: string, socket: WebSocket) {
      addTo(byPlayer, playerId, socket)
      addTo(bySession, sessionId, socket)
    },
    /** Sends to every open connection of the player; returns how many received it. */
    publish(playerId: string, message: unknown): number {
      const data = JSON.stringify(message)
      let delivered = 0
      for (const socket of byPlayer.get(playerId) ?? []) {
        if (socket.readyState === socket.OPEN) {
          socket.send(data)
          delivered++
        }
      }
      return delivered
    },
    connections(playerId: string): number {
      return byPlayer.get(playerId)?.size ?? 0
    },
    /** Closes every socket of an ended session (sign-out, idle logout); returns how many. */
    closeSession(sessionId: string, code: number, reason: string): number {
      const sockets = [...(bySession.get(sessionId) ?? [])]
      for (const socket of sockets) socket.close(code, reason)
      return sockets.length
    },
    closeAll() {
      for (const set of byPlayer.values()) for (const socket of set) socket.close(1001, 'server shutting down')
      byPlayer.clear()
      bySession.clear()
    },
  }
}
