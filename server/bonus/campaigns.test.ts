/**
 * Bonus campaigns through the API on PGlite or (TEST_DATABASE_URL) PostgreSQL: who sees which
 * (visitors the public ones, players theirs by audience, deposit group and player list; drafts
 * never), opting in and out changing what the player is offered, dismissing, consent kept per
 * player (agree takes the bonus through the ledger in one transaction, decline hides it), claims
 * idempotent and conflicting as any claim, the game contribution to wagering, sportsbook free bets,
 * and the refusals (unauthenticated, blocked accounts, another player's campaign list).
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../ledger/invariants.ts'
import { campaigns as seededCampaigns, campaignTexts, seedCampaigns } from './campaigns.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { bet } from '../wallet/seamless.ts'
import { clientFor, createPlayer, fund, realGameSession, type Client, type PlayerSpec } from '../wallet/test-support.ts'

let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform()
}, 180_000)
afterAll(() => platform?.close())

async function playerClient(spec: PlayerSpec = {}): Promise<Client> {
  return clientFor(platform, await createPlayer(platform.db, { currency: 'EUR', countryCode: 'FI', ...spec }))
}
/** A call without tokens, as a visitor's browser makes it. */
async function visitor(path: string, method = 'GET', body?: unknown) {
  const response = await fetch(platform.url + path, {
    method,
    headers: { 'x-site-id': '5', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}
const ids = (campaigns: { campaignId: string }[]) => campaigns.map((c) => c.campaignId)
const campaigns = async (client: Client) => (await client.get('/api/v1/bonus/campaigns')).body as { campaignId: string; participation: { state: string } }[]
const stateIn = async (client: Client, campaignId: string) => (await campaigns(client)).find((c) => c.campaignId === campaignId)?.participation.state
const eligibleIds = async (client: Client) => ids((await client.get('/api/v2/bonus/rewards?rewardsType=ELIGIBLE')).body)
const action = (client: Client, campaignId: string, name: string) => client.send('POST', `/api/v1/bonus/campaigns/${campaignId}/${name}`)
async function balances(playerId: string): Promise<Record<string, number>> {
  const rows = await platform.db.query<{ kind: string; balance_minor: unknown }>('select kind, balance_minor from ledger_accounts where player_id = $1', [playerId])
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.balance_minor)]))
}

describe('who sees which campaign', () => {
  it('shows a visitor the public campaigns only, without any player standing', async () => {
    const answer = await visitor('/api/v1/bonus/campaigns')
    expect(answer.status).toBe(200)
    expect(ids(answer.body)).toEqual(['welcome-casino', 'casino-reload', 'deposit-casino', 'live-table-boost', 'spring-code', 'welcome-spins', 'weekly-spins', 'sports-free-bet', 'join-welcome'])
    expect(answer.body.every((c: object) => !('participation' in c))).toBe(true)
    expect(answer.body.find((c: { campaignId: string }) => c.campaignId === 'join-welcome')).toMatchObject({
      audience: { authorization: 'not-authorized', mode: 'no-limit' }, requiresOptIn: true, hasBonusCode: false, steps: 2, campaignStatus: 'ACTIVE',
    })
    expect(answer.body.find((c: { campaignId: string }) => c.campaignId === 'spring-code')).toMatchObject({ hasBonusCode: true, triggerEvent: 'MANUAL_BONUS_CODE' })
    expect(ids((await visitor('/api/v1/bonus/campaigns?category=triggered')).body)).toEqual(['spring-code'])
  })

  it('shows a new player the campaigns for players and their group, with their standing, and never drafts', async () => {
    const client = await playerClient()
    const list = await campaigns(client)
    expect(ids(list)).toEqual(['welcome-casino', 'casino-reload', 'deposit-casino', 'live-table-boost', 'spring-code', 'welcome-spins', 'weekly-spins', 'slots-week', 'sports-free-bet'])
    expect(list.find((c) => c.campaignId === 'slots-week')).toMatchObject({
      requiresOptIn: true, wrMultiplier: 15, validDays: 14, audience: { authorization: 'authorized', mode: 'no-limit' },
      participation: { state: 'AVAILABLE', optedIn: null, consent: null, assignmentId: null, bonusAmountMinor: 1_500, currency: 'EUR' },
    })
    // Free spins have no bonus money to show.
    expect(list.find((c) => c.campaignId === 'welcome-spins')).toMatchObject({ participation: { bonusAmountMinor: null } })
  })

  it('shows a player with more than one deposit the campaign for regulars, in their currency', async () => {
    const client = await playerClient({ currency: 'NOK', countryCode: 'NO' })
    await fund(platform.db, client.playerId, 10_000)
    expect(ids(await campaigns(client))).not.toContain('loyal-live-drops')
    await fund(platform.db, client.playerId, 10_000)
    const regular = (await campaigns(client)).find((c) => c.campaignId === 'loyal-live-drops')
    expect(regular).toMatchObject({ audience: { mode: 'group', targetGroups: ['DEPOSIT_COUNT_MORE_THAN_1'] }, participation: { state: 'AVAILABLE', currency: 'NOK' } })
  })

  it('shows a campaign for a list of players to the players it names only, and never says whom it names', async () => {
    const named = await playerClient()
    const other = await playerClient()
    const id = `vip-${randomUUID().slice(0, 8)}`
    await platform.db.query(
      `insert into bonus_campaigns (id, title, description, category, bonus_type, vertical, trigger_event, amount_euro_minor, wr_multiplier, valid_days, audience, target_player_ids, requires_opt_in, position)
       values ($1, 'VIP', 'For the named.', 'opt-in', 'OPT_IN', 'LIVE_CASINO', 'LINKED_CAMPAIGN', 1000, 5, 7, 'authorized', array[$2::uuid], true, 99)`,
      [id, named.playerId],
    )
    expect((await campaigns(named)).find((c) => c.campaignId === id)).toMatchObject({ audience: { authorization: 'authorized', mode: 'player CSV' } })
    expect(JSON.stringify(await campaigns(named))).not.toContain(named.playerId)
    expect(ids(await campaigns(other))).not.toContain(id)
    expect((await visitor(`/api/v1/bonus/campaigns/details?campaignIds=${id}`)).body).toEqual([])
    // Not theirs to act on either.
    expect((await action(other, id, 'activate')).body.code).toBe('error.campaign.not.found')
    await platform.db.query(`update bonus_campaigns set status = 'CANCELED' where id = $1`, [id])
  })

  it('gives the details of several campaigns in the order asked, leaving out drafts and those the viewer may not see', async () => {
    const answer = await visitor('/api/v1/bonus/campaigns/details?campaignIds=sports-free-bet,autumn-draft,slots-week,welcome-casino,no-such,sports-free-bet')
    expect(ids(answer.body)).toEqual(['sports-free-bet', 'welcome-casino'])
    const client = await playerClient()
    expect(ids((await client.get('/api/v1/bonus/campaigns/details?campaignIds=slots-week,join-welcome')).body)).toEqual(['slots-week'])
    expect((await visitor('/api/v1/bonus/campaigns/details?campaignIds=a,,b')).status).toBe(400)
  })

  it('gives a Finnish player the Finnish texts of their campaigns, a visitor those of the catalog asked, and English where there are none', async () => {
    // The client asks in its catalog's language (the URL's: fi-FI reads the fi catalog).
    const finn = await playerClient({ market: 'FI' })
    const fi = (await finn.get('/api/v1/bonus/campaigns-by-language/fi')).body as { campaignId: string; title: string; description: string }[]
    expect(fi.find((c) => c.campaignId === 'welcome-casino')).toMatchObject({
      title: 'Kasinon tervetuliaisbonus',
      description: 'Kierrätä se 10 kertaa kasinopeleissä 30 päivän kuluessa, niin siitä tulee rahaa, jonka voit nostaa.',
    })
    // A players-only campaign too, and every one the player sees has its Finnish title.
    expect(fi.find((c) => c.campaignId === 'slots-week')?.title).toBe('Kolikkopeliviikko')
    const english = new Map((await campaigns(finn) as unknown as { campaignId: string; title: string }[]).map((c) => [c.campaignId, c.title]))
    expect(fi.map((c) => c.campaignId)).toEqual([...english.keys()])
    expect(fi.filter((c) => c.title === english.get(c.campaignId))).toEqual([])

    // Canadian French reads the French; an English catalog the operator's own texts.
    expect((await visitor('/api/v1/bonus/campaigns-by-language/caf')).body.find((c: { campaignId: string }) => c.campaignId === 'welcome-casino').title).toBe('Bonus de bienvenue du casino')
    expect((await visitor('/api/v1/bonus/campaigns-by-language/nz')).body.find((c: { campaignId: string }) => c.campaignId === 'welcome-casino').title).toBe('Welcome bonus for the casino')
    // A campaign without a text in the language reads the operator's.
    await platform.db.query(`delete from bonus_campaign_texts where campaign_id = 'casino-reload' and language = 'fi'`)
    const after = (await visitor('/api/v1/bonus/campaigns-by-language/fi')).body
    expect(after.find((c: { campaignId: string }) => c.campaignId === 'casino-reload')).toMatchObject({ title: 'Reload bonus for the casino' })
    expect((await visitor('/api/v1/bonus/campaigns-by-language/xx')).status).toBe(400)
  })
})

describe('the seeded campaign texts', () => {
  it('translate every campaign for every catalog whose language is not English', async () => {
    // casino-reload lost its Finnish text in the test above.
    const rows = await platform.db.query<{ language: string; n: number }>(
      `select language, count(*)::int as n from bonus_campaign_texts where campaign_id <> 'casino-reload' group by language order by language`,
    )
    const others = seededCampaigns.length - 1
    expect(rows).toEqual(['br', 'caf', 'cl', 'de', 'fi', 'fr', 'ja', 'no', 'pe', 'pl', 'pt', 'tl', 'tr'].map((language) => ({ language, n: others })))
    for (const language of Object.keys(campaignTexts) as (keyof typeof campaignTexts)[]) {
      expect(Object.keys(campaignTexts[language]).sort(), language).toEqual(seededCampaigns.map((c) => c.id).sort())
    }
  })

  it('leave a campaign the operator rewrote to the operator’s own texts', async () => {
    await platform.db.query(`update bonus_campaigns set title = 'Autumn offer, rewritten' where id = 'autumn-draft'`)
    await platform.db.query(`delete from bonus_campaign_texts where campaign_id = 'autumn-draft'`)
    await platform.db.transaction((tx) => seedCampaigns(tx))
    expect(await platform.db.query(`select language from bonus_campaign_texts where campaign_id = 'autumn-draft'`)).toEqual([])
    // The campaigns it did not rewrite keep theirs, in every language.
    expect(await platform.db.query(`select count(*)::int as n from bonus_campaign_texts where campaign_id = 'welcome-casino'`)).toEqual([{ n: 13 }])
  })
})

describe('opting in and out', () => {
  it('offers an opt-in campaign only once the player opted in, and takes the offer back when they opt out', async () => {
    const client = await playerClient()
    expect(await eligibleIds(client)).not.toContain('slots-week')
    // Not claimable before the opt-in.
    const early = await client.send('POST', '/api/v1/bonus/campaigns/slots-week/claim')
    expect([early.status, early.body.code]).toEqual([403, 'error.campaign.not.eligible'])

    const opted = await client.send('POST', '/api/v1/bonus/optIn/slots-week/activate')
    expect(opted.status).toBe(200)
    expect(opted.body).toMatchObject({ campaignId: 'slots-week', state: null, bonusAmountMinor: 1_500, wageringAmountMinor: 22_500, currency: 'EUR' })
    expect(opted.body.assignmentId).toEqual(expect.any(String))
    expect((await client.send('POST', '/api/v1/bonus/optIn/slots-week/activate')).body).toEqual(opted.body)
    expect(await stateIn(client, 'slots-week')).toBe('OPTED_IN')
    expect(await eligibleIds(client)).toContain('slots-week')

    const out = await client.send('POST', '/api/v1/bonus/optIn/slots-week/deactivate')
    expect(out.status).toBe(200)
    expect(await stateIn(client, 'slots-week')).toBe('OPTED_OUT')
    expect(await eligibleIds(client)).not.toContain('slots-week')
    // The offer cannot be claimed by its assignment either, while opted out.
    const byAssignment = await client.send('POST', '/api/v2/bonus/rewards/claim', { bonusAssignmentId: opted.body.assignmentId, state: 'ACTIVATED' })
    expect([byAssignment.status, byAssignment.body.code]).toEqual([404, 'error.bonus.assignment.not.found'])
    expect((await client.send('POST', '/api/v1/bonus/optIn/slots-week/deactivate')).status).toBe(200)

    // The campaign action does the same as the opt-in calls.
    expect((await action(client, 'slots-week', 'activate')).status).toBe(200)
    expect(await eligibleIds(client)).toContain('slots-week')
    expect((await action(client, 'slots-week', 'deactivate')).status).toBe(200)
    expect(await eligibleIds(client)).not.toContain('slots-week')
  })

  it('lets a player opt out of an offer made to everyone, and refuses opting out of an opt-in never given', async () => {
    const client = await playerClient()
    expect(await eligibleIds(client)).toContain('casino-reload')
    expect((await client.send('POST', '/api/v1/bonus/optIn/casino-reload/deactivate')).status).toBe(200)
    expect(await eligibleIds(client)).not.toContain('casino-reload')
    expect(await stateIn(client, 'casino-reload')).toBe('OPTED_OUT')
    // A fresh player who opts out before ever reading the rewards is not offered it at all.
    const fresh = await playerClient()
    await fresh.send('POST', '/api/v1/bonus/optIn/welcome-casino/deactivate')
    expect(await eligibleIds(fresh)).not.toContain('welcome-casino')

    const never = await client.send('POST', '/api/v1/bonus/optIn/slots-week/deactivate')
    expect([never.status, never.body.code]).toEqual([409, 'error.optin.not.active'])
    const coded = await client.send('POST', '/api/v1/bonus/optIn/spring-code/activate')
    expect([coded.status, coded.body.code]).toEqual([400, 'error.campaign.action.invalid'])
    const unknown = await client.send('POST', '/api/v1/bonus/optIn/no-such/activate')
    expect([unknown.status, unknown.body.code]).toEqual([404, 'error.campaign.not.found'])
    const draft = await client.send('POST', '/api/v1/bonus/optIn/autumn-draft/activate')
    expect(draft.status).toBe(404)
    const visitorsOnly = await client.send('POST', '/api/v1/bonus/optIn/join-welcome/activate')
    expect(visitorsOnly.status).toBe(404)
  })

  it('dismisses a campaign from the player’s list and offers; opting in brings it back; an active bonus is forfeited instead', async () => {
    const client = await playerClient()
    const dismissed = await action(client, 'live-table-boost', 'dismiss')
    expect(dismissed.status).toBe(200)
    expect(ids(await campaigns(client))).not.toContain('live-table-boost')
    expect(await eligibleIds(client)).not.toContain('live-table-boost')
    expect((await client.get('/api/v1/bonus/campaigns/details?campaignIds=live-table-boost')).body[0].participation.state).toBe('DISMISSED')
    expect((await action(client, 'live-table-boost', 'dismiss')).status).toBe(200)
    await action(client, 'live-table-boost', 'activate')
    expect(await stateIn(client, 'live-table-boost')).toBe('OPTED_IN')

    await client.send('POST', '/api/v1/bonus/campaigns/live-table-boost/claim')
    const active = await action(client, 'live-table-boost', 'dismiss')
    expect([active.status, active.body.code]).toEqual([400, 'error.campaign.action.invalid'])
    const again = await client.send('POST', '/api/v1/bonus/optIn/live-table-boost/activate')
    expect([again.status, again.body.code]).toEqual([409, 'error.optin.already.active'])
    const out = await client.send('POST', '/api/v1/bonus/optIn/live-table-boost/deactivate')
    expect([out.status, out.body.code]).toEqual([400, 'error.campaign.action.invalid'])
    expect((await action(client, 'live-table-boost', 'cancel')).status).toBe(400)
  })
})

describe('claiming and consent', () => {
  it('claims through the ledger once, answers a second claim with the same reward, and conflicts in the vertical', async () => {
    const client = await playerClient()
    await client.send('POST', '/api/v1/bonus/optIn/slots-week/activate')
    const claimed = await client.send('POST', '/api/v1/bonus/campaigns/slots-week/claim')
    expect(claimed.status).toBe(200)
    expect(claimed.body).toMatchObject({ campaignId: 'slots-week', state: 'ACTIVATED', bonusAmountMinor: 1_500 })
    expect(await balances(client.playerId)).toEqual({ BONUS_CASINO: 1_500 })
    const again = await client.send('POST', '/api/v1/bonus/campaigns/slots-week/claim')
    expect(again.body).toEqual(claimed.body)
    expect(await balances(client.playerId)).toEqual({ BONUS_CASINO: 1_500 })
    expect(await stateIn(client, 'slots-week')).toBe('ACTIVE')
    // Claiming is agreeing to the terms: kept.
    const kept = await platform.db.query<{ agreed: boolean }>('select agreed from bonus_campaign_consents where player_id = $1 and campaign_id = $2', [client.playerId, 'slots-week'])
    expect(kept).toEqual([{ agreed: true }])

    const conflict = await client.send('POST', '/api/v1/bonus/campaigns/welcome-casino/claim')
    expect([conflict.status, conflict.body.code, conflict.body.additionalInfo.activeReward.campaignId]).toEqual([409, 'error.bonus.active.already.exists', 'slots-week'])
    expect(await balances(client.playerId)).toEqual({ BONUS_CASINO: 1_500 })
    // Nothing of the refused claim was kept.
    expect(await platform.db.query('select 1 from bonus_campaign_consents where player_id = $1 and campaign_id = $2', [client.playerId, 'welcome-casino'])).toEqual([])

    const deposit = await client.send('POST', '/api/v1/bonus/campaigns/deposit-casino/claim')
    expect([deposit.status, deposit.body.code]).toEqual([400, 'error.bonus.deposit.required'])
    const coded = await client.send('POST', '/api/v1/bonus/campaigns/spring-code/claim')
    expect([coded.status, coded.body.code]).toEqual([403, 'error.campaign.not.eligible'])
    expect((await checkLedger(platform.db)).violations).toEqual([])
  })

  it('runs two claims of one player one after the other: one credit', async () => {
    const client = await playerClient()
    const answers = await Promise.all([1, 2, 3].map(() => client.send('POST', '/api/v1/bonus/campaigns/welcome-casino/claim')))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(new Set(answers.map((a) => a.body.assignmentId)).size).toBe(1)
    expect(await balances(client.playerId)).toEqual({ BONUS_CASINO: 1_000 })
  })

  it('keeps every answer to the terms: declining hides the offer and opts out, agreeing takes the bonus', async () => {
    const client = await playerClient()
    await client.send('POST', '/api/v1/bonus/optIn/slots-week/activate')
    const declined = await client.send('POST', '/api/v1/bonus/campaigns/consent', { campaignId: 'slots-week', agreed: false })
    expect(declined.status).toBe(200)
    expect(declined.body).toMatchObject({ campaignId: 'slots-week', state: null })
    expect(await stateIn(client, 'slots-week')).toBe('DECLINED')
    expect(await eligibleIds(client)).not.toContain('slots-week')
    expect(await balances(client.playerId)).toEqual({})

    const agreed = await client.send('POST', '/api/v1/bonus/campaigns/consent', { campaignId: 'slots-week', agreed: true })
    expect(agreed.status).toBe(200)
    expect(agreed.body).toMatchObject({ state: 'ACTIVATED', bonusAmountMinor: 1_500 })
    expect(await balances(client.playerId)).toEqual({ BONUS_CASINO: 1_500 })
    expect((await client.send('POST', '/api/v1/bonus/campaigns/consent', { campaignId: 'slots-week', agreed: true })).body).toEqual(agreed.body)
    const kept = await platform.db.query<{ agreed: boolean }>('select agreed from bonus_campaign_consents where player_id = $1 order by id', [client.playerId])
    // A second agreement to the bonus already taken changes nothing, and is not a new answer.
    expect(kept.map((k) => k.agreed)).toEqual([false, true])
    const declineActive = await client.send('POST', '/api/v1/bonus/campaigns/consent', { campaignId: 'slots-week', agreed: false })
    expect([declineActive.status, declineActive.body.code]).toEqual([400, 'error.campaign.action.invalid'])
  })

  it('takes a campaign by its bonus code with consent; a wrong code or no campaign at all is refused', async () => {
    const client = await playerClient()
    const byCode = await client.send('POST', '/api/v1/bonus/campaigns/consent', { bonusCode: 'spring25', agreed: true })
    expect(byCode.status).toBe(200)
    expect(byCode.body).toMatchObject({ campaignId: 'spring-code', state: 'ACTIVATED', bonusType: 'TRIGGERED' })
    // The coded bonus stands in the way of another casino consent: forfeit-then-consent.
    const conflict = await client.send('POST', '/api/v1/bonus/campaigns/consent', { campaignId: 'welcome-casino', agreed: true })
    expect([conflict.status, conflict.body.code, conflict.body.additionalInfo.activeReward.campaignId]).toEqual([409, 'error.bonus.active.triggered.already.exists', 'spring-code'])

    const wrong = await client.send('POST', '/api/v1/bonus/campaigns/consent', { bonusCode: 'NOPE', agreed: true })
    expect([wrong.status, wrong.body.code]).toEqual([400, 'error.bonus_code.invalid'])
    const mismatch = await client.send('POST', '/api/v1/bonus/campaigns/consent', { bonusCode: 'SPRING25', campaignId: 'welcome-casino', agreed: true })
    expect(mismatch.body.code).toBe('error.bonus_code.already_used')
    const neither = await client.send('POST', '/api/v1/bonus/campaigns/consent', { agreed: true })
    expect([neither.status, neither.body.code, neither.body.errors[0].field]).toEqual([400, 'error.validation', 'campaignId'])
    const noCode = await (await playerClient()).send('POST', '/api/v1/bonus/campaigns/consent', { campaignId: 'spring-code', agreed: true })
    expect([noCode.status, noCode.body.code]).toEqual([400, 'error.bonus_code.invalid'])
  })
})

describe('refusals', () => {
  it('answers 401 to every player call without tokens', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/v1/bonus/campaigns/consent', { campaignId: 'welcome-casino', agreed: true }],
      ['POST', '/api/v1/bonus/campaigns/welcome-casino/claim'],
      ['POST', '/api/v1/bonus/campaigns/welcome-casino/dismiss'],
      ['POST', '/api/v1/bonus/optIn/slots-week/activate'],
      ['POST', '/api/v1/bonus/optIn/slots-week/deactivate'],
      ['GET', '/api/v2/bonus/sportsbook'],
    ] as const) {
      expect((await visitor(path, method, body)).status, path).toBe(401)
    }
  })

  it('refuses a blocked account’s opt-ins, claims and consents, and moves no money', async () => {
    const client = await playerClient({ flags: { bonuses: false } })
    for (const answer of [
      await client.send('POST', '/api/v1/bonus/optIn/slots-week/activate'),
      await client.send('POST', '/api/v1/bonus/campaigns/welcome-casino/claim'),
      await client.send('POST', '/api/v1/bonus/campaigns/consent', { campaignId: 'welcome-casino', agreed: true }),
    ]) {
      expect([answer.status, answer.body.code]).toEqual([403, 'error.bonus.not.allowed'])
    }
    expect(await balances(client.playerId)).toEqual({})
  })
})

describe('sportsbook free bets', () => {
  it('lists nothing for a player with no free bet, then the free bet they opted in to, then the active one', async () => {
    const client = await playerClient()
    expect((await client.get('/api/v2/bonus/sportsbook')).body).toEqual([])
    await client.send('POST', '/api/v1/bonus/optIn/sports-free-bet/activate')
    expect((await client.get('/api/v2/bonus/sportsbook')).body).toMatchObject([{ campaignId: 'sports-free-bet', vertical: 'SPORTS', state: null, bonusAmountMinor: 500 }])
    await client.send('POST', '/api/v1/bonus/campaigns/sports-free-bet/claim')
    expect((await client.get('/api/v2/bonus/sportsbook')).body).toMatchObject([{ campaignId: 'sports-free-bet', state: 'ACTIVATED' }])
    expect(await balances(client.playerId)).toEqual({ BONUS_SPORTS: 500 })
    // Another player's free bet is theirs alone.
    expect((await (await playerClient()).get('/api/v2/bonus/sportsbook')).body).toEqual([])
  })
})

describe('game limitations and the wagering they describe', () => {
  const gameOf = async (where: string) => (await platform.db.one<{ id: string }>(`select id from games where enabled and ${where} order by id limit 1`))!.id

  it('says slots count in full, table games a tenth, jackpot games nothing — and the wagering counts so', async () => {
    const slot = await gameOf(`game_type = 'slot' and jackpot_pool_id is null`)
    const jackpot = await gameOf('jackpot_pool_id is not null')
    const table = await gameOf(`type = 'LIVE_CASINO'`)
    expect((await visitor(`/api/v1/bonus/games/${slot}/limitations`)).body).toEqual({ gameId: slot, bonusMoneyAllowed: true, wageringContributionPercent: 100, maxBetMinor: null, currency: null })
    expect((await visitor(`/api/v1/bonus/games/${jackpot}/limitations`)).body).toMatchObject({ bonusMoneyAllowed: false, wageringContributionPercent: 0 })
    expect((await visitor(`/api/v1/bonus/games/${table}/limitations`)).body).toMatchObject({ bonusMoneyAllowed: true, wageringContributionPercent: 10 })
    const missing = await visitor('/api/v1/bonus/games/no-such-game/limitations')
    expect([missing.status, missing.body.code]).toEqual([404, 'error.game.not.found'])

    const client = await playerClient()
    expect((await client.get(`/api/v1/bonus/games/${slot}/limitations`)).body.currency).toBe('EUR')
    await fund(platform.db, client.playerId, 100_000)
    await client.send('POST', '/api/v1/bonus/campaigns/welcome-casino/claim') // €10 × 10: €100 to wager
    await client.send('POST', '/api/v1/bonus/campaigns/live-table-boost/claim') // €5 × 5: €25 to wager
    const stake = async (gameId: string, amountMinor: number) =>
      bet(platform.db, { transactionId: `tx-${randomUUID()}`, sessionId: await realGameSession(platform.db, client.playerId, gameId), amountMinor, outcome: { kind: 'slot', model: 'classic20' } })
    await stake(slot, 1_000)
    await stake(jackpot, 1_000)
    await stake(table, 1_000)
    const progress = (await client.get('/api/v2/bonus/progress')).body as { campaignId: string; wageredMinor: number }[]
    expect(Object.fromEntries(progress.map((p) => [p.campaignId, p.wageredMinor]))).toEqual({ 'welcome-casino': 1_000, 'live-table-boost': 100 })
  })
})
