import { assign, setup } from 'xstate'
import type { Schemas } from '../shared/contract'
import { ApiCallError } from '../shared/callError'
import { storeCallError } from '../shared/callState'
import { invokeError, toFlowError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedActor } from '../shared/provided'

type Reward = Schemas['Reward']

export interface ForfeitRewardRequest {
  assignmentId: string
  /** The progress the player was shown: the platform refuses a forfeit if it has moved since. */
  wageringProgress: number
}

/** The forfeit of an active bonus at the progress the player was shown (none named: 0 %). */
export const forfeitRequestOf = (reward: Reward): ForfeitRewardRequest => ({ assignmentId: reward.assignmentId!, wageringProgress: reward.wageringProgress ?? 0 })

/**
 * A claim the platform refused because the vertical already has an active bonus (DECISIONS 12):
 * the bonus in the way, and whether it came with a bonus code, so the player consents to giving it
 * up rather than claims over it.
 */
export interface ClaimConflict {
  standing: Reward
  triggered: boolean
}

/** How the conflict ended: the player kept the active bonus, forfeited it (claim now), or the forfeit failed (and why). */
export interface ClaimConflictOutput {
  outcome: 'kept' | 'forfeited' | 'failed'
  error: FlowError | null
}

export type ClaimConflictEvent = { type: 'dialog.confirm' } | { type: 'dialog.cancel' }

export interface ClaimConflictContext extends ClaimConflict {
  error: FlowError | null
  outcome: ClaimConflictOutput['outcome'] | null
}

const ACTIVE_EXISTS = 'error.bonus.active.already.exists'
const ACTIVE_TRIGGERED_EXISTS = 'error.bonus.active.triggered.already.exists'

/** The active reward a conflict names (`additionalInfo.activeReward`), if the error is one. */
export function activeRewardOf(error: unknown): Reward | null {
  const info = error instanceof ApiCallError ? error.additionalInfo : undefined
  const reward = info?.activeReward
  return reward && typeof reward === 'object' && typeof (reward as Reward).assignmentId === 'string' ? (reward as Reward) : null
}

/** The conflict a refused claim is, or null for any other refusal (a conflict code naming no reward included). */
export function claimConflictOf(error: unknown): ClaimConflict | null {
  const { code } = toFlowError(error)
  const standing = activeRewardOf(error)
  if (standing === null || (code !== ACTIVE_EXISTS && code !== ACTIVE_TRIGGERED_EXISTS)) return null
  return { standing, triggered: code === ACTIVE_TRIGGERED_EXISTS }
}

/**
 * The reward claim conflict (spec 000 §4 "Reward claim", 001 §4 reward claim conflict; DECISIONS
 * 12), run as a child of the rewards and campaigns flows once the platform refused a claim over an
 * active bonus in the same vertical: the forfeit-then-claim dialog, or forfeit-then-consent when the
 * active bonus came with a code; confirming forfeits it at the progress shown. The parent claims
 * afterwards, with its own call.
 */
export const claimConflictMachine = setup({
  types: { ...machineTypes<ClaimConflict, ClaimConflictContext, ClaimConflictEvent, 'loading' | 'dialog'>(), output: {} as ClaimConflictOutput },
  actors: {
    forfeitReward: providedActor<Reward, ForfeitRewardRequest>('forfeitReward'),
  },
  actions: {
    storeError: storeCallError<ClaimConflictContext, ClaimConflictEvent>(),
    settle: assign((_, outcome: ClaimConflictOutput['outcome']) => ({ outcome })),
  },
}).createMachine({
  id: 'claimConflict',
  description: 'A claim refused over an active bonus of the same kind: the player forfeits it (then the claim goes on) or keeps it.',
  context: ({ input }) => ({ standing: input.standing, triggered: input.triggered, error: null, outcome: null }),
  initial: 'asking',
  states: {
    asking: {
      tags: ['dialog'],
      // One state for both dialogs: they differ only in their words (`triggered`), not in what can happen.
      description:
        'Dialog: the active bonus (its amount and progress) would be forfeited to claim the new one — forfeit-then-claim; when it was taken with a code the player is asked to consent to giving it up — forfeit-then-consent.',
      on: {
        'dialog.confirm': { target: 'forfeiting', description: 'The player forfeits the active bonus (consents, for a coded one) to claim the new one.' },
        'dialog.cancel': { target: 'kept', actions: { type: 'settle', params: 'kept' }, description: 'The player keeps the active bonus.' },
      },
    },
    forfeiting: {
      tags: ['loading', 'dialog'],
      description: 'The active bonus is forfeited at the progress the player was shown.',
      invoke: {
        id: 'forfeitReward',
        src: 'forfeitReward',
        input: ({ context }) => forfeitRequestOf(context.standing),
        onDone: { target: 'forfeited', actions: { type: 'settle', params: 'forfeited' }, description: 'Forfeited: the new bonus can be claimed.' },
        onError: {
          target: 'failed',
          actions: [{ type: 'storeError', params: invokeError }, { type: 'settle', params: 'failed' }],
          description: 'The forfeit was refused (the progress moved, say): the active bonus stays, and the reason goes to the parent.',
        },
      },
    },
    kept: { type: 'final', description: 'The player kept the active bonus: nothing was claimed.' },
    forfeited: { type: 'final', description: 'The active bonus is forfeited: the parent claims the new one.' },
    failed: { type: 'final', description: 'The forfeit failed: the parent shows why and reads its list again.' },
  },
  // Every final state is entered by a transition that settles the outcome.
  output: ({ context }) => ({ outcome: context.outcome!, error: context.error }),
})
