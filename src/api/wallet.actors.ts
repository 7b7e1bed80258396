/**
 * Call actors of the wallet: the balance (GET /player/wallet) and the player's realtime socket.
 * Each call resolves with the platform's answer or rejects with an ApiCallError.
 */
import ReconnectingWebSocket from 'reconnecting-websocket'
import { fromCallback, fromPromise, type EventObject } from 'xstate'
import { ApiCallError } from '../../machines/shared/callError'
import type { WalletBalance } from '../../machines/wallet/balances'
import type { WalletEvent } from '../../machines/wallet/wallet.machine'
import { api } from './client'
import { unwrap } from './errors'
import {
  parseRealtimeFrame,
  REALTIME_CLOSE_UNAUTHORIZED,
  REALTIME_MAX_RECONNECTS,
  REALTIME_RECONNECT_INTERVAL_MS,
  realtimeUrlProvider,
} from './realtime'

/**
 * GET /player/wallet. A 404 means no money has moved yet: the spec treats it as no wallet, which
 * the player reads as zero in their own currency (from the profile).
 */
export const loadWallet = fromPromise<WalletBalance, void>(async ({ signal }) => {
  try {
    return unwrap(await api.GET('/api/v1/player/wallet', { signal }))
  } catch (error) {
    if (!(error instanceof ApiCallError) || error.status !== 404) throw error
    const profile = unwrap(await api.GET('/api/v1/player/profile', { signal }))
    return { currency: profile.currencyCode, balanceMap: { MAIN: [], LOCKED: [], BONUS: [] } }
  }
})

export interface RealtimeSocketOptions {
  origin: string
  /** Where non-JSON frames and socket errors are reported (spec 001 §8: logged). */
  log?: (message: string, detail?: unknown) => void
  /** For tests: the socket class (reconnecting-websocket in the browser). */
  createSocket?: (url: () => Promise<string>) => SocketLike
}

/** The part of reconnecting-websocket the wallet uses. */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null
  onclose: ((event: { code: number }) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onerror: ((event: unknown) => void) | null
  readonly retryCount: number
  close(code?: number, reason?: string): void
}

const openSocket = (url: () => Promise<string>): SocketLike =>
  new ReconnectingWebSocket(url, [], {
    // 001 §9: up to 10 reconnects, 3 s apart; a fresh one-time ticket for each (the URL provider).
    maxRetries: REALTIME_MAX_RECONNECTS,
    minReconnectionDelay: REALTIME_RECONNECT_INTERVAL_MS,
    maxReconnectionDelay: REALTIME_RECONNECT_INTERVAL_MS,
    reconnectionDelayGrowFactor: 1,
  }) as unknown as SocketLike

/**
 * The player's websocket as the wallet machine hears it: `realtime.opened` once, then
 * `realtime.lost` / `realtime.reconnected` / `realtime.closed`; `realtime.refused` when the
 * platform closes with 4401 (spent ticket or ended session); every WALLET_BALANCE as
 * `wallet.balanceReceived`. The platform pings every 20 s (protocol pings, answered by the browser).
 */
export function realtimeSocket({ origin, log = console.warn, createSocket = openSocket }: RealtimeSocketOptions) {
  return fromCallback<EventObject, void>(({ sendBack }) => {
    const send = (event: WalletEvent) => sendBack(event)
    const socket = createSocket(realtimeUrlProvider(origin))
    let everOpened = false
    let connected = false
    /** A realtime.lost was sent and no subscription since: the next one is a reconnect. */
    let dropped = false
    socket.onopen = () => {
      connected = true
    }
    socket.onclose = ({ code }) => {
      const wasConnected = connected
      connected = false
      if (code === REALTIME_CLOSE_UNAUTHORIZED) {
        socket.close()
        send({ type: 'realtime.refused' })
      } else if (socket.retryCount >= REALTIME_MAX_RECONNECTS) send({ type: 'realtime.closed' })
      else if (wasConnected || !everOpened) {
        dropped = true
        send({ type: 'realtime.lost' })
      }
    }
    socket.onerror = (event) => log('Wallet Bonus Websocket ERROR', event)
    socket.onmessage = ({ data }) => {
      const frame = parseRealtimeFrame(data)
      if (frame.kind === 'ignored') return log(`realtime frame ignored: ${frame.reason}`, data)
      // The platform says session.connected once it has checked the ticket and subscribed the
      // socket (an open socket is not yet subscribed): only from then on is every change pushed.
      if (frame.message.type === 'session.connected') {
        // After a failed first attempt the wallet is already reconnecting: that is a reconnect too.
        send({ type: dropped ? 'realtime.reconnected' : 'realtime.opened' })
        everOpened = true
        dropped = false
      }
      if (frame.message.type === 'WALLET_BALANCE') {
        const { currency, balanceMap } = frame.message
        send({ type: 'wallet.balanceReceived', balance: { currency, balanceMap } })
      }
    }
    return () => socket.close()
  })
}
