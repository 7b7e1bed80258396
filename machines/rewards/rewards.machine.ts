import { assign, setup } from 'xstate'
import type { RequestBody, ResponseBody, Schemas } from '../shared/contract'
import { failsTo, storeCallError } from '../shared/callState'
import { invokeError, toFlowError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedAction, providedActor } from '../shared/provided'
import { claimConflictMachine, forfeitRequestOf, type ClaimConflict, type ForfeitRewardRequest } from '../claimConflict/claimConflict.machine'
import { claimConflictGuards, onClaimConflict, resolvingConflict, storeClaimConflict } from '../claimConflict/resolvingConflict'
import { namedAsListed } from '../shared/listedTexts'

export type Reward = Schemas['Reward']

/** Both lists of the rewards panel: offers not taken yet, and bonuses being wagered. */
export interface RewardLists {
  eligible: readonly Reward[]
  active: readonly Reward[]
}

export type ClaimRewardRequest = RequestBody<'claimReward'>
export type ClaimFreeSpinsRequest = RequestBody<'claimFreeSpins'>
export type ClaimQueuedBonusRequest = RequestBody<'claimQueuedBonus'>

export interface RewardsContext extends RewardLists {
  /** The offer being claimed (also while its conflict dialog is open). */
  claiming: Reward | null
  /** The active bonus the player asked to forfeit. */
  standing: Reward | null
  /** The active bonus standing in the way of a claim (its dialog is the claimConflict child). */
  conflict: ClaimConflict | null
  /** The reward the last claim activated, for the success notice. */
  claimed: Reward | null
  /**
   * Free-spin campaigns whose hand-over to the game provider failed (spec 000 §4: "Free-spin queue
   * claim failure remembers the campaign id as queued"): they wait for a queued claim.
   */
  queuedCampaignIds: readonly string[]
  error: FlowError | null
}

export type RewardsEvent =
  | { type: 'rewards.retry' }
  | { type: 'reward.claim'; assignmentId: string }
  | { type: 'reward.forfeit'; assignmentId: string }
  | { type: 'reward.freeSpins.handOver'; assignmentId: string }
  | { type: 'reward.freeSpins.claimQueued'; assignmentId: string }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.cancel' }

/** Offers a deposit triggers (the platform's own list): taken with a deposit in the cashier, never claimed on their own. */
const DEPOSIT_TRIGGERS: ReadonlySet<string> = new Set(['FIRST_DEPOSIT', 'SECOND_DEPOSIT', 'THIRD_DEPOSIT', 'FOURTH_DEPOSIT', 'FIFTH_DEPOSIT', 'NEXT_DEPOSIT'])
export const isDepositBonus = (reward: Pick<Reward, 'triggerEvent'>) => DEPOSIT_TRIGGERS.has(reward.triggerEvent)

const FREE_SPINS_REFUSED = 'error.freespin.provider.failed'

/**
 * Both lists, read in the page's language: a claim's, a hand-over's or a refused claim's answer
 * names its reward in the operator's own (those calls have no language), so the flow names it as
 * these do.
 */
const listed = ({ eligible, active }: RewardLists): readonly Reward[] => [...eligible, ...active]

export const isFreeSpins = (reward: Pick<Reward, 'vertical'>) => reward.vertical === 'FREE_SPINS'
/** Active free spins the provider does not hold yet: handed over (again), or claimed from the queue. */
const waitingFreeSpins = (reward: Reward) => isFreeSpins(reward) && reward.state === 'ACTIVATED' && reward.freeSpinDetail?.granted === false

/**
 * The player's rewards (spec 000 §3 Bonus state, §4 "Reward claim"; 001 §4 reward claim conflict;
 * DECISIONS 12): the offers and the active bonuses, claiming an offer, and the conflict when the
 * vertical already has an active bonus — the claimConflict child's forfeit-then-claim or
 * forfeit-then-consent dialog, after which the offer is claimed again — and forfeiting an active
 * bonus on its own.
 */
export const rewardsMachine = setup({
  types: {
    ...machineTypes<void, RewardsContext, RewardsEvent, 'loading' | 'dialog'>(),
    // Invoke id → actor, so the view reads the conflict dialog's own state.
    children: {} as { claimConflict: 'claimConflict' },
  },
  actors: {
    loadRewards: providedActor<RewardLists>('loadRewards'),
    claimReward: providedActor<ResponseBody<'claimReward'>, ClaimRewardRequest>('claimReward'),
    forfeitReward: providedActor<ResponseBody<'forfeitBonusAssignment'>, ForfeitRewardRequest>('forfeitReward'),
    claimFreeSpins: providedActor<ResponseBody<'claimFreeSpins'>, ClaimFreeSpinsRequest>('claimFreeSpins'),
    claimQueuedBonus: providedActor<ResponseBody<'claimQueuedBonus'>, ClaimQueuedBonusRequest>('claimQueuedBonus'),
    claimConflict: claimConflictMachine,
  },
  guards: {
    ...claimConflictGuards,
    isOffered: ({ context }, assignmentId: string) => context.eligible.some((r) => r.assignmentId === assignmentId),
    isActive: ({ context }, assignmentId: string) => context.active.some((r) => r.assignmentId === assignmentId),
    claimedFreeSpins: (_, reward: Reward) => isFreeSpins(reward) && reward.freeSpinDetail?.granted === false,
    isWaitingFreeSpins: ({ context }, assignmentId: string) => context.active.some((r) => r.assignmentId === assignmentId && waitingFreeSpins(r)),
    isQueuedFreeSpins: ({ context }, assignmentId: string) =>
      context.active.some((r) => r.assignmentId === assignmentId && waitingFreeSpins(r) && r.queuedPlayerBonusId !== null),
    providerRefused: (_, error: unknown) => toFlowError(error).code === FREE_SPINS_REFUSED,
  },
  actions: {
    storeError: storeCallError<RewardsContext, RewardsEvent>(),
    storeLists: assign((_, lists: RewardLists) => ({ eligible: lists.eligible, active: lists.active })),
    chooseOffer: assign(({ context }, assignmentId: string) => ({
      claiming: context.eligible.find((r) => r.assignmentId === assignmentId) ?? null,
      claimed: null,
      error: null,
    })),
    chooseActive: assign(({ context }, assignmentId: string) => ({
      standing: context.active.find((r) => r.assignmentId === assignmentId) ?? null,
      claimed: null,
      error: null,
    })),
    storeConflict: storeClaimConflict<RewardsContext, RewardsEvent>(listed),
    storeClaimed: assign(({ context }, reward: Reward) => ({ claimed: namedAsListed(reward, listed(context)), claiming: null, conflict: null })),
    handOverNext: assign((_, reward: Reward) => ({ claiming: reward, claimed: null })),
    chooseWaiting: assign(({ context }, assignmentId: string) => ({
      claiming: context.active.find((r) => r.assignmentId === assignmentId) ?? null,
      claimed: null,
      error: null,
    })),
    /** The provider took the spins: the notice tells the player they wait in the game. */
    storeHandedOver: assign(({ context }, reward: Reward) => ({
      claimed: namedAsListed(reward, listed(context)),
      claiming: null,
      queuedCampaignIds: context.queuedCampaignIds.filter((id) => id !== reward.campaignId),
    })),
    rememberQueued: assign(({ context }) => ({
      queuedCampaignIds: context.claiming && !context.queuedCampaignIds.includes(context.claiming.campaignId)
        ? [...context.queuedCampaignIds, context.claiming.campaignId]
        : context.queuedCampaignIds,
    })),
    forget: assign({ claiming: null, standing: null, conflict: null }),
    clearError: assign({ error: null }),
    /** The wallet is read again: bonus money moved. */
    rewardsChanged: providedAction('rewardsChanged'),
  },
}).createMachine({
  id: 'rewards',
  description: 'The player’s offers and active bonuses: claiming an offer, the conflict with an active bonus, forfeiting one.',
  context: { eligible: [], active: [], claiming: null, standing: null, conflict: null, claimed: null, queuedCampaignIds: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      description: 'The offers (without the code-only ones) and the active bonuses are read.',
      invoke: {
        id: 'loadRewards',
        src: 'loadRewards',
        onDone: { target: 'ready', actions: { type: 'storeLists', params: ({ event }) => event.output }, description: 'Both lists are shown.' },
        onError: failsTo('failed', 'The rewards could not be read.'),
      },
    },
    failed: {
      description: 'The rewards could not be read; the player may try again.',
      on: { 'rewards.retry': { target: 'loading', actions: 'clearError', description: 'The player tries again.' } },
    },
    ready: {
      description: 'The offers with Claim and the active bonuses with their wagering progress and Forfeit.',
      on: {
        'reward.claim': {
          guard: { type: 'isOffered', params: ({ event }) => event.assignmentId },
          target: 'claiming',
          actions: { type: 'chooseOffer', params: ({ event }) => event.assignmentId },
          description: 'The player claims an offer.',
        },
        'reward.forfeit': {
          guard: { type: 'isActive', params: ({ event }) => event.assignmentId },
          target: 'confirmForfeit',
          actions: { type: 'chooseActive', params: ({ event }) => event.assignmentId },
          description: 'The player asks to forfeit an active bonus.',
        },
        'reward.freeSpins.handOver': {
          guard: { type: 'isWaitingFreeSpins', params: ({ event }) => event.assignmentId },
          target: 'handingOver',
          actions: { type: 'chooseWaiting', params: ({ event }) => event.assignmentId },
          description: 'Active free spins the provider does not hold yet (an earlier hand-over failed): the player asks again.',
        },
        'reward.freeSpins.claimQueued': {
          guard: { type: 'isQueuedFreeSpins', params: ({ event }) => event.assignmentId },
          target: 'claimingQueued',
          actions: { type: 'chooseWaiting', params: ({ event }) => event.assignmentId },
          description: 'Queued free spins: the player claims them once the earlier spins on the game are played.',
        },
      },
    },
    handingOver: {
      tags: ['loading'],
      description: 'The claimed free spins are handed to the game provider under their partner bonus code; then they wait in the game.',
      invoke: {
        id: 'claimFreeSpins',
        src: 'claimFreeSpins',
        input: ({ context }) => ({ bonusAssignmentId: context.claiming!.assignmentId!, partnerBonusCode: context.claiming!.partnerBonusCode! }),
        onDone: {
          target: 'reloading',
          actions: { type: 'storeHandedOver', params: ({ event }) => event.output },
          description: 'The provider holds the spins: Play opens the game.',
        },
        onError: [
          {
            guard: { type: 'providerRefused', params: invokeError },
            target: 'reloading',
            actions: ['rememberQueued', { type: 'storeError', params: invokeError }, 'forget'],
            description: 'The provider refused (earlier spins on the game are not played yet): the campaign is remembered as queued.',
          },
          {
            target: 'reloading',
            actions: [{ type: 'storeError', params: invokeError }, 'forget'],
            description: 'The hand-over failed: the reason is shown; the spins stay active and can be handed over again.',
          },
        ],
      },
    },
    claimingQueued: {
      tags: ['loading'],
      description: 'Queued free spins are claimed: handed to the provider now that the earlier spins may be played out.',
      invoke: {
        id: 'claimQueuedBonus',
        src: 'claimQueuedBonus',
        input: ({ context }) => ({ campaignId: context.claiming!.campaignId, queuedPlayerBonusId: context.claiming!.queuedPlayerBonusId! }),
        onDone: {
          target: 'reloading',
          actions: { type: 'storeHandedOver', params: ({ event }) => event.output },
          description: 'The provider holds the spins: they are no longer queued.',
        },
        onError: {
          target: 'reloading',
          actions: [{ type: 'storeError', params: invokeError }, 'forget'],
          description: 'Still refused (the earlier spins are not played yet) or failed: the reason is shown and the spins stay queued.',
        },
      },
    },
    claiming: {
      tags: ['loading'],
      description: 'The platform activates the offer and credits its bonus money.',
      invoke: {
        id: 'claimReward',
        src: 'claimReward',
        input: ({ context }) => ({ bonusAssignmentId: context.claiming!.assignmentId!, state: 'ACTIVATED' as const }),
        onDone: [
          {
            guard: { type: 'claimedFreeSpins', params: ({ event }) => event.output },
            target: 'handingOver',
            actions: { type: 'handOverNext', params: ({ event }) => event.output },
            description: 'Free spins were claimed: next they are handed to the game provider.',
          },
          {
            target: 'reloading',
            actions: [{ type: 'storeClaimed', params: ({ event }) => event.output }, 'rewardsChanged'],
            description: 'Claimed: the bonus is active and its money is in the bonus balance.',
          },
        ],
        onError: [
          onClaimConflict,
          {
            target: 'ready',
            actions: [{ type: 'storeError', params: invokeError }, 'forget'],
            description: 'The claim was refused or failed: the reason is shown over the lists, which stay usable.',
          },
        ],
      },
    },
    resolvingConflict: resolvingConflict({ claim: 'claiming', reread: 'reloading', back: 'ready' }, 'the offer'),
    confirmForfeit: {
      tags: ['dialog'],
      description: 'Dialog: the player confirms giving up an active bonus and what is left of its money.',
      on: {
        'dialog.confirm': { target: 'forfeiting', description: 'The player confirms.' },
        'dialog.cancel': { target: 'ready', actions: 'forget', description: 'The player keeps the bonus.' },
      },
    },
    forfeiting: {
      tags: ['loading', 'dialog'],
      description: 'The platform forfeits the bonus at the progress the player was shown.',
      invoke: {
        id: 'forfeitReward',
        src: 'forfeitReward',
        input: ({ context }) => forfeitRequestOf(context.standing!),
        onDone: { target: 'reloading', actions: ['forget', 'rewardsChanged'], description: 'Forfeited: its money has gone from the bonus balance.' },
        onError: {
          target: 'reloading',
          actions: [{ type: 'storeError', params: invokeError }, 'forget'],
          description: 'The forfeit was refused (the progress moved, say): the reason is shown and the lists are read again.',
        },
      },
    },
    reloading: {
      tags: ['loading'],
      description: 'The lists are read again after a change.',
      invoke: {
        id: 'loadRewards',
        src: 'loadRewards',
        onDone: { target: 'ready', actions: { type: 'storeLists', params: ({ event }) => event.output }, description: 'The lists show the change.' },
        onError: failsTo('failed', 'The rewards could not be read.'),
      },
    },
  },
})
