import { describe, expect, it, vi } from 'vitest'
import { createActor, createMachine, type AnyEventObject } from 'xstate'
import { realtimeSocket, type SocketLike } from './wallet.actors'

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null
  onclose: SocketLike['onclose'] = null
  onmessage: SocketLike['onmessage'] = null
  onerror: SocketLike['onerror'] = null
  retryCount = 0
  closed = false
  close() {
    this.closed = true
  }
}

/** Runs the socket actor under a parent that records what it sends back. */
function start() {
  const socket = new FakeSocket()
  const received: AnyEventObject[] = []
  const log = vi.fn()
  const logic = realtimeSocket({ origin: 'https://croupier.test', log, createSocket: () => socket })
  const parent = createMachine({
    invoke: { id: 'socket', src: logic },
    on: { '*': { actions: ({ event }) => received.push(event) } },
  })
  const actor = createActor(parent).start()
  return { socket, received, log, actor }
}

const balanceMap = { MAIN: [{ cashMinor: 5000, currency: 'NZD' }], LOCKED: [], BONUS: [] }
/** The platform's frame once it has checked the ticket and subscribed the socket. */
const subscribed = { data: JSON.stringify({ type: 'session.connected', playerId: 'p' }) }

describe('realtimeSocket', () => {
  it('says opened once the platform subscribed the socket, and reconnected after a drop, so the wallet reads the balance again', () => {
    const { socket, received } = start()
    socket.onopen!({})
    // Open is not yet subscribed: a change now would be pushed to no one.
    expect(received).toEqual([])
    socket.onmessage!(subscribed)
    socket.onclose!({ code: 1006 })
    socket.retryCount = 1
    socket.onopen!({})
    socket.onmessage!(subscribed)
    expect(received.map((e) => e.type)).toEqual(['realtime.opened', 'realtime.lost', 'realtime.reconnected'])
  })

  it('calls the first subscription after a failed first attempt a reconnect, since the wallet is already reconnecting', () => {
    const { socket, received } = start()
    socket.onclose!({ code: 1006 })
    socket.retryCount = 1
    socket.onclose!({ code: 1006 })
    socket.retryCount = 2
    socket.onopen!({})
    socket.onmessage!(subscribed)
    expect(received.map((e) => e.type)).toEqual(['realtime.lost', 'realtime.lost', 'realtime.reconnected'])
  })

  it('passes WALLET_BALANCE on as wallet.balanceReceived and logs what is not JSON', () => {
    const { socket, received, log } = start()
    socket.onmessage!({ data: JSON.stringify({ type: 'WALLET_BALANCE', playerId: 'p', currency: 'NZD', balanceMap }) })
    socket.onmessage!({ data: 'hello' })
    expect(received).toEqual([{ type: 'wallet.balanceReceived', balance: { currency: 'NZD', balanceMap } }])
    expect(log).toHaveBeenCalledWith('realtime frame ignored: not JSON', 'hello')
  })

  it('gives up after the tenth failed reconnect, and stops for good on 4401', () => {
    const { socket, received } = start()
    socket.onopen!({})
    socket.onmessage!(subscribed)
    socket.retryCount = 10
    socket.onclose!({ code: 1006 })
    socket.onclose!({ code: 4401 })
    expect(received.map((e) => e.type)).toEqual(['realtime.opened', 'realtime.closed', 'realtime.refused'])
    expect(socket.closed).toBe(true)
  })

  it('closes the socket when the wallet stops', () => {
    const { socket, actor } = start()
    actor.stop()
    expect(socket.closed).toBe(true)
  })
})
