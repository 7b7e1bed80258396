import { rewardsMachine } from '../../machines/rewards/rewards.machine'
import { claimFreeSpins, claimQueuedBonus, claimReward, forfeitReward, loadRewards } from '../api/rewards.actors'
import type { Flow } from './useFlow'

/** The rewards panel with the platform calls; a claim or a forfeit reads the wallet again. */
export const rewardsFlow =
  ({ refreshWallet }: { refreshWallet: () => void }): Flow<typeof rewardsMachine> =>
  () =>
    rewardsMachine.provide({ actors: { loadRewards, claimReward, forfeitReward, claimFreeSpins, claimQueuedBonus }, actions: { rewardsChanged: () => refreshWallet() } })
