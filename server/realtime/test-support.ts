/** Helpers for websocket tests: a socket whose messages and close are recorded from the first byte. */
import type { FastifyInstance } from 'fastify'
import type { WebSocket } from '@fastify/websocket'

export interface RecordedSocket {
  socket: WebSocket
  /** The next message not yet taken (parsed JSON), waiting for it if need be. */
  next(): Promise<any>
  /** Resolves with the close code once the socket closes. */
  closed: Promise<number>
}

/**
 * Opens `/ws…` through fastify's injector. Listeners are attached before the handshake
 * (`onInit`): the platform may send its first message before injectWS resolves.
 */
export async function openSocket(app: FastifyInstance, path: string, headers: Record<string, string> = {}): Promise<RecordedSocket> {
  const queue: any[] = []
  const waiting: ((message: any) => void)[] = []
  let closeWith!: (code: number) => void
  const closed = new Promise<number>((resolve) => (closeWith = resolve))
  const socket = await app.injectWS(path, { headers }, {
    onInit(ws: WebSocket) {
      ws.on('message', (data: Buffer) => {
        const message = JSON.parse(String(data))
        const taker = waiting.shift()
        if (taker) taker(message)
        else queue.push(message)
      })
      ws.on('close', (code: number) => closeWith(code))
    },
  })
  return {
    socket,
    next: () => (queue.length ? Promise.resolve(queue.shift()) : new Promise((resolve) => waiting.push(resolve))),
    closed,
  }
}
