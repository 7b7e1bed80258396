import { claimConflictMachine } from '../../machines/claimConflict/claimConflict.machine'
import { forfeitReward } from '../api/rewards.actors'

/**
 * The reward claim conflict with the platform's forfeit: the rewards and campaigns flows run it as
 * their child when a claim is refused over an active bonus.
 */
export const claimConflictFlow = claimConflictMachine.provide({ actors: { forfeitReward } })
