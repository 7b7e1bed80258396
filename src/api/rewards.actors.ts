/**
 * Call actors of the rewards flow: both lists at once (the offers without the code-only ones, and
 * the active bonuses) in the interface's language, a claim, a forfeit at the progress the player
 * was shown, free spins handed to the game provider and claimed from the queue.
 */
import { fromPromise } from 'xstate'
import type { ForfeitRewardRequest } from '../../machines/claimConflict/claimConflict.machine'
import type { ClaimFreeSpinsRequest, ClaimQueuedBonusRequest, ClaimRewardRequest, Reward, RewardLists } from '../../machines/rewards/rewards.machine'
import { activeCatalog } from '../i18n/sourceCatalog'
import { api } from './client'
import { unwrap } from './errors'

/** Both lists with the texts of the active catalog (each campaign's translation, the operator's own where it has none). */
export const loadRewards = fromPromise<RewardLists, void>(async ({ signal }) => {
  const path = { language: activeCatalog() }
  const [eligible, active] = await Promise.all([
    api.GET('/api/v2/bonus/rewards-by-language/{language}', { params: { path, query: { rewardsType: 'ELIGIBLE', hasBonusCode: false } }, signal }).then(unwrap),
    api.GET('/api/v2/bonus/rewards-by-language/{language}', { params: { path, query: { rewardsType: 'ACTIVE' } }, signal }).then(unwrap),
  ])
  return { eligible, active }
})

export const claimReward = fromPromise<Reward, ClaimRewardRequest>(async ({ input, signal }) => unwrap(await api.POST('/api/v2/bonus/rewards/claim', { body: input, signal })))

export const forfeitReward = fromPromise<Reward, ForfeitRewardRequest>(async ({ input, signal }) =>
  unwrap(
    await api.PUT('/api/v2/bonus/assignments/{assignmentId}', {
      params: { path: { assignmentId: input.assignmentId } },
      body: { state: 'FORFEITED', wageringProgress: input.wageringProgress },
      signal,
    }),
  ),
)

export const claimFreeSpins = fromPromise<Reward, ClaimFreeSpinsRequest>(async ({ input, signal }) => unwrap(await api.POST('/api/v2/bonus/freespin/claim', { body: input, signal })))

export const claimQueuedBonus = fromPromise<Reward, ClaimQueuedBonusRequest>(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v2/bonus/queued-bonus/claim', { body: input, signal })),
)
