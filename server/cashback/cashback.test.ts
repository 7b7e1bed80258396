/**
 * Cashback through the API on PGlite or (TEST_DATABASE_URL) PostgreSQL: the seeded campaign is
 * listed; a campaign not activated accrues nothing; once activated, net losses on real-money play
 * (stakes minus wins, read from the ledger) accrue at the campaign's percent, rounded down and
 * capped; a claim pays it into MAIN through the ledger and starts a new period, and a second claim
 * finds nothing; deactivation stops the accrual but keeps what accrued. Loyalty cashback follows
 * the loyalty level. Other players, anonymous callers, accounts without bonuses and self-excluded
 * players get nothing. The ledger stays balanced throughout; a property checks the arithmetic.
 */
import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../ledger/invariants.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { bet, rollback, win } from '../wallet/seamless.ts'
import { clientFor, createPlayer, fund, mainBalance, realGameSession, type Client, type PlayerSpec } from '../wallet/test-support.ts'
import { cashbackOf, loyaltyPercent } from './cashback.ts'
import { cashbackCampaigns, cashbackTexts } from './campaigns.ts'

let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform()
}, 180_000)
afterAll(() => platform?.close())

const CAMPAIGN = 'casino-cashback'

/** A Finnish player in euros with €100 on MAIN and a real-money casino session. */
async function player(spec: PlayerSpec = {}): Promise<Client & { session: string }> {
  const id = await createPlayer(platform.db, { currency: 'EUR', countryCode: 'FI', ...spec })
  await fund(platform.db, id, 10_000)
  const game = (await platform.db.one<{ id: string }>(`select id from games where enabled and type = 'CASINO' order by id limit 1`))!
  return { ...(await clientFor(platform, id)), session: await realGameSession(platform.db, id, game.id) }
}

/** A round: the stake, then the win (none when 0). Returns the bet's transaction id. */
async function round(p: { session: string }, stakeMinor: number, winMinor = 0): Promise<string> {
  const betId = `bet-${randomUUID()}`
  expect((await bet(platform.db, { transactionId: betId, sessionId: p.session, amountMinor: stakeMinor, outcome: { kind: 'slot', model: 'classic20' } })).status).toBe('OK')
  if (winMinor > 0) expect((await win(platform.db, { transactionId: `win-${randomUUID()}`, betTransactionId: betId, amountMinor: winMinor })).status).toBe('OK')
  return betId
}

const path = (action: string, campaignId = CAMPAIGN) => `/api/v1/bonus/cashback/${campaignId}/${action}`
const progress = (c: Client, campaignId = CAMPAIGN) => c.get(path('progress', campaignId))
const act = (c: Client, action: 'activate' | 'deactivate' | 'claim', campaignId = CAMPAIGN) => c.send('POST', path(action, campaignId))
const main = async (c: Client) => (await mainBalance(platform.db, c.playerId)).main

describe('the arithmetic', () => {
  it('gives back the percent and booster of a net loss, rounded down to the minor unit, at most the cap, and nothing when the player is ahead', () => {
    expect(cashbackOf(999, 10, null, 10_000)).toBe(99)
    expect(cashbackOf(999, 10, 5, 10_000)).toBe(149)
    expect(cashbackOf(1_000_000, 10, null, 10_000)).toBe(10_000)
    expect(cashbackOf(0, 10, null, 10_000)).toBe(0)
    expect(cashbackOf(-500, 10, null, 10_000)).toBe(0)
  })

  it('is a whole number between nothing and both the share and the cap, for any loss', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 1e9 }), (loss, percent, cap) => {
        const back = cashbackOf(loss, percent, null, cap)
        expect(Number.isSafeInteger(back)).toBe(true)
        expect(back).toBeGreaterThanOrEqual(0)
        expect(back).toBeLessThanOrEqual(cap)
        expect(back * 100).toBeLessThanOrEqual(Math.max(0, loss) * percent)
        if (back < cap) expect((back + 1) * 100).toBeGreaterThan(Math.max(0, loss) * percent)
      }),
    )
  })

  it('has loyalty levels give 2 points each, at most 10 %, and no level none', () => {
    expect([null, 0, 1, 2, 3, 5, 9].map(loyaltyPercent)).toEqual([0, 0, 2, 4, 6, 10, 10])
  })
})

describe('cashback by campaign', () => {
  it('lists the seeded campaign, inactive with nothing accrued, and accrues nothing for losses while not activated', async () => {
    const p = await player()
    const list = await p.get('/api/v1/bonus/cashback')
    expect(list.status).toBe(200)
    expect(list.body).toEqual([
      expect.objectContaining({
        campaignId: CAMPAIGN, triggerEvent: 'CASHBACK_INSTANT', capMinor: 10_000,
        progress: { campaignId: CAMPAIGN, active: false, accruedMinor: 0, currency: 'EUR', percent: 10, booster: null, periodEndsAt: null },
      }),
    ])
    await round(p, 1_000)
    expect((await progress(p)).body).toMatchObject({ active: false, accruedMinor: 0 })
    expect([(await act(p, 'claim')).status, (await act(p, 'claim')).body.code]).toEqual([409, 'error.cashback.nothing_to_claim'])
  })

  it('accrues the percent of net losses since activation only, pays it into MAIN in one ledger movement, and starts over', async () => {
    const p = await player()
    await round(p, 2_000) // before activation: never counts
    const activated = await act(p, 'activate')
    expect(activated.status).toBe(200)
    expect(activated.body).toMatchObject({ campaignId: CAMPAIGN, active: true, accruedMinor: 0 })
    expect([(await act(p, 'activate')).status, (await act(p, 'activate')).body.code]).toEqual([409, 'error.cashback.already.active'])

    await round(p, 1_000, 300) // net loss 700
    await round(p, 99) // 799
    expect((await progress(p)).body).toMatchObject({ active: true, accruedMinor: 79, currency: 'EUR' })
    const voided = await round(p, 500) // 1 299, then voided: 799 again
    await rollback(platform.db, { transactionId: `rb-${randomUUID()}`, betTransactionId: voided })
    expect((await progress(p)).body.accruedMinor).toBe(79)

    const before = await main(p)
    const claimed = await act(p, 'claim')
    expect(claimed.status).toBe(200)
    expect(claimed.body).toEqual({ creditedMinor: 79, currency: 'EUR' })
    expect(await main(p)).toBe(before + 79)
    const movements = await platform.db.query<{ type: string; category: string; details: Record<string, unknown> }>(
      `select type, category, details from ledger_transactions where player_id = $1 and reference like 'CASHBACK-%'`,
      [p.playerId],
    )
    expect(movements).toEqual([{ type: 'DEPOSIT', category: 'BONUS', details: { cashback: true, campaignId: CAMPAIGN } }])

    // Claimed: nothing left, and a second claim finds nothing.
    expect((await progress(p)).body).toMatchObject({ active: true, accruedMinor: 0 })
    expect([(await act(p, 'claim')).status, (await act(p, 'claim')).body.code]).toEqual([409, 'error.cashback.nothing_to_claim'])
    expect(await main(p)).toBe(before + 79)
    // Still active: the next period counts from the claim on, and wins net against losses.
    await round(p, 1_000, 1_500)
    expect((await progress(p)).body.accruedMinor).toBe(0)
    await round(p, 1_000)
    expect((await progress(p)).body.accruedMinor).toBe(50)
    expect((await checkLedger(platform.db)).violations).toEqual([])
  })

  it('pays a period once when two claims race: one is paid, the other finds nothing', async () => {
    const p = await player()
    await act(p, 'activate')
    await round(p, 2_000)
    const before = await main(p)
    const answers = await Promise.all([act(p, 'claim'), act(p, 'claim')])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(await main(p)).toBe(before + 200)
    expect((await checkLedger(platform.db)).violations).toEqual([])
  })

  it('stops accruing once deactivated but keeps what accrued, claimable; activating again counts from then on', async () => {
    const p = await player()
    await act(p, 'activate')
    await round(p, 1_000)
    const off = await act(p, 'deactivate')
    expect(off.status).toBe(200)
    expect(off.body).toMatchObject({ active: false, accruedMinor: 100 })
    expect([(await act(p, 'deactivate')).status, (await act(p, 'deactivate')).body.code]).toEqual([409, 'error.cashback.not.active'])
    await round(p, 3_000)
    expect((await progress(p)).body).toMatchObject({ active: false, accruedMinor: 100 })
    expect((await act(p, 'activate')).body).toMatchObject({ active: true, accruedMinor: 100 })
    await round(p, 500)
    expect((await progress(p)).body.accruedMinor).toBe(150)
    expect((await act(p, 'claim')).body).toEqual({ creditedMinor: 150, currency: 'EUR' })
  })

  it('pays at most the cap, scaled to the player’s currency', async () => {
    const p = await player()
    await platform.db.query(`update cashback_campaigns set cap_euro_minor = 30 where id = $1`, [CAMPAIGN])
    try {
      await act(p, 'activate')
      await round(p, 1_000)
      expect((await progress(p)).body.accruedMinor).toBe(30)
      expect((await act(p, 'claim')).body.creditedMinor).toBe(30)
    } finally {
      await platform.db.query(`update cashback_campaigns set cap_euro_minor = 10000 where id = $1`, [CAMPAIGN])
    }
  })

  it('answers 404 error.campaign.not.found for an unknown or draft campaign', async () => {
    const p = await player()
    await platform.db.query(
      `insert into cashback_campaigns (id, title, description, trigger_event, percent, cap_euro_minor, verticals, status)
       values ('draft-cashback', 'Draft', 'Draft', 'CASHBACK_DAILY', 5, 1000, '{CASINO}', 'DRAFT') on conflict do nothing`,
    )
    for (const id of ['no-such-campaign', 'draft-cashback']) {
      for (const answer of [await progress(p, id), await act(p, 'activate', id), await act(p, 'claim', id), await act(p, 'deactivate', id)]) {
        expect([answer.status, answer.body.code]).toEqual([404, 'error.campaign.not.found'])
      }
    }
    expect((await p.get('/api/v1/bonus/cashback')).body.map((c: { campaignId: string }) => c.campaignId)).toEqual([CAMPAIGN])
  })
})

describe('who may', () => {
  it('keeps each player’s losses and cashback their own', async () => {
    const a = await player()
    const b = await player()
    await act(a, 'activate')
    await act(b, 'activate')
    await round(a, 1_000)
    expect((await progress(a)).body.accruedMinor).toBe(100)
    expect((await progress(b)).body.accruedMinor).toBe(0)
    expect((await act(b, 'claim')).status).toBe(409)
    expect((await progress(a)).body.accruedMinor).toBe(100)
  })

  it('refuses anonymous callers with 401', async () => {
    for (const [method, url] of [['GET', '/api/v1/bonus/cashback'], ['GET', path('progress')], ['POST', path('activate')], ['POST', path('claim')], ['POST', path('deactivate')],
      ['GET', '/api/v1/bonus/loyalty/cashback/progress'], ['POST', '/api/v1/bonus/loyalty/cashback/claim']] as const) {
      const response = await fetch(platform.url + url, { method, headers: { 'x-site-id': '5' } })
      expect(response.status, `${method} ${url}`).toBe(401)
    }
  })

  it('refuses an account without bonuses with 403 and lists it nothing', async () => {
    const p = await player()
    await act(p, 'activate')
    await round(p, 1_000)
    await platform.db.query(`update players set flags = flags || '{"bonuses": false}'::jsonb where id = $1`, [p.playerId])
    expect((await p.get('/api/v1/bonus/cashback')).body).toEqual([])
    for (const action of ['activate', 'claim'] as const) expect([(await act(p, action)).status, (await act(p, action)).body.code]).toEqual([403, 'error.bonus.not.allowed'])
    expect([(await p.send('POST', '/api/v1/bonus/loyalty/cashback/claim')).status]).toEqual([403])
  })

  it('lets a self-excluded player do nothing: the exclusion ends the session', async () => {
    const p = await player()
    await act(p, 'activate')
    await round(p, 1_000)
    expect((await p.send('PATCH', '/api/v1/player/exclusion', { exclusionInMonths: 6, exclusionDelayInHours: 0 })).status).toBe(200)
    for (const answer of [await progress(p), await act(p, 'claim'), await act(p, 'deactivate')]) expect(answer.status).toBe(401)
    expect(await platform.db.one(`select 1 from ledger_transactions where player_id = $1 and reference like 'CASHBACK-%'`, [p.playerId])).toBeNull()
  })
})

describe('the cashback campaigns in the player’s language', () => {
  type Listed = { campaignId: string; title: string; description: string; progress: { accruedMinor: number } }
  const inLanguage = async (c: Client, language: string) => (await c.get(`/api/v1/bonus/cashback-by-language/${language}`)).body as Listed[]

  it('gives a Finnish player the Finnish texts, the same campaigns and progress otherwise', async () => {
    const p = await player({ market: 'FI' })
    const fi = await inLanguage(p, 'fi')
    expect(fi.map((c) => [c.campaignId, c.title, c.description])).toEqual([
      [CAMPAIGN, 'Kasinon käteispalautus', 'Aktivoi se, niin saat takaisin osan kasinopelien nettotappioistasi rahana, jonka voit nostaa.'],
    ])
    const english = (await p.get('/api/v1/bonus/cashback')).body as Listed[]
    expect(fi.map(({ title: _t, description: _d, ...rest }) => rest)).toEqual(english.map(({ title: _t, description: _d, ...rest }) => rest))
    expect(english[0]!.title).toBe('Casino cashback')
  })

  it('reads the operator’s English in the English catalogs and for a campaign without a translation', async () => {
    const p = await player()
    for (const catalog of ['en', 'nz', 'ca', 'inen']) expect((await inLanguage(p, catalog))[0]!.title, catalog).toBe('Casino cashback')
    expect((await inLanguage(p, 'caf'))[0]!.title).toBe(cashbackTexts.fr[CAMPAIGN]!.title)
    await platform.db.query(`delete from cashback_campaign_texts where campaign_id = $1 and language = 'pl'`, [CAMPAIGN])
    expect((await inLanguage(p, 'pl'))[0]).toMatchObject({ title: 'Casino cashback', description: cashbackCampaigns[0]!.description })
    expect((await p.get('/api/v1/bonus/cashback-by-language/xx')).status).toBe(400)
  })

  it('is translated for every catalog whose language is not English', async () => {
    // pl lost its text in the test above.
    const rows = await platform.db.query<{ language: string }>('select language from cashback_campaign_texts where campaign_id = $1 order by language', [CAMPAIGN])
    expect(rows.map((r) => r.language)).toEqual(['br', 'caf', 'cl', 'de', 'fi', 'fr', 'ja', 'no', 'pe', 'pt', 'tl', 'tr'])
    for (const texts of Object.values(cashbackTexts)) expect(Object.keys(texts)).toEqual(cashbackCampaigns.map((c) => c.id))
  })
})

describe('loyalty cashback', () => {
  const loyalty = (c: Client) => c.get('/api/v1/bonus/loyalty/cashback/progress')
  const claimLoyalty = (c: Client) => c.send('POST', '/api/v1/bonus/loyalty/cashback/claim')

  it('is nothing without a loyalty level', async () => {
    const p = await player()
    await round(p, 1_000)
    expect((await loyalty(p)).body).toEqual({ campaignId: null, active: false, accruedMinor: 0, currency: 'EUR', percent: 0, booster: null, periodEndsAt: null })
    expect([(await claimLoyalty(p)).status, (await claimLoyalty(p)).body.code]).toEqual([409, 'error.cashback.nothing_to_claim'])
  })

  it('accrues the level’s percent of net losses, pays it into MAIN once, and counts again from the claim', async () => {
    const p = await player()
    await platform.db.query('update players set loyalty_level = 2 where id = $1', [p.playerId])
    await round(p, 1_000, 100) // 900 net: 4 % is 36
    expect((await loyalty(p)).body).toMatchObject({ active: true, percent: 4, accruedMinor: 36 })
    const before = await main(p)
    expect((await claimLoyalty(p)).body).toEqual({ creditedMinor: 36, currency: 'EUR' })
    expect(await main(p)).toBe(before + 36)
    expect([(await claimLoyalty(p)).status, (await claimLoyalty(p)).body.code]).toEqual([409, 'error.cashback.nothing_to_claim'])
    expect((await loyalty(p)).body.accruedMinor).toBe(0)
    await round(p, 250)
    expect((await loyalty(p)).body.accruedMinor).toBe(10)
    expect((await checkLedger(platform.db)).violations).toEqual([])
  })
})
