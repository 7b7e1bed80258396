/**
 * The player websocket's side of the contract (openapi/areas/realtime.yaml): where to connect and
 * how to read a frame. The connection itself (pings, reconnects) belongs to the session machine's
 * callback actor; this module stays free of timers and sockets so it is testable on its own.
 *
 * The URL carries a one-time ticket, never the id token: URLs end up in proxy logs and history.
 * A ticket opens one connection, so every (re)connect asks for a new one (`realtimeUrlProvider`,
 * the shape reconnecting-websocket accepts as its URL).
 */
import type { components } from '../../openapi/dist/schema'
import { api } from './client'
import { unwrap } from './errors'

export type RealtimeMessage = components['schemas']['RealtimeMessage']
export type WalletBalanceMessage = components['schemas']['WalletBalanceMessage']
export type PlayerAttributeChangeMessage = components['schemas']['PlayerAttributeChangeMessage']
export type PlayerLoyaltyLevelMessage = components['schemas']['PlayerLoyaltyLevelMessage']
export type RealtimeTicket = components['schemas']['RealtimeTicket']

export const REALTIME_PING_INTERVAL_MS = 20_000
export const REALTIME_MAX_RECONNECTS = 10
export const REALTIME_RECONNECT_INTERVAL_MS = 3_000
/** Close code for a missing, spent or expired ticket, or a session that ended: the client logs out. */
export const REALTIME_CLOSE_UNAUTHORIZED = 4401
/** Close code when the id token the socket was opened with expires: reconnect with a new ticket. */
export const REALTIME_CLOSE_TOKEN_EXPIRED = 4419

const messageTypes = new Set<string>(['WALLET_BALANCE', 'PLAYER_ATTRIBUTE_CHANGE', 'PLAYER_LOYALTY_LEVEL', 'session.connected'])

/**
 * `ws(s)://<host>/ws?Authorization=<ticket>` for a page origin: browsers cannot set headers on a
 * websocket, so the one-time ticket travels in the query.
 *
 * @example realtimeUrl('https://croupier.test', ticket) // 'wss://croupier.test/ws?Authorization=…'
 */
export function realtimeUrl(origin: string, ticket: string): string {
  const url = new URL('/ws', origin)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.searchParams.set('Authorization', ticket)
  return url.toString()
}

/** POST /realtime/ticket, signed with the page's id token by the API client. */
export async function fetchRealtimeTicket(signal?: AbortSignal): Promise<RealtimeTicket> {
  return unwrap(await api.POST('/api/v1/realtime/ticket', { signal }))
}

/**
 * A URL provider for a reconnecting socket: each call fetches a fresh ticket (a refused one
 * rejects with the ApiCallError, whose 401 the API client already reports as a logout).
 *
 * @example new ReconnectingWebSocket(realtimeUrlProvider(location.origin))
 */
export function realtimeUrlProvider(origin: string, fetchTicket: () => Promise<RealtimeTicket> = () => fetchRealtimeTicket()): () => Promise<string> {
  return async () => realtimeUrl(origin, (await fetchTicket()).ticket)
}

export type ParsedFrame = { kind: 'message'; message: RealtimeMessage } | { kind: 'ignored'; reason: string }

/**
 * Reads one frame. The platform validates what it sends, so the client checks only what it
 * dispatches on: JSON, an object, a known `type`. Anything else is reported for logging (spec:
 * non-JSON messages are logged) rather than thrown, so one bad frame never closes the session.
 */
export function parseRealtimeFrame(data: unknown): ParsedFrame {
  if (typeof data !== 'string') return { kind: 'ignored', reason: 'not a text frame' }
  let value: unknown
  try {
    value = JSON.parse(data)
  } catch {
    return { kind: 'ignored', reason: 'not JSON' }
  }
  if (typeof value !== 'object' || value === null) return { kind: 'ignored', reason: 'not an object' }
  const type = (value as { type?: unknown }).type
  if (typeof type !== 'string' || !messageTypes.has(type)) return { kind: 'ignored', reason: `unknown type ${String(type)}` }
  return { kind: 'message', message: value as RealtimeMessage }
}
