import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { mainBalance } from '../wallet/test-support.ts'
import { call, findGame, signIn } from './test-support.ts'

let platform: TestPlatform
let token: string
let playerId: string
beforeAll(async () => {
  platform = await startTestPlatform()
  ;({ token, playerId } = await signIn(platform))
  // Creating and seeding the database takes seconds, a minute or more on a busy two-core box.
}, 180_000)
afterAll(() => platform?.close())

const post = (path: string, body?: unknown, auth = true) => call(platform, 'POST', path, { body, token: auth ? token : undefined })
const launcherParams = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams)

/** Opens the sandbox game with a launch credential, as the launcher page does. */
const open = (gameId: string, ticket?: string, moneyMode: 'real' | 'fun' = 'real') =>
  call(platform, 'POST', '/sandbox/api/sessions', { body: { gameId, moneyMode, ...(ticket ? { ticket } : {}), jurisdiction: 'NO', channel: 'web', lang: 'en' } })

describe('token launches', () => {
  it('mint a signed short-lived token bound to the player and the game, which opens that game only', async () => {
    const game = await findGame(platform, `g.provider_id = 'quickspin'`)
    const other = await findGame(platform, `g.provider_id = 'quickspin' and g.id <> $1`, [game.id])
    const res = await post('/api/v1/quickspin/generatetoken', { gameId: game.id, channel: 'web' })
    expect(res.status).toBe(200)
    const claims = decodeJwt(res.body.token)
    expect(claims).toMatchObject({ sub: playerId, gid: game.id, prv: 'quickspin', iss: 'croupier', aud: 'croupier-sandbox' })
    expect(Date.parse(res.body.expiresAt) - Date.now()).toBeLessThanOrEqual(600_000)
    expect(Date.parse(res.body.expiresAt)).toBe(claims.exp! * 1000)
    expect((await open(other.id, res.body.token)).body.code).toBe('error.game.ticket.invalid')
    const session = await open(game.id, res.body.token)
    expect(session.status).toBe(201)
    // Real money plays the wallet's cash: the game shows the player's MAIN balance.
    const { main } = await mainBalance(platform.db, playerId)
    expect(main).toBeGreaterThan(0)
    expect(session.body).toMatchObject({ mode: 'real', gameId: game.id, currency: 'NOK', balanceMinor: main, rules: { jurisdiction: 'NO' } })
    // A token (unlike a ticket) reopens the game, as a provider's reconnect does.
    expect((await open(game.id, res.body.token)).status).toBe(201)
  })

  it('refuse a forged, an expired and another provider\'s token', async () => {
    const game = await findGame(platform, `g.provider_id = 'pragmaticplay' and g.type = 'CASINO'`)
    const res = await post('/api/v1/pragmatic/generatetoken', { gameId: game.id, channel: 'mobile' })
    const [head, body] = res.body.token.split('.')
    expect((await open(game.id, `${head}.${body}.forged-signature`)).body.code).toBe('error.game.ticket.invalid')
    await platform.db.query(`update game_launch_tokens set expires_at = now() - interval '1 second' where id = $1`, [decodeJwt(res.body.token).jti])
    expect((await open(game.id, res.body.token)).body.code).toBe('error.game.ticket.invalid')
    const quick = await findGame(platform, `g.provider_id = 'quickspin'`)
    expect((await post('/api/v1/pragmatic/generatetoken', { gameId: quick.id, channel: 'web' })).body.code).toBe('error.game.not.found')
  })

  it('Relax: a ticket opens its game once; the token call has the same fields', async () => {
    const game = await findGame(platform, `g.provider_id = 'relax'`)
    const body = { gameId: game.id, channel: 'web', partner: 2178, jurisdiction: 'NO' }
    const ticket = await post('/api/v1/relaxgaming/ticket', body)
    expect(ticket.status).toBe(200)
    expect((await open(game.id, ticket.body.ticket)).status).toBe(201)
    expect((await open(game.id, ticket.body.ticket)).body.code).toBe('error.game.ticket.invalid')
    const tok = await post('/api/v1/relaxgaming/generatetoken', body)
    expect(decodeJwt(tok.body.token)).toMatchObject({ gid: game.id, prv: 'relax', knd: 'token' })
  })

  it("Play'n GO: the player's cached token until a new one is required, valid for any of its games", async () => {
    const first = await post('/api/v1/playngo/auth/token_generation')
    const again = await post('/api/v1/playngo/auth/token_generation')
    expect(again.body).toEqual(first.body)
    const fresh = await post('/api/v1/playngo/auth/token_generation?requireNew=true')
    expect(fresh.body.token).not.toBe(first.body.token)
    expect(decodeJwt(fresh.body.token).gid).toBeUndefined()
    const game = await findGame(platform, `g.provider_id = 'playngo'`)
    expect((await open(game.id, fresh.body.token)).status).toBe(201)
    const yggdrasil = await findGame(platform, `g.provider_id = 'yggdrasil'`)
    expect((await open(yggdrasil.id, fresh.body.token)).body.code).toBe('error.game.ticket.invalid')
  })

  it('Yggdrasil answers a session id, CreedRoomz a token, both for the player', async () => {
    const ygg = await post('/api/v1/yggdrasil/player/auth/session')
    expect(decodeJwt(ygg.body.sessionId)).toMatchObject({ sub: playerId, prv: 'yggdrasil', knd: 'session' })
    const creed = await post('/api/v1/creedroomz/token/generate', { ipAddress: '10.0.0.1' })
    expect(decodeJwt(creed.body.token)).toMatchObject({ prv: 'creedroomz' })
  })

  it('the lobby token checks isQuickSpin against the game', async () => {
    const quick = await findGame(platform, `g.provider_id = 'quickspin'`)
    const ygg = await findGame(platform, `g.provider_id = 'yggdrasil'`)
    expect((await post('/api/v1/lobby-service/token', { gameId: quick.id, channel: 'web', isQuickSpin: true })).status).toBe(200)
    expect((await post('/api/v1/lobby-service/token', { gameId: ygg.id, channel: 'web', isQuickSpin: true })).body.code).toBe('error.game.provider.failed')
    expect((await post('/api/v1/lobby-service/token', { gameId: ygg.id, channel: 'web', isQuickSpin: false })).status).toBe(200)
  })

  it('need a signed-in player', async () => {
    const game = await findGame(platform, `g.provider_id = 'quickspin'`)
    expect((await post('/api/v1/quickspin/generatetoken', { gameId: game.id, channel: 'web' }, false)).status).toBe(401)
  })
})

describe('URL launches', () => {
  it('Pragmatic: demo needs no player; the real URL carries a ticket; both open the sandbox launcher', async () => {
    const game = await findGame(platform, `g.provider_id = 'pragmaticplay' and g.type = 'CASINO'`)
    const body = { symbol: game.provider_game_code, language: 'de', currency: 'EUR', platform: 'MOBILE', stylename: 'croupier', lobbyUrl: 'http://127.0.0.1/de-JJ/online-casino', jurisdiction: 'JJ' }
    const demo = await post('/api/v1/pragmatic/partner/demoGameUrl', body, false)
    expect(demo.status).toBe(200)
    expect(demo.body.gameUrl.startsWith('/sandbox/games/launch?')).toBe(true)
    expect(launcherParams(demo.body.gameUrl)).toEqual({
      lang: 'de', channel: 'mobile', jurisdiction: 'JJ', partnerid: '2270', moneymode: 'fun', gameid: game.id, partner: 'croupier',
      homeurl: 'http://127.0.0.1/de-JJ/online-casino', fullscreen: 'false', currency: 'EUR',
    })
    const real = await post('/api/v1/pragmatic/partner/realGameUrl', body)
    const params = launcherParams(real.body.gameUrl)
    expect(params).toMatchObject({ moneymode: 'real', gameid: game.id, jurisdiction: 'NO' })
    expect(decodeJwt(params.ticket!)).toMatchObject({ sub: playerId, gid: game.id, knd: 'url' })
    const page = await fetch(`${platform.url}${real.body.gameUrl}`)
    expect(page.status).toBe(200)
    expect((await open(game.id, params.ticket)).status).toBe(201)
  })

  it('Pariplay and SOFTSWISS contexts, Novomatic URLs', async () => {
    const pari = await findGame(platform, `g.provider_id = 'pariplay' and g.type = 'CASINO'`)
    const pariBody = { GameCode: pari.provider_game_code, CurrencyCode: 'EUR', LanguageCode: 'fi', PlayerIP: '10.0.0.1', CountryCode: 'FI' }
    expect(launcherParams((await post('/api/v1/pariplay/context/demo', pariBody, false)).body.gameUrl)).toMatchObject({ moneymode: 'fun', jurisdiction: 'FI', lang: 'fi' })
    expect(launcherParams((await post('/api/v1/pariplay/context/real', pariBody)).body.gameUrl)).toMatchObject({ moneymode: 'real' })

    const soft = await findGame(platform, `g.provider_id = 'softswiss' and g.type = 'CASINO'`)
    const softBody = { game: soft.provider_game_code, currency: 'EUR', locale: 'pt', ip: '10.0.0.1', urls: { return_url: '/pt-PT/online-casino', deposit_url: '/pt-PT/deposit' }, jurisdiction: 'PT', client_type: 'desktop' }
    expect(launcherParams((await post('/api/v1/softswiss/context/demo', softBody, false)).body.gameUrl)).toMatchObject({ homeurl: '/pt-PT/online-casino', channel: 'web' })
    expect((await post('/api/v1/softswiss/context/real', { ...softBody, playerCurrentCountryCode: 'NO' })).status).toBe(200)
    // SOFTSWISS may not be played from Lithuania.
    expect((await post('/api/v1/softswiss/context/real', { ...softBody, playerCurrentCountryCode: 'LT' })).body.code).toBe('error.game.restricted')

    const novo = await findGame(platform, `g.provider_id = 'novomatic' and 'mobile' = any(g.channels)`)
    const novoBody = { country: 'NO', gameId: novo.id, ip: '10.0.0.1', lobbyUrl: '/en-NO/online-casino', locale: 'en-GB', platform: 'mobile', playerId }
    expect(launcherParams((await post('/api/v1/novomatic/game/url', novoBody)).body.gameUrl)).toMatchObject({ channel: 'mobile', moneymode: 'real' })
    expect((await post('/api/v1/novomatic/game/url', { ...novoBody, playerId: 'someone-else' })).body.code).toBe('error.game.player.mismatch')
    expect(launcherParams((await post('/api/v1/novomatic/game/url/demo', { currency: 'EUR', gameId: novo.id, locale: 'de-AT', platform: 'desktop' }, false)).body.gameUrl)).toMatchObject({ lang: 'de', moneymode: 'fun' })
    const webOnly = await findGame(platform, `g.provider_id = 'novomatic' and not ('mobile' = any(g.channels))`)
    expect((await post('/api/v1/novomatic/game/url/demo', { currency: 'EUR', gameId: webOnly.id, locale: 'en', platform: 'mobile' }, false)).body.code).toBe('error.game.channel.unsupported')
  })

  it('Evolution: an open table gives an entry URL, a closed or unknown one error.evolution.table.unavailable', async () => {
    const table = await findGame(platform, `g.provider_id = 'evolution' and g.type = 'LIVE_CASINO'`)
    await platform.db.query('update live_tables set open_from_minute = 0, open_to_minute = 0 where game_id = $1', [table.id])
    const body = { gameCategory: 'roulette', tableId: table.provider_game_code, wrapped: true, mobile: false, lobbyURL: '/en-UN/live-casino-online', ipAddress: '10.0.0.1' }
    const entry = await post('/api/v1/evolution/user/authenticate', body)
    expect(launcherParams(entry.body.entryUrl)).toMatchObject({ gameid: table.id, moneymode: 'real' })
    expect((await post('/api/v1/evolution/user/authenticate', { ...body, gameCategory: 'blackjack' })).body.code).toBe('error.evolution.table.unavailable')
    expect((await post('/api/v1/evolution/user/authenticate', { ...body, tableId: 'nosuchtable' })).body.code).toBe('error.evolution.table.unavailable')
    expect((await post('/api/v1/evolution/user/authenticate', { ...body, tableId: 'nosuchtable' })).body.additionalInfo).toBeUndefined()
    const now = Date.now()
    const minute = new Date(now).getUTCHours() * 60 + new Date(now).getUTCMinutes()
    await platform.db.query('update live_tables set open_from_minute = $2, open_to_minute = $3 where game_id = $1', [table.id, (minute + 60) % 1440, (minute + 120) % 1440])
    // A closed table's refusal says when it opens: its first round from the opening minute, as the lobby's Game says.
    const closed = await post('/api/v1/evolution/user/authenticate', body)
    expect(closed.body).toMatchObject({ status: 400, code: 'error.evolution.table.unavailable', additionalInfo: { opensAt: expect.any(String) } })
    const opening = Math.floor(now / 86_400_000) * 86_400_000 + ((minute + 60) % 1440) * 60_000 + (minute + 60 >= 1440 ? 86_400_000 : 0)
    const { period } = (await platform.db.one<{ period: number }>('select betting_ms + spinning_ms + result_ms as period from live_tables where game_id = $1', [table.id]))!
    const opensAt = Date.parse(closed.body.additionalInfo.opensAt)
    expect(opensAt - opening).toBeGreaterThanOrEqual(0)
    expect(opensAt - opening).toBeLessThan(period)
    expect((await call(platform, 'GET', `/api/v1/lobby-service/games/${table.slug}`)).body).toMatchObject({ open: false, opensAt: closed.body.additionalInfo.opensAt })
    const demoClosed = await post('/api/v1/evolution/user/authenticate/demo', { currency: 'EUR', language: 'en', tableId: table.provider_game_code }, false)
    expect(demoClosed.body).toMatchObject({ code: 'error.evolution.table.unavailable', additionalInfo: { opensAt: closed.body.additionalInfo.opensAt } })
    await platform.db.query('update live_tables set open_from_minute = 0, open_to_minute = 0 where game_id = $1', [table.id])
    const demo = await post('/api/v1/evolution/user/authenticate/demo', { currency: 'EUR', language: 'fr', tableId: table.provider_game_code }, false)
    expect(launcherParams(demo.body.entryUrl)).toMatchObject({ moneymode: 'fun', lang: 'fr', gameid: table.id })
    expect((await post('/api/v1/evolution/user/authenticate/demo', { currency: 'EUR', language: 'en' }, false)).status).toBe(200)
  })

  it('the generic slug call: launch data with the game, real with a player, fun without; no fun mode for most live tables', async () => {
    const game = await findGame(platform, `g.type = 'CASINO'`)
    const body = { countryCode: 'NO', currency: 'NOK', language: 'no', platform: 'web', ip: '10.0.0.1', locale: 'nb-NO', playerCountryCode: 'NO' }
    const real = await post(`/api/v1/game/${game.slug}/url`, body)
    expect(real.body).toMatchObject({ mode: 'real', game: { id: game.id, gameSlug: game.slug } })
    expect(launcherParams(real.body.launchUrl).ticket).toBe(real.body.token)
    const fun = await post(`/api/v1/game/${game.slug}/url/demo`, body, false)
    expect(fun.body).toMatchObject({ mode: 'fun', token: null })
    const live = await findGame(platform, `g.provider_id = 'pragmaticplay' and g.type = 'LIVE_CASINO'`)
    expect((await post(`/api/v1/game/${live.slug}/url/demo`, body, false)).body.code).toBe('error.game.demo.unavailable')
    expect((await post(`/api/v1/game/unknown-game/url/demo`, body, false)).status).toBe(404)
    const dk = await findGame(platform, `g.provider_id = 'playngo'`)
    expect((await post(`/api/v1/game/${dk.slug}/url`, { ...body, countryCode: 'DK' })).body.code).toBe('error.game.restricted')
  })
})
