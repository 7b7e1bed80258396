/**
 * Bonuses through the API on PGlite or (TEST_DATABASE_URL) PostgreSQL: offers listed once and
 * never drafts or code campaigns; a claim credits the vertical's bonus account; a second claim in
 * the vertical is a conflict naming the active bonus (the code's kind per DECISIONS.md 12); a
 * forfeit gives the money back and refuses a stale progress; real-money stakes wager the bonus,
 * a voided stake is taken off again, and a met requirement turns the bonus into cash; bonus codes
 * are checked before they are claimed; blocked accounts get nothing. The ledger stays balanced.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../ledger/invariants.ts'
import { campaignTexts } from './campaigns.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { bet, rollback } from '../wallet/seamless.ts'
import { settleDeposit } from '../payments/deposits.ts'
import { clientFor, createPlayer, fund, key, realGameSession, type Client, type PlayerSpec } from '../wallet/test-support.ts'

let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform()
}, 180_000)
afterAll(() => platform?.close())

/** A Finnish player in euros: the campaigns' euro amounts are the player's. */
async function playerClient(spec: PlayerSpec = {}): Promise<Client> {
  return clientFor(platform, await createPlayer(platform.db, { currency: 'EUR', countryCode: 'FI', ...spec }))
}
const eligible = (client: Client, query = '') => client.get(`/api/v2/bonus/rewards?rewardsType=ELIGIBLE${query}`)
const active = (client: Client) => client.get('/api/v2/bonus/rewards?rewardsType=ACTIVE')
const claim = (client: Client, bonusAssignmentId: string) => client.send('POST', '/api/v2/bonus/rewards/claim', { bonusAssignmentId, state: 'ACTIVATED' })
const forfeit = (client: Client, assignmentId: string, wageringProgress: number) =>
  client.send('PUT', `/api/v2/bonus/assignments/${assignmentId}`, { state: 'FORFEITED', wageringProgress })
const offer = async (client: Client, campaignId: string): Promise<string> =>
  ((await eligible(client)).body as { campaignId: string; assignmentId: string }[]).find((r) => r.campaignId === campaignId)!.assignmentId

async function balances(playerId: string): Promise<Record<string, number>> {
  const rows = await platform.db.query<{ kind: string; balance_minor: unknown }>('select kind, balance_minor from ledger_accounts where player_id = $1', [playerId])
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.balance_minor)]))
}

/** A real-money session on a game of the vertical, as a launch makes it. */
async function session(playerId: string, type: 'CASINO' | 'LIVE_CASINO'): Promise<string> {
  // A slot without a jackpot: its stakes count in full (bonus_wagering_percent; campaigns.test.ts tests the others).
  const game = (await platform.db.one<{ id: string }>(`select id from games where enabled and type = $1 and (type <> 'CASINO' or (game_type = 'slot' and jackpot_pool_id is null)) order by id limit 1`, [type]))!
  return realGameSession(platform.db, playerId, game.id)
}
const stake = (sessionId: string, amountMinor: number, transactionId = `tx-${randomUUID()}`) =>
  bet(platform.db, { transactionId, sessionId, amountMinor, outcome: { kind: 'slot', model: 'classic20' } })

describe('the offers', () => {
  it('lists the live opt-in campaigns once each, never a draft or a code campaign, and the same assignments on every read', async () => {
    const client = await playerClient()
    const first = await eligible(client)
    expect(first.status).toBe(200)
    expect(first.body.map((r: { campaignId: string }) => r.campaignId).sort()).toEqual(['casino-reload', 'deposit-casino', 'live-table-boost', 'weekly-spins', 'welcome-casino', 'welcome-spins'])
    expect(first.body.find((r: { campaignId: string }) => r.campaignId === 'welcome-casino')).toMatchObject({
      state: null, vertical: 'CASINO', bonusType: 'OPT_IN', campaignCategory: 'opt-in', hasBonusCode: false,
      bonusAmountMinor: 1_000, wrMultiplier: 10, wageringAmountMinor: 10_000, wageringProgress: 0, currency: 'EUR', expiresAt: null,
    })
    const again = await eligible(client)
    expect(again.body.map((r: { assignmentId: string }) => r.assignmentId).sort()).toEqual(first.body.map((r: { assignmentId: string }) => r.assignmentId).sort())
    expect((await eligible(client, '&excludeTriggerType=NEXT_DEPOSIT')).body.map((r: { campaignId: string }) => r.campaignId).sort()).toEqual(['casino-reload', 'live-table-boost', 'weekly-spins', 'welcome-casino', 'welcome-spins'])
    expect((await eligible(client, '&hasBonusCode=true')).body).toEqual([])
    expect((await active(client)).body).toEqual([])
  })

  it('scales the euro amounts to the player’s currency', async () => {
    const client = await playerClient({ currency: 'NOK', countryCode: 'NO' })
    const welcome = (await eligible(client)).body.find((r: { campaignId: string }) => r.campaignId === 'welcome-casino')
    expect(welcome).toMatchObject({ currency: 'NOK', bonusAmountMinor: 10_000, wageringAmountMinor: 100_000 })
  })

  it('offers nothing to an account without bonuses, and refuses its claims with 403', async () => {
    const open = await playerClient()
    const assignmentId = await offer(open, 'welcome-casino')
    for (const flags of [{ bonuses: false }, { riskPayout: true }, { multibrandSuspended: true }]) {
      const blocked = await playerClient({ flags })
      expect((await eligible(blocked)).body).toEqual([])
      expect((await blocked.send('POST', '/api/v1/bonus/bonus-code/validate', { bonusCode: 'SPRING25' })).body.code).toBe('error.bonus.not.allowed')
      expect((await blocked.get('/api/v1/bonus/bonus-code/manual-claim/available')).body).toEqual({ isAvailable: false })
    }
    await platform.db.query(`update players set flags = flags || '{"bonuses": false}'::jsonb where id = $1`, [open.playerId])
    const refused = await claim(open, assignmentId)
    expect([refused.status, refused.body.code]).toEqual([403, 'error.bonus.not.allowed'])
    expect(await balances(open.playerId)).toEqual({})
  })
})

describe('claiming', () => {
  it('credits the bonus to the vertical’s bonus account and starts the clock; a second claim answers it unchanged', async () => {
    const client = await playerClient()
    const assignmentId = await offer(client, 'welcome-casino')
    const claimed = await claim(client, assignmentId)
    expect(claimed.status).toBe(200)
    expect(claimed.body).toMatchObject({ assignmentId, state: 'ACTIVATED', bonusAmountMinor: 1_000, wageringProgress: 0 })
    const days = (new Date(claimed.body.expiresAt).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
    expect(await balances(client.playerId)).toEqual({ BONUS_CASINO: 1_000 })
    expect((await claim(client, assignmentId)).body).toEqual(claimed.body)
    expect(await balances(client.playerId)).toEqual({ BONUS_CASINO: 1_000 })
    expect((await active(client)).body).toEqual([claimed.body])
    expect((await eligible(client)).body.map((r: { campaignId: string }) => r.campaignId)).not.toContain('welcome-casino')
    const wallet = (await client.get('/api/v1/player/wallet')).body
    expect(wallet.balanceMap.BONUS).toContainEqual({ bonusMinor: 1_000, vertical: 'CASINO', currency: 'EUR' })
    const history = (await client.get('/api/v1/player/wallet/transactions')).body.items
    expect(history[0]).toMatchObject({ type: 'DEPOSIT', category: 'BONUS', amountMinor: 1_000, balanceAfterTransactionMinor: 1_000, status: 'SUCCESS' })
  })

  it('is a conflict naming the active bonus when the vertical has one, and goes through once it is forfeited', async () => {
    const client = await playerClient()
    const welcome = await offer(client, 'welcome-casino')
    const reload = await offer(client, 'casino-reload')
    const live = await offer(client, 'live-table-boost')
    await claim(client, welcome)
    const conflict = await claim(client, reload)
    expect(conflict.status).toBe(409)
    expect(conflict.body).toMatchObject({ code: 'error.bonus.active.already.exists', additionalInfo: { activeReward: { assignmentId: welcome, state: 'ACTIVATED' } } })
    // Another vertical is no conflict.
    expect((await claim(client, live)).body).toMatchObject({ state: 'ACTIVATED', vertical: 'LIVE_CASINO' })
    expect((await forfeit(client, welcome, 0)).body).toMatchObject({ assignmentId: welcome, state: 'FORFEITED' })
    expect((await claim(client, reload)).body).toMatchObject({ assignmentId: reload, state: 'ACTIVATED', bonusAmountMinor: 2_000 })
    expect(await balances(client.playerId)).toMatchObject({ BONUS_CASINO: 2_000, BONUS_LIVE_CASINO: 500 })
  })

  it('credits once however the claims race: the same offer twice, and two offers of one vertical (one wins, one is the conflict)', async () => {
    const client = await playerClient()
    const welcome = await offer(client, 'welcome-casino')
    const reload = await offer(client, 'casino-reload')
    const same = await Promise.all([claim(client, welcome), claim(client, welcome), claim(client, welcome)])
    expect(same.map((r) => r.status)).toEqual([200, 200, 200])
    expect(await balances(client.playerId)).toEqual({ BONUS_CASINO: 1_000 })

    const other = await playerClient()
    const [a, b] = await Promise.all([claim(other, await offer(other, 'welcome-casino')), claim(other, await offer(other, 'casino-reload'))])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const won = a.status === 200 ? a.body : b.body
    expect(await balances(other.playerId)).toEqual({ BONUS_CASINO: won.bonusAmountMinor })
    expect((await active(other)).body.map((r: { assignmentId: string }) => r.assignmentId)).toEqual([won.assignmentId])
    expect(reload).not.toBe(welcome)
  })

  it('names a code-triggered active bonus with the triggered code (forfeit-then-consent)', async () => {
    const client = await playerClient()
    const byCode = await client.send('POST', '/api/v1/bonus/bonus-code/manual-claim', { bonusCode: 'SPRING25', state: 'ACTIVATED' })
    expect(byCode.body).toMatchObject({ campaignId: 'spring-code', state: 'ACTIVATED', bonusType: 'TRIGGERED', hasBonusCode: true, bonusAmountMinor: 2_500 })
    const conflict = await claim(client, await offer(client, 'welcome-casino'))
    expect([conflict.status, conflict.body.code, conflict.body.additionalInfo.activeReward.campaignId]).toEqual([409, 'error.bonus.active.triggered.already.exists', 'spring-code'])
  })

  it('refuses someone else’s assignment and a made-up one with 404', async () => {
    const owner = await playerClient()
    const other = await playerClient()
    const assignmentId = await offer(owner, 'welcome-casino')
    expect((await claim(other, assignmentId)).body.code).toBe('error.bonus.assignment.not.found')
    expect((await claim(other, 'nope')).status).toBe(404)
    expect(await balances(other.playerId)).toEqual({})
  })

  it('claims through the assignment’s own state path, which must name the same assignment', async () => {
    const client = await playerClient()
    const assignmentId = await offer(client, 'live-table-boost')
    const mismatch = await client.send('POST', `/api/v2/bonus/rewards/${assignmentId}/state`, { bonusAssignmentId: 'other', state: 'ACTIVATED' })
    expect([mismatch.status, mismatch.body.errors?.[0]?.field]).toEqual([400, 'bonusAssignmentId'])
    const claimed = await client.send('POST', `/api/v2/bonus/rewards/${assignmentId}/state`, { bonusAssignmentId: assignmentId, state: 'ACTIVATED' })
    expect(claimed.body).toMatchObject({ assignmentId, state: 'ACTIVATED' })
  })
})

describe('forfeiting', () => {
  it('gives the bonus money back, refuses a progress the player was not shown, and answers a forfeited bonus unchanged', async () => {
    const client = await playerClient()
    await fund(platform.db, client.playerId, 50_000)
    const assignmentId = await offer(client, 'welcome-casino')
    await claim(client, assignmentId)
    await stake(await session(client.playerId, 'CASINO'), 2_500)
    const stale = await forfeit(client, assignmentId, 0)
    expect([stale.status, stale.body.code, stale.body.additionalInfo]).toEqual([409, 'error.bonus.wagering_progress.stale', { wageringProgress: 25 }])
    expect(await balances(client.playerId)).toMatchObject({ BONUS_CASINO: 1_000 })
    const done = await forfeit(client, assignmentId, 25)
    expect(done.body).toMatchObject({ state: 'FORFEITED', wageringProgress: 25 })
    expect(await balances(client.playerId)).toMatchObject({ MAIN: 47_500, BONUS_CASINO: 0 })
    expect((await forfeit(client, assignmentId, 25)).body).toEqual(done.body)
    expect((await active(client)).body).toEqual([])
  })

  it('happens by itself when the bonus runs out of time', async () => {
    const client = await playerClient()
    const assignmentId = await offer(client, 'welcome-casino')
    await claim(client, assignmentId)
    await platform.db.query(`update bonus_assignments set expires_at = now() - interval '1 second' where id = $1`, [assignmentId])
    expect((await active(client)).body).toEqual([])
    expect(await balances(client.playerId)).toEqual({ BONUS_CASINO: 0 })
    const row = await platform.db.one<{ state: string }>('select state from bonus_assignments where id = $1', [assignmentId])
    expect(row!.state).toBe('FORFEITED')
  })
})

describe('wagering', () => {
  it('counts real-money stakes in the vertical only, takes a voided stake off again, and turns the bonus into cash when met', async () => {
    const client = await playerClient()
    await fund(platform.db, client.playerId, 100_000)
    const assignmentId = await offer(client, 'welcome-casino') // €10, wagered 10 times: €100
    await claim(client, assignmentId)
    const casino = await session(client.playerId, 'CASINO')
    const live = await session(client.playerId, 'LIVE_CASINO')
    await stake(live, 5_000)
    expect((await active(client)).body[0]).toMatchObject({ wageringProgress: 0 })
    const voided = `tx-${randomUUID()}`
    await stake(casino, 4_000, voided)
    expect((await active(client)).body[0]).toMatchObject({ wageringProgress: 40 })
    await rollback(platform.db, { transactionId: `tx-${randomUUID()}`, betTransactionId: voided })
    expect((await active(client)).body[0]).toMatchObject({ wageringProgress: 0 })
    await stake(casino, 9_999)
    expect((await active(client)).body[0]).toMatchObject({ wageringProgress: 99 })
    expect((await client.get('/api/v2/bonus/progress')).body).toEqual([
      { assignmentId, campaignId: 'welcome-casino', vertical: 'CASINO', currency: 'EUR', wageringAmountMinor: 10_000, wageredMinor: 9_999, wageringProgress: 99 },
    ])
    expect(await balances(client.playerId)).toMatchObject({ BONUS_CASINO: 1_000 })
    await stake(casino, 1)
    expect((await active(client)).body).toEqual([])
    expect((await client.get('/api/v2/bonus/progress')).body).toEqual([])
    // 100 000 − 5 000 − 9 999 − 1 in stakes, + 1 000 released.
    expect(await balances(client.playerId)).toMatchObject({ MAIN: 86_000, BONUS_CASINO: 0 })
    const row = await platform.db.one<{ state: string }>('select state from bonus_assignments where id = $1', [assignmentId])
    expect(row!.state).toBe('COMPLETED')
    expect((await checkLedger(platform.db)).violations).toEqual([])
  })
})

describe('bonus codes', () => {
  it('validates a code, case-insensitively, without claiming it', async () => {
    const client = await playerClient()
    const valid = await client.send('POST', '/api/v1/bonus/bonus-code/validate', { bonusCode: 'spring25' })
    expect(valid.body).toEqual({ bonusCode: 'spring25', campaignId: 'spring-code' })
    expect(await balances(client.playerId)).toEqual({})
    expect((await client.get('/api/v1/bonus/bonus-code/manual-claim/available')).body).toEqual({ isAvailable: true })
  })

  it('answers unknown, draft, expired and used codes with their own code', async () => {
    const client = await playerClient()
    const validate = (bonusCode: string) => client.send('POST', '/api/v1/bonus/bonus-code/validate', { bonusCode })
    expect((await validate('NOSUCHCODE')).body.code).toBe('error.bonus_code.invalid')
    expect((await validate('AUTUMN10')).body.code).toBe('error.bonus_code.invalid')
    const bad = await validate('SPRING 25')
    expect([bad.status, bad.body.errors?.[0]?.field]).toEqual([400, 'bonusCode'])
    expect((await client.send('POST', '/api/v1/bonus/bonus-code/manual-claim', { bonusCode: 'SPRING25', state: 'ACTIVATED' })).status).toBe(200)
    expect((await validate('SPRING25')).body.code).toBe('error.bonus_code.already_used')
    const second = await client.send('POST', '/api/v1/bonus/bonus-code/manual-claim', { bonusCode: 'SPRING25', state: 'ACTIVATED' })
    expect(second.body.code).toBe('error.bonus_code.already_used')
    expect(await balances(client.playerId)).toEqual({ BONUS_CASINO: 2_500 })
    await platform.db.query(`update bonus_campaigns set ends_at = now() - interval '1 day' where id = 'spring-code'`)
    try {
      expect((await validate('SPRING25')).body.code).toBe('error.bonus_code.expired')
      const fresh = await playerClient()
      expect((await fresh.send('POST', '/api/v1/bonus/bonus-code/validate', { bonusCode: 'SPRING25' })).body.code).toBe('error.bonus_code.expired')
    } finally {
      await platform.db.query(`update bonus_campaigns set ends_at = null where id = 'spring-code'`)
    }
  })

  it('refuses a code claim when manual claims are off for the account', async () => {
    const client = await playerClient({ flags: { manualClaimAllowed: false } })
    expect((await client.get('/api/v1/bonus/bonus-code/manual-claim/available')).body).toEqual({ isAvailable: false })
    const refused = await client.send('POST', '/api/v1/bonus/bonus-code/manual-claim', { bonusCode: 'SPRING25', state: 'ACTIVATED' })
    expect([refused.status, refused.body.code]).toEqual([403, 'error.bonus.manual_claim.not_allowed'])
  })
})

describe('deposit bonuses', () => {
  const deposit = (client: Client, extra: Record<string, unknown> = {}) =>
    client.send('POST', '/api/v1/player/wallet/deposits', { method: 'CREDITCARD', amountMinor: 5_000, returnPath: '/en-FI/my-account/banking/deposit', ...extra }, key())
  const settle = (depositId: string, status: 'SETTLED' | 'DECLINED' = 'SETTLED') => platform.db.transaction((tx) => settleDeposit(tx, { depositId, status }))

  it('are not claimed on their own: the deposit they are chosen with claims them when it is credited', async () => {
    const client = await playerClient()
    const assignmentId = await offer(client, 'deposit-casino')
    const alone = await claim(client, assignmentId)
    expect([alone.status, alone.body.code]).toEqual([400, 'error.bonus.deposit.required'])

    const opened = await deposit(client, { bonusAssignmentId: assignmentId })
    expect(opened.status).toBe(201)
    expect(opened.body.bonusAssignmentId).toBe(assignmentId)
    // Not before the money is in.
    expect((await active(client)).body).toEqual([])
    expect(await settle(opened.body.depositId)).toBe('CREDITED')
    expect((await active(client)).body).toMatchObject([{ assignmentId, campaignId: 'deposit-casino', state: 'ACTIVATED', bonusAmountMinor: 1_500 }])
    expect(await balances(client.playerId)).toMatchObject({ MAIN: 5_000, BONUS_CASINO: 1_500 })
    // The callback again changes nothing.
    expect(await settle(opened.body.depositId)).toBe('DUPLICATE_STATE')
    expect(await balances(client.playerId)).toMatchObject({ MAIN: 5_000, BONUS_CASINO: 1_500 })
    expect((await checkLedger(platform.db)).violations).toEqual([])
  })

  it('a declined deposit claims nothing, and a deposit credited after another bonus of the kind became active keeps the offer offered', async () => {
    const client = await playerClient()
    const assignmentId = await offer(client, 'deposit-casino')
    const declined = await deposit(client, { bonusAssignmentId: assignmentId })
    await settle(declined.body.depositId, 'DECLINED')
    expect((await active(client)).body).toEqual([])

    const opened = await deposit(client, { bonusAssignmentId: assignmentId })
    await claim(client, await offer(client, 'welcome-casino'))
    expect(await settle(opened.body.depositId)).toBe('CREDITED')
    expect(await balances(client.playerId)).toMatchObject({ MAIN: 5_000, BONUS_CASINO: 1_000 })
    expect((await eligible(client)).body.map((r: { campaignId: string }) => r.campaignId)).toContain('deposit-casino')
  })

  it('refuses a bonus that is not an offered deposit bonus before the payment opens', async () => {
    const client = await playerClient()
    const other = await playerClient()
    for (const bonusAssignmentId of [await offer(client, 'welcome-casino'), await offer(other, 'deposit-casino'), 'made-up']) {
      const refused = await deposit(client, { bonusAssignmentId })
      expect([refused.status, refused.body.code, refused.body.errors?.[0]?.field]).toEqual([400, 'error.deposit.bonus.invalid', 'bonusAssignmentId'])
    }
    const count = await platform.db.one<{ n: number }>('select count(*)::int as n from deposits where player_id = $1', [client.playerId])
    expect(count!.n).toBe(0)
  })
})

describe('the rewards in the player’s language', () => {
  type Listed = { campaignId: string; assignmentId: string; title: string; description: string }
  const inLanguage = (client: Client, language: string, rewardsType: 'ELIGIBLE' | 'ACTIVE', query = '') =>
    client.get(`/api/v2/bonus/rewards-by-language/${language}?rewardsType=${rewardsType}${query}`)
  const finnish = (campaignId: string) => campaignTexts.fi[campaignId]!

  it('gives a Finnish player the Finnish titles of their offers and of their active bonus, the same rewards otherwise', async () => {
    // The client asks in its catalog's language (fi-FI reads the fi catalog).
    const finn = await playerClient({ market: 'FI' })
    const offers = await inLanguage(finn, 'fi', 'ELIGIBLE', '&hasBonusCode=false')
    expect(offers.status).toBe(200)
    const english = (await eligible(finn, '&hasBonusCode=false')).body as Listed[]
    // The same rewards in the same order, each with its campaign's Finnish texts.
    expect((offers.body as Listed[]).map((r) => r.assignmentId)).toEqual(english.map((r) => r.assignmentId))
    for (const reward of offers.body as Listed[]) {
      expect({ title: reward.title, description: reward.description }, reward.campaignId).toEqual(finnish(reward.campaignId))
    }
    expect((offers.body as Listed[]).find((r) => r.campaignId === 'welcome-casino')?.title).toBe('Kasinon tervetuliaisbonus')
    expect((offers.body as Listed[]).filter((r) => r.title === english.find((e) => e.campaignId === r.campaignId)?.title)).toEqual([])

    // The bonuses they claim read in Finnish among the active ones.
    expect((await claim(finn, await offer(finn, 'welcome-casino'))).status).toBe(200)
    expect((await claim(finn, await offer(finn, 'live-table-boost'))).status).toBe(200)
    const activeFi = (await inLanguage(finn, 'fi', 'ACTIVE')).body as Listed[]
    expect(activeFi.map((r) => [r.campaignId, r.title]).sort()).toEqual([
      ['live-table-boost', finnish('live-table-boost').title],
      ['welcome-casino', 'Kasinon tervetuliaisbonus'],
    ].sort())
    // The call without a language keeps the operator's own texts.
    expect(((await active(finn)).body as Listed[]).find((r) => r.campaignId === 'welcome-casino')?.title).toBe('Welcome bonus for the casino')

    // A bonus taken by its code (never among the offers) reads in Finnish once active.
    const coder = await playerClient({ market: 'FI' })
    expect((await coder.send('POST', '/api/v1/bonus/bonus-code/manual-claim', { bonusCode: 'SPRING25', state: 'ACTIVATED' })).status).toBe(200)
    expect(((await inLanguage(coder, 'fi', 'ACTIVE')).body as Listed[]).map((r) => r.title)).toEqual([finnish('spring-code').title])
  })

  it('reads the operator’s English where a campaign has no translation, and in the English catalogs', async () => {
    const finn = await playerClient({ market: 'FI' })
    const id = `untranslated-${randomUUID().slice(0, 8)}`
    await platform.db.query(
      `insert into bonus_campaigns (id, title, description, category, bonus_type, vertical, trigger_event, amount_euro_minor, wr_multiplier, valid_days, audience, target_player_ids, position)
       values ($1, 'Midweek lift', 'Only in English so far.', 'opt-in', 'OPT_IN', 'LIVE_CASINO', 'LINKED_CAMPAIGN', 500, 5, 7, 'authorized', array[$2::uuid], 99)`,
      [id, finn.playerId],
    )
    const fi = (await inLanguage(finn, 'fi', 'ELIGIBLE')).body as Listed[]
    expect(fi.find((r) => r.campaignId === id)).toMatchObject({ title: 'Midweek lift', description: 'Only in English so far.' })
    expect(fi.find((r) => r.campaignId === 'live-table-boost')?.title).toBe(finnish('live-table-boost').title)
    for (const catalog of ['en', 'nz', 'inen']) {
      const listed = (await inLanguage(finn, catalog, 'ELIGIBLE')).body as Listed[]
      expect(listed.find((r) => r.campaignId === 'welcome-casino')?.title, catalog).toBe('Welcome bonus for the casino')
    }
    // Canadian French reads the French.
    expect(((await inLanguage(finn, 'caf', 'ELIGIBLE')).body as Listed[]).find((r) => r.campaignId === 'welcome-casino')?.title).toBe(campaignTexts.fr['welcome-casino']!.title)
    await platform.db.query(`update bonus_campaigns set status = 'CANCELED' where id = $1`, [id])
  })

  it('refuses a language that is no catalog (400) and a visitor (401)', async () => {
    const finn = await playerClient({ market: 'FI' })
    expect((await inLanguage(finn, 'xx', 'ELIGIBLE')).status).toBe(400)
    expect((await inLanguage(finn, 'fi', 'SOME' as 'ACTIVE')).status).toBe(400)
    const anonymous = await fetch(`${platform.url}/api/v2/bonus/rewards-by-language/fi?rewardsType=ACTIVE`, { headers: { 'x-site-id': '5' } })
    expect(anonymous.status).toBe(401)
  })
})
