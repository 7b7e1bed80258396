/**
 * Who is connected: each player's open websockets, so features can push to a player
 * (`publish(playerId, message)`) — balance updates, bonus awards, forced logout.
 */
import type { WebSocket } from '@fastify/websocket'

export type RealtimeHub = ReturnType<typeof createRealtimeHub>

export function createRealtimeHub() {
  const sockets = new Map<string, Set<WebSocket>>()
  return {
    add(playerId: string, socket: WebSocket) {
      const set = sockets.get(playerId) ?? new Set()
      set.add(socket)
      sockets.set(playerId, set)
      socket.once('close', () => {
        set.delete(socket)
        if (set.size === 0 && sockets.get(playerId) === set) sockets.delete(playerId)
      })
    },
    /** Sends to every open connection of the player; returns how many received it. */
    publish(playerId: string, message: unknown): number {
      const data = JSON.stringify(message)
      let delivered = 0
      for (const socket of sockets.get(playerId) ?? []) {
        if (socket.readyState === socket.OPEN) {
          socket.send(data)
          delivered++
        }
      }
      return delivered
    },
    connections(playerId: string): number {
      return sockets.get(playerId)?.size ?? 0
    },
    closeAll() {
      for (const set of sockets.values()) for (const socket of set) socket.close(1001, 'server shutting down')
      sockets.clear()
    },
  }
}
