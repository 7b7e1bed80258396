/**
 * The operator's bonus campaigns the platform starts with (production too: they are the offers,
 * not accounts). Amounts are in euro cents, scaled to a player's currency when assigned
 * (payments/currencies.ts), as limits are; so titles and descriptions name no amount — the client
 * writes the player's own next to them. They are the operator's English texts (as the content
 * service's would be before translation).
 */
import type { Db } from '../db/database.ts'

export interface CampaignSeed {
  id: string
  title: string
  description: string
  category: 'loyalty' | 'opt-in' | 'triggered'
  bonusType: 'MANUAL' | 'TRIGGERED' | 'OPT_IN' | 'LOYALTY'
  vertical: 'CASINO' | 'LIVE_CASINO' | 'SPORTS'
  triggerEvent: string
  bonusCode: string | null
  amountEuroMinor: number
  wrMultiplier: number
  validDays: number
  targetGroup: 'DEPOSIT_COUNT_0' | 'DEPOSIT_COUNT_1' | 'DEPOSIT_COUNT_MORE_THAN_1' | null
  status?: 'ACTIVE' | 'DRAFT'
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

export async function seedCampaigns(tx: Db): Promise<void> {
  for (const [position, c] of campaigns.entries()) {
    await tx.query(
      `insert into bonus_campaigns (id, title, description, category, bonus_type, vertical, trigger_event, bonus_code, status,
         amount_euro_minor, wr_multiplier, valid_days, target_group, position)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) on conflict do nothing`,
      [c.id, c.title, c.description, c.category, c.bonusType, c.vertical, c.triggerEvent, c.bonusCode, c.status ?? 'ACTIVE',
        c.amountEuroMinor, c.wrMultiplier, c.validDays, c.targetGroup, position],
    )
  }
}
