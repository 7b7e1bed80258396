/**
 * The operator's bonus campaigns the platform starts with (production too: they are the offers,
 * not accounts). Amounts are in euro cents, scaled to a player's currency when assigned
 * (payments/currencies.ts), as limits are; so titles and descriptions name no amount — the client
 * writes the player's own next to them. They are the operator's English texts; campaign-texts.json
 * holds their translations, one per language of the catalogs (the English catalogs read these).
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Db } from '../db/database.ts'
import { catalogLanguage } from '../seed/info-pages.ts'

export interface CampaignSeed {
  id: string
  title: string
  description: string
  category: 'loyalty' | 'opt-in' | 'triggered'
  bonusType: 'MANUAL' | 'TRIGGERED' | 'OPT_IN' | 'LOYALTY'
  vertical: 'CASINO' | 'LIVE_CASINO' | 'SPORTS' | 'FREE_SPINS'
  triggerEvent: string
  bonusCode: string | null
  /** The bonus; for FREE_SPINS the value of one spin (snapped to the game's nearest stake). */
  amountEuroMinor: number
  wrMultiplier: number
  validDays: number
  targetGroup: 'DEPOSIT_COUNT_0' | 'DEPOSIT_COUNT_1' | 'DEPOSIT_COUNT_MORE_THAN_1' | null
  status?: 'ACTIVE' | 'DRAFT'
  /** Who sees it (001 §3): signed-in players, visitors, or both (the default). */
  audience?: 'authorized' | 'not-authorized' | 'both'
  /** Offered only once the player opts in (POST /bonus/optIn/{id}/activate); the others are offered to everyone they target. */
  requiresOptIn?: boolean
  /** FREE_SPINS only: how many spins, on which games of the catalogue (by slug). */
  freeSpins?: { spins: number; gameSlugs: readonly string[] }
}

export const campaigns: readonly CampaignSeed[] = [
  {
    id: 'welcome-casino',
    title: 'Welcome bonus for the casino',
    description: 'Wager it 10 times on casino games within 30 days and it becomes cash you can withdraw.',
    category: 'opt-in',
    bonusType: 'OPT_IN',
    vertical: 'CASINO',
    triggerEvent: 'REGISTRATION_TIMEFRAME',
    bonusCode: null,
    amountEuroMinor: 1_000,
    wrMultiplier: 10,
    validDays: 30,
    targetGroup: null,
  },
  {
    id: 'casino-reload',
    title: 'Reload bonus for the casino',
    description: 'Wager it 20 times on casino games within 14 days and it becomes cash.',
    category: 'opt-in',
    bonusType: 'OPT_IN',
    vertical: 'CASINO',
    triggerEvent: 'LINKED_CAMPAIGN',
    bonusCode: null,
    amountEuroMinor: 2_000,
    wrMultiplier: 20,
    validDays: 14,
    targetGroup: null,
  },
  {
    // A deposit bonus: offered in the cashier, activated by the deposit it was chosen with.
    id: 'deposit-casino',
    title: 'Deposit bonus for the casino',
    description: 'Choose it with a deposit: once the deposit is credited, wager the bonus 10 times on casino games within 30 days and it becomes cash.',
    category: 'opt-in',
    bonusType: 'OPT_IN',
    vertical: 'CASINO',
    triggerEvent: 'NEXT_DEPOSIT',
    bonusCode: null,
    amountEuroMinor: 1_500,
    wrMultiplier: 10,
    validDays: 30,
    targetGroup: null,
  },
  {
    id: 'live-table-boost',
    title: 'Live casino boost',
    description: 'Wager it 5 times at the live tables within 7 days and it becomes cash.',
    category: 'opt-in',
    bonusType: 'OPT_IN',
    vertical: 'LIVE_CASINO',
    triggerEvent: 'REGISTRATION_TIMEFRAME',
    bonusCode: null,
    amountEuroMinor: 500,
    wrMultiplier: 5,
    validDays: 7,
    targetGroup: null,
  },
  {
    id: 'spring-code',
    title: 'Spring code bonus for the casino',
    description: 'Wager it 15 times on casino games within 30 days and it becomes cash.',
    category: 'triggered',
    bonusType: 'TRIGGERED',
    vertical: 'CASINO',
    triggerEvent: 'MANUAL_BONUS_CODE',
    bonusCode: 'SPRING25',
    amountEuroMinor: 2_500,
    wrMultiplier: 15,
    validDays: 30,
    targetGroup: null,
  },
  {
    // Free spins: handed to the game's provider once claimed; what they win is cash, no wagering.
    id: 'welcome-spins',
    title: 'Free spins on Book of Fortune',
    description: 'Claim them, open the game and the spins are waiting. What they win is yours to keep or withdraw, with no wagering.',
    category: 'opt-in',
    bonusType: 'OPT_IN',
    vertical: 'FREE_SPINS',
    triggerEvent: 'REGISTRATION_TIMEFRAME',
    bonusCode: null,
    amountEuroMinor: 20,
    wrMultiplier: 0,
    validDays: 7,
    targetGroup: null,
    freeSpins: { spins: 10, gameSlugs: ['book-of-fortune'] },
  },
  {
    // A second grant on the same game: handed to the provider only once the first is played out
    // (the provider runs one grant per game at a time), so it waits in the queue until then.
    id: 'weekly-spins',
    title: 'Weekly free spins on Book of Fortune',
    description: 'Five more spins on Book of Fortune. If earlier spins on the game are still waiting, these queue behind them.',
    category: 'opt-in',
    bonusType: 'OPT_IN',
    vertical: 'FREE_SPINS',
    triggerEvent: 'REGISTRATION_TIMEFRAME',
    bonusCode: null,
    amountEuroMinor: 20,
    wrMultiplier: 0,
    validDays: 7,
    targetGroup: null,
    freeSpins: { spins: 5, gameSlugs: ['book-of-fortune'] },
  },
  {
    // Campaigns a player opts in to (migration 049): offered, and so claimable, only once they did.
    id: 'slots-week',
    title: 'Slots week',
    description: 'Opt in, then claim a casino bonus. Slots count in full towards its wagering, table games a tenth, jackpot games not at all.',
    category: 'opt-in',
    bonusType: 'OPT_IN',
    vertical: 'CASINO',
    triggerEvent: 'LINKED_CAMPAIGN',
    bonusCode: null,
    amountEuroMinor: 1_500,
    wrMultiplier: 15,
    validDays: 14,
    targetGroup: null,
    audience: 'authorized',
    requiresOptIn: true,
  },
  {
    // A free bet: bonus money for the sportsbook, wagered once (GET /bonus/sportsbook lists it once opted in).
    id: 'sports-free-bet',
    title: 'Free bet for the sportsbook',
    description: 'Opt in and claim a free bet. Bet it once on any sport within 7 days and what it wins is cash.',
    category: 'opt-in',
    bonusType: 'OPT_IN',
    vertical: 'SPORTS',
    triggerEvent: 'LINKED_CAMPAIGN',
    bonusCode: null,
    amountEuroMinor: 500,
    wrMultiplier: 1,
    validDays: 7,
    targetGroup: null,
    requiresOptIn: true,
  },
  {
    // For players who have deposited more than once: a new player never sees it.
    id: 'loyal-live-drops',
    title: 'Live casino drops for regulars',
    description: 'For players who have deposited more than once: opt in and claim a live casino bonus, wagered 5 times within 7 days.',
    category: 'opt-in',
    bonusType: 'OPT_IN',
    vertical: 'LIVE_CASINO',
    triggerEvent: 'LINKED_CAMPAIGN',
    bonusCode: null,
    amountEuroMinor: 1_000,
    wrMultiplier: 5,
    validDays: 7,
    targetGroup: 'DEPOSIT_COUNT_MORE_THAN_1',
    audience: 'authorized',
    requiresOptIn: true,
  },
  {
    // For visitors only: what signing up brings. A player is offered the welcome bonus itself.
    id: 'join-welcome',
    title: 'Join and get a welcome bonus',
    description: 'Sign up: the welcome bonus for the casino and free spins on Book of Fortune wait in your rewards.',
    category: 'opt-in',
    bonusType: 'OPT_IN',
    vertical: 'CASINO',
    triggerEvent: 'REGISTRATION_TIMEFRAME',
    bonusCode: null,
    amountEuroMinor: 1_000,
    wrMultiplier: 10,
    validDays: 30,
    targetGroup: null,
    audience: 'not-authorized',
    requiresOptIn: true,
  },
  {
    id: 'autumn-draft',
    title: 'Autumn offer (draft)',
    description: 'Not published yet: drafts are never offered.',
    category: 'opt-in',
    bonusType: 'OPT_IN',
    vertical: 'CASINO',
    triggerEvent: 'REGISTRATION_TIMEFRAME',
    bonusCode: 'AUTUMN10',
    amountEuroMinor: 1_000,
    wrMultiplier: 10,
    validDays: 30,
    targetGroup: null,
    status: 'DRAFT',
  },
]

/** Runs after the games are seeded: a free-spin campaign names its games by id. */
export async function seedCampaigns(tx: Db): Promise<void> {
  for (const [position, c] of campaigns.entries()) {
    const gameIds = c.freeSpins
      ? (await tx.query<{ id: string }>('select id from games where slug = any($1::text[]) order by id', [c.freeSpins.gameSlugs])).map((g) => g.id)
      : null
    if (gameIds && gameIds.length !== c.freeSpins!.gameSlugs.length) throw new Error(`Campaign ${c.id} names games the catalogue does not have.`)
    await tx.query(
      `insert into bonus_campaigns (id, title, description, category, bonus_type, vertical, trigger_event, bonus_code, status,
         amount_euro_minor, wr_multiplier, valid_days, target_group, position, free_spins, free_spin_game_ids, audience, requires_opt_in)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) on conflict do nothing`,
      [c.id, c.title, c.description, c.category, c.bonusType, c.vertical, c.triggerEvent, c.bonusCode, c.status ?? 'ACTIVE',
        c.amountEuroMinor, c.wrMultiplier, c.validDays, c.targetGroup, position, c.freeSpins?.spins ?? null, gameIds, c.audience ?? 'both', c.requiresOptIn ?? false],
    )
    await seedCampaignTexts(tx, c)
  }
}

export type TextLanguage = Exclude<(typeof catalogLanguage)[string], 'en'>
export interface CampaignText {
  title: string
  description: string
}
/** Translations of campaign texts: by language (the catalogs' languages less English), then by campaign id. */
export type CampaignTranslations = Record<TextLanguage, Record<string, CampaignText>>

/** The operator's translations of each campaign's texts, by language (the catalogs' languages less English). */
export const campaignTexts = JSON.parse(readFileSync(fileURLToPath(new URL('./campaign-texts.json', import.meta.url)), 'utf8')) as CampaignTranslations

/** A table of campaign texts by catalog and the table of the campaigns they translate. */
export type TextTables = { texts: 'bonus_campaign_texts'; campaigns: 'bonus_campaigns' } | { texts: 'cashback_campaign_texts'; campaigns: 'cashback_campaigns' }

/**
 * A campaign's texts for every catalog whose language is not English (the by-language lists read
 * them by catalog: caf and fr share the French). Only while the campaign still has the English
 * texts they translate: once the operator rewrote a campaign, its old translations would say
 * something else, and it reads the operator's own. Used for the bonus and the cashback campaigns.
 */
export async function seedTranslations(tx: Db, tables: TextTables, c: { id: string } & CampaignText, translations: CampaignTranslations): Promise<void> {
  const rows = Object.entries(catalogLanguage)
    .filter((entry): entry is [string, TextLanguage] => entry[1] !== 'en')
    .map(([catalog, language]) => ({ catalog, text: translations[language]?.[c.id] }))
  const missing = rows.filter((row) => row.text === undefined).map((row) => row.catalog)
  if (missing.length > 0) throw new Error(`Campaign ${c.id} has no texts for ${missing.join(', ')}.`)
  await tx.query(
    `insert into ${tables.texts} (campaign_id, language, title, description)
     select $1, t.language, t.title, t.description from unnest($2::text[], $3::text[], $4::text[]) as t (language, title, description)
      where exists (select 1 from ${tables.campaigns} where id = $1 and title = $5 and description = $6)
     on conflict do nothing`,
    [c.id, rows.map((r) => r.catalog), rows.map((r) => r.text!.title), rows.map((r) => r.text!.description), c.title, c.description],
  )
}

const seedCampaignTexts = (tx: Db, c: CampaignSeed) => seedTranslations(tx, { texts: 'bonus_campaign_texts', campaigns: 'bonus_campaigns' }, c, campaignTexts)
