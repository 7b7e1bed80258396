import { assign, setup } from 'xstate'
import { storeCallError } from '../shared/callState'
import type { Schemas } from '../shared/contract'
import { invokeError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedAction, providedActor } from '../shared/provided'

export type CashbackProgress = Schemas['CashbackProgress']
export type CashbackClaim = Schemas['CashbackClaim']
export type CashbackCampaign = Schemas['CashbackCampaign']

/** How long the claimed cashback stays on screen (001 §9 `cashback_notice_dismiss`). */
export const CASHBACK_NOTICE_DISMISS_MS = 5_000

/** Which cashback a call is about: a campaign's, or the loyalty cashback (null). */
export interface CashbackTarget {
  campaignId: string | null
}

export type CashbackInput = CashbackTarget

export interface CashbackContext extends CashbackInput {
  /** The platform's last word on what accrued; null until it has been read. */
  progress: CashbackProgress | null
  /** The cashback just paid into the wallet, shown until it is dismissed. */
  reward: CashbackClaim | null
  error: FlowError | null
}

export type CashbackEvent =
  | { type: 'cashback.activate' }
  | { type: 'cashback.deactivate' }
  | { type: 'cashback.progress' }
  | { type: 'cashback.claim' }
  | { type: 'cashback.retry' }

/** The progress is read when the card opens and again once a shown reward is dismissed. */
const readProgress = {
  id: 'loadCashback',
  src: 'loadCashback',
  input: ({ context }: { context: CashbackContext }) => ({ campaignId: context.campaignId }),
  onDone: [
    { guard: { type: 'isActive', params: ({ event }: { event: { output: CashbackProgress } }) => event.output }, target: 'activated', actions: { type: 'storeProgress', params: ({ event }: { event: { output: CashbackProgress } }) => event.output }, description: 'Counting: the accrued cashback is shown.' },
    { target: 'inactive', actions: { type: 'storeProgress', params: ({ event }: { event: { output: CashbackProgress } }) => event.output }, description: 'Not counting (not activated, or no loyalty level): what is left to claim is shown.' },
  ],
  onError: { target: 'failed', actions: { type: 'storeError', params: invokeError }, description: 'The progress could not be read.' },
} as const

/**
 * Cashback claim (spec 000 §3 "cashback claim", 001 §7 cashback by campaign and loyalty cashback,
 * §9 `cashback_notice_dismiss`): one cashback card on the rewards page. A campaign is activated
 * (losses count from then on) and deactivated (they stop counting); what accrued is claimed into
 * the wallet, the credited amount is shown, and after 5 seconds the notice is dismissed and the
 * progress read again. Loyalty cashback (no campaign) needs no activation.
 */
export const cashbackMachine = setup({
  types: machineTypes<CashbackInput, CashbackContext, CashbackEvent, 'busy' | 'rewardShown'>(),
  actors: {
    loadCashback: providedActor<CashbackProgress, CashbackTarget>('loadCashback'),
    activateCashback: providedActor<CashbackProgress, { campaignId: string }>('activateCashback'),
    deactivateCashback: providedActor<CashbackProgress, { campaignId: string }>('deactivateCashback'),
    claimCashback: providedActor<CashbackClaim, CashbackTarget>('claimCashback'),
  },
  actions: {
    cashbackClaimed: providedAction<CashbackClaim>('cashbackClaimed'),
    storeProgress: assign({ progress: (_, progress: CashbackProgress) => progress }),
    storeReward: assign({
      reward: (_, reward: CashbackClaim) => reward,
      // A claim starts from a read progress (hasAccrued): nothing is left to claim now.
      progress: ({ context }) => ({ ...context.progress!, accruedMinor: 0 }),
    }),
    forgetReward: assign({ reward: null }),
    clearError: assign({ error: null }),
    storeError: storeCallError<CashbackContext, CashbackEvent>(),
  },
  guards: {
    isActive: (_, progress: CashbackProgress) => progress.active,
    isCampaign: ({ context }) => context.campaignId !== null,
    // Claims are offered only once the progress has been read (inactive, activated).
    hasAccrued: ({ context }) => context.progress!.accruedMinor > 0,
  },
  delays: { noticeDismiss: CASHBACK_NOTICE_DISMISS_MS },
}).createMachine({
  id: 'cashback',
  description: 'A cashback card: activate, deactivate, progress, claim, the credited amount shown for 5 seconds.',
  context: ({ input }) => ({ ...input, progress: null, reward: null, error: null }),
  initial: 'progress',
  states: {
    progress: {
      tags: ['busy'],
      description: 'The accrued cashback is read from the platform.',
      invoke: readProgress,
    },
    failed: {
      description: 'The progress could not be read; the player may try again.',
      on: { 'cashback.retry': { target: 'progress', actions: 'clearError', description: 'Read it again.' } },
    },
    inactive: {
      description: 'Not counting losses. What accrued before a deactivation may still be claimed.',
      on: {
        'cashback.activate': { guard: 'isCampaign', target: 'activating', actions: 'clearError', description: 'The player activates the campaign.' },
        'cashback.claim': { guard: 'hasAccrued', target: 'claiming', actions: 'clearError', description: 'The player claims what accrued.' },
        'cashback.progress': { target: 'progress', actions: 'clearError', description: 'The player asks for the latest progress.' },
      },
    },
    activating: {
      tags: ['busy'],
      description: 'The campaign is activated on the platform.',
      invoke: {
        id: 'activateCashback',
        src: 'activateCashback',
        input: ({ context }) => ({ campaignId: context.campaignId! }),
        onDone: { target: 'activated', actions: { type: 'storeProgress', params: ({ event }) => event.output }, description: 'Losses count from now on.' },
        onError: { target: 'inactive', actions: { type: 'storeError', params: invokeError }, description: 'Refused: the card says why.' },
      },
    },
    activated: {
      description: 'Net losses on real-money play count; the accrued cashback is shown.',
      on: {
        'cashback.deactivate': { guard: 'isCampaign', target: 'deactivating', actions: 'clearError', description: 'The player stops the campaign.' },
        'cashback.claim': { guard: 'hasAccrued', target: 'claiming', actions: 'clearError', description: 'The player claims what accrued.' },
        'cashback.progress': { target: 'progress', actions: 'clearError', description: 'The player asks for the latest progress.' },
      },
    },
    deactivating: {
      tags: ['busy'],
      description: 'The campaign is deactivated on the platform.',
      invoke: {
        id: 'deactivateCashback',
        src: 'deactivateCashback',
        input: ({ context }) => ({ campaignId: context.campaignId! }),
        onDone: { target: 'inactive', actions: { type: 'storeProgress', params: ({ event }) => event.output }, description: 'Losses no longer count; what accrued stays.' },
        onError: { target: 'activated', actions: { type: 'storeError', params: invokeError }, description: 'Refused: the card says why.' },
      },
    },
    claiming: {
      tags: ['busy'],
      description: 'The accrued cashback is paid into the wallet.',
      invoke: {
        id: 'claimCashback',
        src: 'claimCashback',
        input: ({ context }) => ({ campaignId: context.campaignId }),
        onDone: {
          target: 'claimed',
          actions: [
            { type: 'storeReward', params: ({ event }) => event.output },
            { type: 'cashbackClaimed', params: ({ event }) => event.output },
          ],
          description: 'Paid: the wallet is read again.',
        },
        onError: { target: 'progress', actions: { type: 'storeError', params: invokeError }, description: 'Refused (nothing left to claim, or a failure): the card says why and reads the progress again.' },
      },
    },
    claimed: {
      tags: ['rewardShown'],
      description: 'The credited amount is shown.',
      after: { noticeDismiss: { target: 'dismissed', description: 'After 5 seconds the notice goes away.' } },
    },
    dismissed: {
      tags: ['busy'],
      description: 'The notice is gone; the progress is read again.',
      entry: 'forgetReward',
      invoke: readProgress,
    },
  },
})
