/**
 * Call actors of the game launch: guard 7's lookup by slug, the launch by slug (real money or fun
 * mode) and the game frame's messages, heard only from the launch URL's origin.
 */
import { fromCallback, fromPromise, type EventObject } from 'xstate'
import type { QueryClient } from '@tanstack/react-query'
import type { FrameEvent, Game, GameData, GameLookup, LaunchRequest } from '../../machines/gameLaunch/gameLaunch.machine'
import { $api, api } from './client'
import { unwrap } from './errors'

export function gameQueryOptions({ slug, market }: GameLookup) {
  return $api.queryOptions('get', '/api/v1/lobby-service/games/{slug}', { params: { path: { slug }, query: { market } } }, { staleTime: 5 * 60 * 1000, retry: false })
}

/** GET /lobby-service/games/{slug} through the query cache (the route loader may have fetched it). */
export const loadGame = (queryClient: QueryClient) => fromPromise<Game, GameLookup>(({ input }) => queryClient.fetchQuery(gameQueryOptions(input)))

/** POST /game/{slug}/url (signed in, real money) or /game/{slug}/url/demo (fun mode). */
export const launchGame = fromPromise<GameData, LaunchRequest>(async ({ input: { slug, mode, station }, signal }) => {
  const options = { params: { path: { slug } }, body: station, signal }
  return mode === 'real' ? unwrap(await api.POST('/api/v1/game/{slug}/url', options)) : unwrap(await api.POST('/api/v1/game/{slug}/url/demo', options))
})

/** The sandbox launcher marks its messages with this source. */
const FRAME_SOURCE = 'croupier-sandbox'

/**
 * Reads one frame message as a flow event, or null: only the launcher's own messages with the
 * expected shape count (the origin is checked by the caller).
 */
export function frameEvent(data: unknown): FrameEvent | null {
  if (!data || typeof data !== 'object') return null
  const m = data as Record<string, unknown>
  if (m.source !== FRAME_SOURCE || typeof m.balanceMinor !== 'number' || typeof m.currency !== 'string') return null
  const balance = { balanceMinor: m.balanceMinor, currency: m.currency }
  if (m.type === 'ready') return { type: 'frame.ready', ...balance }
  if (m.type === 'balanceUpdate') return { type: 'frame.balance', ...balance }
  if (m.type === 'roundEnd' && typeof m.betMinor === 'number' && typeof m.winMinor === 'number')
    return { type: 'frame.roundEnd', ...balance, betMinor: m.betMinor, winMinor: m.winMinor }
  return null
}

/** Listens to `message` events from the launch URL's origin only; anything else is ignored. */
export const listenToFrame = fromCallback<EventObject, { launchUrl: string }>(({ input, sendBack }) => {
  const origin = new URL(input.launchUrl, window.location.href).origin
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin) return
    const frame = frameEvent(event.data)
    if (frame) sendBack(frame)
  }
  window.addEventListener('message', onMessage)
  return () => window.removeEventListener('message', onMessage)
})
