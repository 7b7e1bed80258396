/**
 * The operator's cashback campaigns the platform starts with (production too, like the bonus
 * campaigns in server/bonus/campaigns.ts): the demo's new players meet them on the rewards page.
 * Caps are in euro cents, scaled to the player's currency; the texts name no amount (the client
 * writes the player's own next to them). They are the operator's English texts; cashback-texts.json
 * holds their translations, one per language of the catalogs, as the bonus campaigns' do.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { seedTranslations, type CampaignTranslations } from '../bonus/campaigns.ts'
import type { Db } from '../db/database.ts'

export interface CashbackCampaignSeed {
  id: string
  title: string
  description: string
  triggerEvent: 'CASHBACK_INSTANT' | 'CASHBACK_DAILY' | 'CASHBACK_WEEKLY' | 'CASHBACK_TIMEFRAME' | 'CASHBACK_SPECIFIC_DAY' | 'CASHBACK_BOOSTER'
  percent: number
  boosterPercent: number | null
  capEuroMinor: number
  verticals: readonly ('CASINO' | 'LIVE_CASINO')[]
}

export const cashbackCampaigns: readonly CashbackCampaignSeed[] = [
  {
    id: 'casino-cashback',
    title: 'Casino cashback',
    description: 'Activate it and get back a share of your net losses on casino games, as cash you can withdraw.',
    triggerEvent: 'CASHBACK_INSTANT',
    percent: 10,
    boosterPercent: null,
    capEuroMinor: 10_000,
    verticals: ['CASINO', 'LIVE_CASINO'],
  },
]

/** The operator's translations of each cashback campaign's texts, by language (the catalogs' languages less English). */
export const cashbackTexts = JSON.parse(readFileSync(fileURLToPath(new URL('./cashback-texts.json', import.meta.url)), 'utf8')) as CampaignTranslations

export async function seedCashbackCampaigns(tx: Db): Promise<void> {
  for (const [position, c] of cashbackCampaigns.entries()) {
    await tx.query(
      `insert into cashback_campaigns (id, title, description, trigger_event, percent, booster_percent, cap_euro_minor, verticals, position)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing`,
      [c.id, c.title, c.description, c.triggerEvent, c.percent, c.boosterPercent, c.capEuroMinor, [...c.verticals], position],
    )
    await seedTranslations(tx, { texts: 'cashback_campaign_texts', campaigns: 'cashback_campaigns' }, c, cashbackTexts)
  }
}
