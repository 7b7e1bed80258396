import { rewardsMachine } from '../../machines/rewards/rewards.machine'
import { claimFreeSpins, claimQueuedBonus, claimReward, forfeitReward, loadRewards } from '../api/rewards.actors'
import { claimConflictFlow } from './claimConflict'
import type { Flow } from './useFlow'

/** The rewards panel with the platform calls and the claim conflict's dialog; a claim or a forfeit reads the wallet again. */
export const rewardsFlow =
  ({ refreshWallet }: { refreshWallet: () => void }): Flow<typeof rewardsMachine> =>
  () =>
    rewardsMachine.provide({
      actors: { loadRewards, claimReward, forfeitReward, claimFreeSpins, claimQueuedBonus, claimConflict: claimConflictFlow },
      actions: { rewardsChanged: () => refreshWallet() },
    })
