/**
 * Call actors of the game launch: guard 7's lookup by slug, the launch by slug (real money or fun
 * mode) and the game frame's messages, heard only from the launch URL's origin.
 */
import { fromCallback, fromPromise, type EventObject } from 'xstate'
import type { QueryClient } from '@tanstack/react-query'
import type { FrameEvent, Game, GameData, GameLookup, LaunchRequest } from '../../machines/gameLaunch/gameLaunch.machine'
import { launcherUrl, providerLaunch, type ProviderLaunch } from '../../machines/gameLaunch/providerLaunch'
import { $api, api, type ApiClient } from './client'
import { getCredentials } from './credentials'
import { unwrap } from './errors'

export function gameQueryOptions({ slug, market }: GameLookup) {
  return $api.queryOptions('get', '/api/v1/lobby-service/games/{slug}', { params: { path: { slug }, query: { market } } }, { staleTime: 5 * 60 * 1000, retry: false })
}

/** GET /lobby-service/games/{slug} through the query cache (the route loader may have fetched it). */
export const loadGame = (queryClient: QueryClient) => fromPromise<Game, GameLookup>(({ input }) => queryClient.fetchQuery(gameQueryOptions(input)))

/** What a provider call answered: a URL to open, or a credential the launcher URL carries. */
type Answer = { url: string } | { credential: string }

/** Runs one provider launch call (providerLaunch.ts chose it and its payload). */
async function callProvider(client: ApiClient, call: ProviderLaunch, slug: string, signal: AbortSignal): Promise<Answer | GameData> {
  switch (call.operation) {
    case 'getPragmaticRealUrl':
      return { url: unwrap(await client.POST('/api/v1/pragmatic/partner/realGameUrl', { body: call.body, signal })).gameUrl }
    case 'getPragmaticDemoUrl':
      return { url: unwrap(await client.POST('/api/v1/pragmatic/partner/demoGameUrl', { body: call.body, signal })).gameUrl }
    case 'getPariplayRealContext':
      return { url: unwrap(await client.POST('/api/v1/pariplay/context/real', { body: call.body, signal })).gameUrl }
    case 'getPariplayDemoContext':
      return { url: unwrap(await client.POST('/api/v1/pariplay/context/demo', { body: call.body, signal })).gameUrl }
    case 'getSoftswissRealContext':
      return { url: unwrap(await client.POST('/api/v1/softswiss/context/real', { body: call.body, signal })).gameUrl }
    case 'getSoftswissDemoContext':
      return { url: unwrap(await client.POST('/api/v1/softswiss/context/demo', { body: call.body, signal })).gameUrl }
    case 'getNovomaticUrl':
      return { url: unwrap(await client.POST('/api/v1/novomatic/game/url', { body: call.body, signal })).gameUrl }
    case 'getNovomaticDemoUrl':
      return { url: unwrap(await client.POST('/api/v1/novomatic/game/url/demo', { body: call.body, signal })).gameUrl }
    case 'authenticateEvolution':
      return { url: unwrap(await client.POST('/api/v1/evolution/user/authenticate', { body: call.body, signal })).entryUrl }
    case 'authenticateEvolutionDemo':
      return { url: unwrap(await client.POST('/api/v1/evolution/user/authenticate/demo', { body: call.body, signal })).entryUrl }
    case 'generateQuickspinToken':
      return { credential: unwrap(await client.POST('/api/v1/quickspin/generatetoken', { body: call.body, signal })).token }
    case 'createRelaxTicket':
      return { credential: unwrap(await client.POST('/api/v1/relaxgaming/ticket', { body: call.body, signal })).ticket }
    case 'generatePlayngoToken':
      return { credential: unwrap(await client.POST('/api/v1/playngo/auth/token_generation', { signal })).token }
    case 'generateCreedroomzToken':
      return { credential: unwrap(await client.POST('/api/v1/creedroomz/token/generate', { body: call.body, signal })).token }
    case 'createYggdrasilSession':
      return { credential: unwrap(await client.POST('/api/v1/yggdrasil/player/auth/session', { signal })).sessionId }
    case 'getGameData':
      return unwrap(await client.POST('/api/v1/game/{slug}/url', { params: { path: { slug } }, body: call.body, signal }))
    case 'getDemoGameData':
      return unwrap(await client.POST('/api/v1/game/{slug}/url/demo', { params: { path: { slug } }, body: call.body, signal }))
  }
}

/**
 * The launch through the game provider's own call (spec 001 §7 Games), real money for a signed-in
 * player or fun mode; a credential answer is put into the launcher URL.
 */
export const launchGameWith = (client: ApiClient, playerId: () => string | null) =>
  fromPromise<GameData, LaunchRequest>(async ({ input, signal }) => {
    const request = { ...input, playerId: playerId() }
    const answer = await callProvider(client, providerLaunch(request), input.slug, signal)
    if ('launchUrl' in answer) return answer
    if ('url' in answer) return { game: input.game, mode: input.mode, launchUrl: answer.url, token: null }
    return { game: input.game, mode: input.mode, launchUrl: launcherUrl(request, answer.credential), token: answer.credential }
  })

export const launchGame = launchGameWith(api, () => getCredentials()?.playerId ?? null)

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

/** Posts a message to the game frame on the page, addressed to the launch URL's origin only. */
export function tellFrame(type: 'pause' | 'resume', launchUrl: string): void {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[data-game-frame]')
  frame?.contentWindow?.postMessage({ type }, new URL(launchUrl, window.location.href).origin)
}
