import { describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { ApiCallError } from '../../machines/shared/callError'
import { createApiClient } from './client'
import { frameEvent, launchGameWith } from './gameLaunch.actors'

describe('frameEvent', () => {
  it('reads the launcher\'s ready, balance update and round end', () => {
    expect(frameEvent({ source: 'croupier-sandbox', type: 'ready', balanceMinor: 100000, currency: 'EUR', mode: 'fun' })).toEqual({ type: 'frame.ready', balanceMinor: 100000, currency: 'EUR' })
    expect(frameEvent({ source: 'croupier-sandbox', type: 'balanceUpdate', balanceMinor: 99980, currency: 'EUR' })).toEqual({ type: 'frame.balance', balanceMinor: 99980, currency: 'EUR' })
    expect(frameEvent({ source: 'croupier-sandbox', type: 'roundEnd', balanceMinor: 100030, currency: 'EUR', betMinor: 20, winMinor: 50, roundId: 'r' })).toEqual({
      type: 'frame.roundEnd', balanceMinor: 100030, currency: 'EUR', betMinor: 20, winMinor: 50,
    })
  })

  it('ignores anything else: another source, an unknown type, a wrong shape', () => {
    expect(frameEvent({ source: 'someone-else', type: 'ready', balanceMinor: 1, currency: 'EUR' })).toBeNull()
    expect(frameEvent({ source: 'croupier-sandbox', type: 'pong', balanceMinor: 1, currency: 'EUR' })).toBeNull()
    expect(frameEvent({ source: 'croupier-sandbox', type: 'roundEnd', balanceMinor: 1, currency: 'EUR' })).toBeNull()
    expect(frameEvent({ source: 'croupier-sandbox', type: 'ready', balanceMinor: '1', currency: 'EUR' })).toBeNull()
    expect(frameEvent('ready')).toBeNull()
    expect(frameEvent(null)).toBeNull()
  })
})

describe('launchGameWith: the provider call through the contract, its answer as the launch', () => {
  const game = (gameProvider: string, id = 'g-1') =>
    ({ id, type: 'CASINO', name: 'Game One', gameSlug: 'game-one', gameProvider, providerGameCode: `${gameProvider}-code`, gameType: 'slot', demo: true }) as never
  const station = { countryCode: 'FI', currency: 'EUR', language: 'en', platform: 'web', ip: '10.0.0.1', locale: 'en-FI', playerCountryCode: 'FI' } as const
  const launch = (gameProvider: string, mode: 'fun' | 'real') => ({
    slug: 'game-one', mode, station, game: game(gameProvider), jurisdiction: 'FI', lobbyUrl: '/en-FI/online-casino', depositUrl: '/en-FI/my-account/banking/deposit',
  })

  /** Runs the actor against a platform that answers `body` and records what was asked. */
  async function run(input: ReturnType<typeof launch>, status: number, body: unknown) {
    const asked: { method: string; path: string; body: unknown }[] = []
    const fetch = async (request: Request) => {
      const text = await request.text()
      asked.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null })
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
    }
    const client = createApiClient({ baseUrl: 'http://platform.test', fetch: fetch as typeof globalThis.fetch })
    const actor = createActor(launchGameWith(client, () => 'player-1'), { input }).start()
    const done: { output?: unknown; error?: unknown } = await toPromise(actor).then((output) => ({ output }), (error: unknown) => ({ error }))
    return { asked, ...done }
  }

  it('opens the URL a provider answers: Pragmatic’s real game URL, Evolution’s entry URL', async () => {
    const pragmatic = await run(launch('pragmaticplay', 'real'), 200, { gameUrl: '/sandbox/games/launch?ticket=t-1' })
    expect(pragmatic.asked).toEqual([
      {
        method: 'POST',
        path: '/api/v1/pragmatic/partner/realGameUrl',
        body: { symbol: 'pragmaticplay-code', language: 'en', currency: 'EUR', platform: 'WEB', stylename: 'croupier', lobbyUrl: '/en-FI/online-casino', jurisdiction: 'FI' },
      },
    ])
    expect(pragmatic.output).toEqual({ game: game('pragmaticplay'), mode: 'real', launchUrl: '/sandbox/games/launch?ticket=t-1', token: null })
    const evolution = await run(launch('evolution', 'fun'), 200, { entryUrl: '/sandbox/games/launch?moneymode=fun' })
    expect(evolution.asked.map((a) => a.path)).toEqual(['/api/v1/evolution/user/authenticate/demo'])
    expect(evolution.output).toMatchObject({ mode: 'fun', launchUrl: '/sandbox/games/launch?moneymode=fun', token: null })
  })

  it('puts a credential into the launcher URL: Quickspin’s token, Yggdrasil’s session id', async () => {
    const quickspin = await run(launch('quickspin', 'real'), 200, { token: 'q.t', expiresAt: '2026-11-27T12:00:00Z' })
    expect(quickspin.asked).toEqual([{ method: 'POST', path: '/api/v1/quickspin/generatetoken', body: { gameId: 'g-1', channel: 'web' } }])
    const url = new URL((quickspin.output as { launchUrl: string }).launchUrl, 'http://site')
    expect([url.pathname, url.searchParams.get('ticket'), url.searchParams.get('gameid'), url.searchParams.get('moneymode')]).toEqual(['/sandbox/games/launch', 'q.t', 'g-1', 'real'])
    expect(quickspin.output).toMatchObject({ mode: 'real', token: 'q.t' })
    const yggdrasil = await run(launch('yggdrasil', 'real'), 200, { sessionId: 's-9' })
    expect(yggdrasil.asked).toEqual([{ method: 'POST', path: '/api/v1/yggdrasil/player/auth/session', body: null }])
    expect(new URL((yggdrasil.output as { launchUrl: string }).launchUrl, 'http://site').searchParams.get('ticket')).toBe('s-9')
  })

  it('takes the generic slug call’s launch data as it is, and fails with the platform’s error', async () => {
    const data = { game: game('playngo'), mode: 'fun', launchUrl: '/sandbox/games/launch?moneymode=fun', token: null }
    const generic = await run(launch('playngo', 'fun'), 200, data)
    expect(generic.asked).toEqual([{ method: 'POST', path: '/api/v1/game/game-one/url/demo', body: station }])
    expect(generic.output).toEqual(data)
    const refused = await run(launch('evolution', 'real'), 400, { status: 400, code: 'error.evolution.table.unavailable', message: 'Evolution table x is closed now.' })
    expect(refused.error).toBeInstanceOf(ApiCallError)
    expect(refused.error).toMatchObject({ status: 400, code: 'error.evolution.table.unavailable' })
  })
})
