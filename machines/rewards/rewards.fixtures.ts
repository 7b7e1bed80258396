import type { Reward } from './rewards.machine'

/**
 * A reward as the platform lists it, for the bonus flows' tests (rewards, campaigns, the claim
 * conflict): an opt-in casino offer not taken yet, unless `extra` says otherwise.
 */
export function reward(assignmentId: string, extra: Partial<Reward> = {}): Reward {
  return {
    campaignId: `campaign-${assignmentId}`,
    assignmentId,
    title: `Reward ${assignmentId}`,
    vertical: 'CASINO',
    campaignStatus: 'ACTIVE',
    campaignCategory: 'opt-in',
    triggerEvent: 'REGISTRATION_TIMEFRAME',
    bonusType: 'OPT_IN',
    hasBonusCode: false,
    startedAt: null,
    endedAt: null,
    expiresAt: null,
    currency: 'EUR',
    wageringAmountMinor: 10_000,
    wrMultiplier: 10,
    state: null,
    wageringProgress: 0,
    ...extra,
  }
}
