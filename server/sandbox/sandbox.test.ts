import { get as httpGet, type IncomingHttpHeaders } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { call, findGame, signIn } from '../games/test-support.ts'
import { theoreticalRtp } from './slot/rtp.ts'
import { classic20 } from './slot/model.ts'
import { checkLedger } from '../ledger/invariants.ts'
import { bet } from '../wallet/seamless.ts'
import { betTransactionId, finishInterruptedRounds, journalRound } from './round-journal.ts'

let platform: TestPlatform
let slot: { id: string; slug: string }
beforeAll(async () => {
  platform = await startTestPlatform()
  slot = await findGame(platform, `g.type = 'CASINO' and g.bet_min_minor = 20 and g.bet_max_minor >= 10000`)
  // Creating and seeding the database takes seconds, a minute or more on a busy two-core box.
}, 180_000)
afterAll(() => platform?.close())

const fun = (jurisdiction = 'FI', currency = 'EUR', gameId = slot.id) =>
  call(platform, 'POST', '/sandbox/api/sessions', { body: { gameId, moneyMode: 'fun', jurisdiction, channel: 'web', lang: 'en', currency } })
const spin = (sessionId: string, betMinor: number, autoplay = false) => call(platform, 'POST', `/sandbox/api/sessions/${sessionId}/spins`, { body: { betMinor, autoplay } })
/** Moves the session's last spin into the past, as if time had passed. */
const age = (sessionId: string, ms: number) => platform.db.query(`update game_sessions set last_spin_at = last_spin_at - make_interval(secs => $2) where id = $1`, [sessionId, ms / 1000])

describe('the launcher page', () => {
  const query = (over: Record<string, string> = {}) =>
    new URLSearchParams({ lang: 'fi', channel: 'web', jurisdiction: 'FI', partnerid: '2270', moneymode: 'fun', gameid: slot.id, partner: 'croupier', homeurl: '/fi-FI/online-casino', fullscreen: 'false', ...over })

  it('is a page with a strict policy, its script a file and its parameters a JSON island', async () => {
    const res = await fetch(`${platform.url}/sandbox/games/launch?${query()}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1])
    expect(scripts.every((attrs) => /src="\/sandbox\/games\/assets\//.test(attrs!) || attrs!.includes('type="application/json"'))).toBe(true)
    expect(html).toContain('<html lang="fi">')
    expect(html).toContain('Ilmaispeli')
    const island = JSON.parse(/<script type="application\/json" id="launch-config">(.*?)<\/script>/s.exec(html)![1]!)
    expect(island).toMatchObject({ gameId: slot.id, moneyMode: 'fun', homeurl: '/fi-FI/online-casino', engine: 'slot' })
    const script = await fetch(`${platform.url}/sandbox/games/assets/launcher.js`)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await script.text()).toContain('launch-config')
  })

  it('speaks a regional catalog in its language under a real language tag, and an unknown one in English', async () => {
    // Chile reads Spanish and Brazil Portuguese; cl and br are not those languages' tags (br is Breton).
    const page = async (lang: string) => (await fetch(`${platform.url}/sandbox/games/launch?${query({ lang })}`)).text()
    const chile = await page('cl')
    expect(chile).toContain('<html lang="es-CL">')
    expect(chile).toContain('Modo demo')
    expect(await page('br')).toContain('<html lang="pt-BR">')
    const unknown = await page('xx')
    expect(unknown).toContain('<html lang="en">')
    expect(unknown).toContain('Fun mode')
  })

  it('keeps hostile parameters inert', async () => {
    const res = await fetch(`${platform.url}/sandbox/games/launch?${query({ homeurl: '</script><script>alert(1)</script>' })}`)
    const html = await res.text()
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('\\u003c/script\\u003e')
  })

  it('validates the launcher contract and refuses an unknown game', async () => {
    expect((await fetch(`${platform.url}/sandbox/games/launch?${query({ moneymode: 'free' })}`)).status).toBe(400)
    expect((await fetch(`${platform.url}/sandbox/games/launch?${query({ fullscreen: 'true' })}`)).status).toBe(400)
    expect((await fetch(`${platform.url}/sandbox/games/launch?${query({ gameid: 'nope' })}`)).status).toBe(404)
  })
})

describe('a fun slot session', () => {
  it('plays a virtual balance: each round takes the bet and pays the win, recorded for recall', async () => {
    const session = await fun()
    expect(session.status).toBe(201)
    expect(session.body).toMatchObject({ mode: 'fun', engine: 'slot', balanceMinor: 100_000, rules: { minSpinMs: 2500, autoplay: true, maxStakeMinor: null } })
    expect(session.body.betLevels[0]).toBe(20)
    let balance = session.body.balanceMinor
    const rounds: string[] = []
    for (let i = 0; i < 12; i++) {
      const round = await spin(session.body.sessionId, 200)
      expect(round.status).toBe(200)
      expect(round.body.balanceMinor).toBe(balance - 200 + round.body.winMinor)
      const { base, freeSpins } = round.body.outcome
      expect(round.body.winMinor).toBe(base.winMinor + freeSpins.reduce((s: number, f: any) => s + f.winMinor, 0))
      expect(base.window).toHaveLength(5)
      balance = round.body.balanceMinor
      rounds.unshift(round.body.roundId)
      await age(session.body.sessionId, 2500)
    }
    const recall = await call(platform, 'GET', `/sandbox/api/sessions/${session.body.sessionId}/rounds`)
    expect(recall.body.map((r: any) => r.roundId)).toEqual(rounds.slice(0, 10))
    expect(recall.body[0]).toMatchObject({ mode: 'fun', betMinor: 200, status: 'settled', outcome: { kind: 'slot', model: 'classic20' } })
    const again = await call(platform, 'GET', `/sandbox/api/sessions/${session.body.sessionId}`)
    expect(again.body.balanceMinor).toBe(balance)
  })

  it('refuses a spin before the minimum spin time, saying how long to wait', async () => {
    const session = await fun()
    expect((await spin(session.body.sessionId, 20)).status).toBe(200)
    const early = await spin(session.body.sessionId, 20)
    expect(early).toMatchObject({ status: 429, body: { code: 'error.game.spin.too.early' } })
    expect(early.body.additionalInfo.retryAfterMs).toBeGreaterThan(0)
    expect(early.body.additionalInfo.retryAfterMs).toBeLessThanOrEqual(2500)
    await age(session.body.sessionId, 2500)
    expect((await spin(session.body.sessionId, 20)).status).toBe(200)
  })

  it('plays Germany\'s rules: 5 s per spin, no autoplay, at most 1 EUR', async () => {
    const session = await fun('JJ')
    expect(session.body.rules).toEqual({ jurisdiction: 'JJ', minSpinMs: 5000, autoplay: false, maxStakeMinor: 100 })
    expect(Math.max(...session.body.betLevels)).toBe(100)
    expect((await spin(session.body.sessionId, 200)).body.code).toBe('error.game.bet.invalid')
    expect((await spin(session.body.sessionId, 100, true)).body.code).toBe('error.game.autoplay.forbidden')
    expect((await spin(session.body.sessionId, 100)).status).toBe(200)
    await age(session.body.sessionId, 3000)
    expect((await spin(session.body.sessionId, 100)).status).toBe(429)
    await age(session.body.sessionId, 2000)
    expect((await spin(session.body.sessionId, 100)).status).toBe(200)
  })

  it('forbids autoplay in the UK and the Netherlands, allows it elsewhere', async () => {
    for (const j of ['GG', 'LL']) expect((await fun(j)).body.rules.autoplay).toBe(false)
    const fi = await fun('FI')
    expect((await spin(fi.body.sessionId, 20, true)).status).toBe(200)
  })

  it('refuses a stake the game does not offer and one the balance does not cover', async () => {
    const session = await fun()
    expect((await spin(session.body.sessionId, 30)).body.code).toBe('error.game.bet.invalid')
    await platform.db.query('update game_sessions set fun_balance_minor = 100 where id = $1', [session.body.sessionId])
    expect((await spin(session.body.sessionId, 200)).body.code).toBe('error.game.balance.insufficient')
  })

  it('plays in the visitor\'s currency', async () => {
    const session = await fun('NO', 'NOK')
    expect(session.body).toMatchObject({ currency: 'NOK', balanceMinor: 1_150_000 })
    expect(session.body.betLevels.every((l: number) => l % 20 === 0)).toBe(true)
  })

  it('ends: an expired or unknown session is refused', async () => {
    const session = await fun()
    await platform.db.query(`update game_sessions set expires_at = now() - interval '1 second' where id = $1`, [session.body.sessionId])
    expect((await spin(session.body.sessionId, 20)).body.code).toBe('error.game.session.expired')
    expect((await call(platform, 'GET', `/sandbox/api/sessions/${'x'.repeat(43)}`)).body.code).toBe('error.game.session.not.found')
  })
})

/** The demo player signed in, launched for real money (Norway) and in a sandbox session of the slot. */
async function realSession() {
  const { playerId, token } = await signIn(platform)
  const launch = await call(platform, 'POST', `/api/v1/game/${slot.slug}/url`, {
    token,
    body: { countryCode: 'NO', currency: 'NOK', language: 'en', platform: 'web', ip: '10.0.0.1', locale: 'en-NO', playerCountryCode: 'NO' },
  })
  const session = await call(platform, 'POST', '/sandbox/api/sessions', { body: { gameId: slot.id, moneyMode: 'real', ticket: launch.body.token, jurisdiction: 'XX', channel: 'web', lang: 'en' } })
  return { playerId, token, session }
}

const mainOf = async (playerId: string) =>
  Number((await platform.db.one<{ b: unknown }>(`select balance_minor as b from ledger_accounts where player_id = $1 and kind = 'MAIN'`, [playerId]))?.b ?? 0)

describe('real money', () => {
  it('plays a real-money round through the seamless wallet: the bet and the win move the wallet once, the round is recorded', async () => {
    const { playerId, token, session } = await realSession()
    expect(session.body).toMatchObject({ mode: 'real', currency: 'NOK', rules: { jurisdiction: 'NO' } })
    const main = () => mainOf(playerId)
    const before = await main()
    // The game shows the wallet's cash as its balance.
    expect(session.body.balanceMinor).toBe(before)
    const stake = session.body.betLevels[0]
    const res = await spin(session.body.sessionId, stake)
    expect(res.status).toBe(200)
    expect(res.body.balanceMinor).toBe(before - stake + res.body.winMinor)
    expect(await main()).toBe(res.body.balanceMinor)
    const round = await platform.db.one<{ status: string; bet_minor: unknown; win_minor: unknown; mode: string }>('select * from game_rounds where id = $1', [res.body.roundId])
    expect({ ...round, bet_minor: Number(round!.bet_minor), win_minor: Number(round!.win_minor) }).toMatchObject({ status: 'settled', mode: 'real', bet_minor: stake, win_minor: res.body.winMinor })
    const recent = await call(platform, 'GET', '/api/v1/player/games?category=RECENTLY_PLAYED', { token })
    expect(recent.body[0].game.id).toBe(slot.id)
  })

  it('finishes a round cut off between bet and win in the player\'s favour, once, and voids one whose bet never arrived', async () => {
    const { playerId, session } = await realSession()
    const sessionId = session.body.sessionId as string
    const main = () => mainOf(playerId)
    const before = await main()
    const stake = session.body.betLevels[0] as number
    const outcome = { kind: 'slot', model: classic20.id, base: { winMinor: 5 * stake }, freeSpins: [] }

    // The provider decided a winning round and the wallet took the bet; then the process stopped.
    const cut = { roundKey: `test-cut:${sessionId}`, sessionId, betMinor: stake, winMinor: 5 * stake, outcome }
    await journalRound(platform.db, cut)
    const taken = await bet(platform.db, { transactionId: betTransactionId(cut.roundKey), sessionId, amountMinor: stake, outcome })
    expect(taken.status).toBe('OK')
    // Another round was written down, but its bet never reached the wallet.
    const lost = { ...cut, roundKey: `test-lost:${sessionId}` }
    await journalRound(platform.db, lost)
    expect(await main()).toBe(before - stake)
    // Too recent to be interrupted: a spin in flight is left alone.
    expect(await finishInterruptedRounds(platform.db)).toEqual({ settled: 0, refused: 0, void: 0 })

    // On restart: the decided win is paid, the round closes, and the lost round is void.
    const finished = await finishInterruptedRounds(platform.db, 0)
    expect(finished.settled).toBeGreaterThanOrEqual(1)
    expect(await main()).toBe(before - stake + 5 * stake)
    const round = await platform.db.one<{ status: string; win_minor: unknown }>('select status, win_minor from game_rounds where id = $1', [taken.roundId])
    expect({ ...round, win_minor: Number(round!.win_minor) }).toEqual({ status: 'settled', win_minor: 5 * stake })
    const states = await platform.db.query<{ round_key: string; state: string }>(
      'select round_key, state from sandbox_provider_rounds where round_key = any($1) order by round_key', [[cut.roundKey, lost.roundKey]],
    )
    expect(states).toEqual([{ round_key: cut.roundKey, state: 'settled' }, { round_key: lost.roundKey, state: 'void' }])

    // Finishing again (another instance, another restart) pays nothing more.
    await platform.db.query(`update sandbox_provider_rounds set state = 'betting', finished_at = null where round_key = $1`, [cut.roundKey])
    await finishInterruptedRounds(platform.db, 0)
    expect(await main()).toBe(before - stake + 5 * stake)
    expect((await checkLedger(platform.db)).violations).toEqual([])
  })

  it('journals every real-money spin and closes it: nothing is left to finish after a normal round', async () => {
    const open = await platform.db.one<{ n: number }>(`select count(*)::int as n from sandbox_provider_rounds where state = 'betting' and round_key like 'sandbox-slot:%'`)
    const settled = await platform.db.one<{ n: number }>(`select count(*)::int as n from sandbox_provider_rounds where state = 'settled' and round_key like 'sandbox-slot:%'`)
    // The earlier real-money test played one round through the API.
    expect(open!.n).toBe(0)
    expect(settled!.n).toBeGreaterThanOrEqual(1)
  })

  it('recalls a player\'s last 10 rounds of a game, newest first', async () => {
    const { playerId, token } = await signIn(platform)
    await platform.db.query(
      `insert into game_sessions (id, game_id, mode, player_id, jurisdiction, currency, language, channel, expires_at)
       values ('recall-session-000000000000000000000000000', $1, 'real', $2, 'NO', 'NOK', 'en', 'web', now() + interval '1 hour')`,
      [slot.id, playerId],
    )
    for (let i = 0; i < 12; i++) {
      await platform.db.query(
        `insert into game_rounds (session_id, game_id, player_id, mode, currency, bet_minor, win_minor, status, outcome, started_at, settled_at)
         values ('recall-session-000000000000000000000000000', $1, $2, 'real', 'NOK', $3, 0, 'settled', '{"kind":"slot","model":"classic20","base":{"stops":[0,0,0,0,0],"window":[],"lineWins":[],"scatters":0,"scatterWinMinor":0,"multiplier":1,"winMinor":0,"freeSpinsAwarded":0},"freeSpins":[]}',
                 now() + make_interval(mins => $4), now() + make_interval(mins => $4))`,
        // After every round an earlier test played for real, so these twelve are the newest.
        [slot.id, playerId, 100 + i, i + 1],
      )
    }
    const recall = await call(platform, 'GET', `/api/v1/player/games/${slot.id}/rounds`, { token })
    expect(recall.status).toBe(200)
    expect(recall.body.map((r: any) => r.betMinor)).toEqual([111, 110, 109, 108, 107, 106, 105, 104, 103, 102])
  })
})

describe('the paytable', () => {
  it('is published with the RTP computed from the strips', async () => {
    const res = await call(platform, 'GET', `/sandbox/api/games/${slot.id}/paytable`)
    expect(res.body.rtp.exact).toBe(theoreticalRtp(classic20).total.toString())
    expect(res.body.rtp.percent).toBeCloseTo(96.126, 3)
    expect(res.body.strips).toEqual(classic20.strips)
    expect(res.body.lines).toHaveLength(20)
    const table = await findGame(platform, `g.type = 'LIVE_CASINO'`)
    expect((await call(platform, 'GET', `/sandbox/api/games/${table.id}/paytable`)).status).toBe(404)
  })
})

describe('media', () => {
  it('serves every thumbnail density, the vertical tile, hero banners and provider logos as cacheable SVG', async () => {
    const featured = await findGame(platform, 'g.row_span = 2')
    for (const file of [`${slot.slug}@1x.svg`, `${slot.slug}@2x.svg`, `${slot.slug}@3x.svg`, `${featured.slug}-vertical@2x.svg`]) {
      const res = await fetch(`${platform.url}/media/games/${file}`)
      expect(res.status, file).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
      const etag = res.headers.get('etag')!
      expect((await fetch(`${platform.url}/media/games/${file}`, { headers: { 'If-None-Match': etag } })).status).toBe(304)
    }
    const one = await (await fetch(`${platform.url}/media/games/${slot.slug}@1x.svg`)).text()
    expect(one).toContain('width="200" height="200"')
    expect((await fetch(`${platform.url}/media/games/${featured.slug}-vertical@2x.svg`).then((r) => r.text()))).toContain('viewBox="0 0 200 416"')
    expect((await fetch(`${platform.url}/media/games/unknown-game@1x.svg`)).status).toBe(404)
    expect((await fetch(`${platform.url}/media/games/${slot.slug}@4x.svg`)).status).toBe(404)
    expect((await fetch(`${platform.url}/media/lobby/casino-hero.svg`)).status).toBe(200)
    expect((await fetch(`${platform.url}/media/lobby/live-casino-hero.svg`)).status).toBe(200)
    expect((await fetch(`${platform.url}/media/providers/evolution.svg`)).status).toBe(200)
    expect((await fetch(`${platform.url}/media/providers/nobody.svg`)).status).toBe(404)
  })

  it('compresses the art by negotiation, under the same ETag', async () => {
    const url = `${platform.url}/media/lobby/casino-hero.svg`
    const plain = await request(url, { 'accept-encoding': 'identity' })
    const br = await request(url, { 'accept-encoding': 'gzip, br' })
    const gzip = await request(url, { 'accept-encoding': 'gzip' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString())
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString())
    expect(br.body.length).toBeLessThan(plain.body.length / 3)
    expect(br.headers.etag).toBe(plain.headers.etag)
    expect(br.headers.vary).toContain('Accept-Encoding')
  })
})

/** A GET whose body is left as sent (fetch would decode it). */
function request(url: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((done, fail) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', fail)
    }).on('error', fail)
  })
}
