import { assign, setup } from 'xstate'
import type { Schemas } from '../shared/contract'
import { failsTo, storeCallError } from '../shared/callState'
import { invokeError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedAction, providedActor } from '../shared/provided'
import { isDepositBonus, type Reward } from '../rewards/rewards.machine'
import { claimConflictMachine, type ClaimConflict } from '../claimConflict/claimConflict.machine'
import { claimConflictGuards, onClaimConflict, resolvingConflict, storeClaimConflict } from '../claimConflict/resolvingConflict'

export type Campaign = Schemas['Campaign']
export type CampaignState = Schemas['CampaignParticipation']['state']

export interface CampaignsInput {
  /** A signed-in player acts on campaigns; a visitor only reads the public ones. */
  signedIn: boolean
}

export interface ConsentRequest {
  campaignId: string
  agreed: boolean
}

/** What the last action did, for the notice over the list. */
export type CampaignNotice = { kind: 'claimed' | 'optedIn' | 'optedOut' | 'dismissed' | 'declined'; title: string; reward: Reward }

export interface CampaignsContext extends CampaignsInput {
  campaigns: readonly Campaign[]
  /** The campaign being acted on (also while its dialog is open). */
  chosen: Campaign | null
  /** The active bonus standing in the way of a claim (its dialog is the claimConflict child). */
  conflict: ClaimConflict | null
  notice: CampaignNotice | null
  error: FlowError | null
}

export type CampaignsEvent =
  | { type: 'campaigns.retry' }
  | { type: 'campaign.optIn'; campaignId: string }
  | { type: 'campaign.optOut'; campaignId: string }
  | { type: 'campaign.dismiss'; campaignId: string }
  | { type: 'campaign.claim'; campaignId: string }
  | { type: 'consent.agree' }
  | { type: 'consent.decline' }
  | { type: 'dialog.cancel' }

const stateOf = (c: Campaign): CampaignState | null => c.participation?.state ?? null
/** Taken with its code (the bonus-code page) or with a deposit (the cashier), never from the list. */
const takenElsewhere = (c: Campaign) => c.hasBonusCode || isDepositBonus(c)

/** What the player may do with a campaign of the list, by their standing in it (the platform refuses the rest). */
export const campaignActions = {
  /** A campaign that needs the opt-in, not taken yet; one offered to everyone only after the player opted out of it. */
  optIn: (c: Campaign) => !takenElsewhere(c) && (c.requiresOptIn === true ? ['AVAILABLE', 'OPTED_OUT', 'DECLINED'].includes(stateOf(c) ?? '') : stateOf(c) === 'OPTED_OUT'),
  optOut: (c: Campaign) => stateOf(c) === 'OPTED_IN' || (stateOf(c) === 'AVAILABLE' && c.requiresOptIn !== true && !takenElsewhere(c)),
  claim: (c: Campaign) => !takenElsewhere(c) && (stateOf(c) === 'OPTED_IN' || (['AVAILABLE', 'DECLINED'].includes(stateOf(c) ?? '') && c.requiresOptIn !== true)),
  dismiss: (c: Campaign) => ['AVAILABLE', 'OPTED_IN', 'OPTED_OUT', 'DECLINED', 'COMPLETED', 'FORFEITED'].includes(stateOf(c) ?? ''),
}

/**
 * Bonus campaigns (001 §7 Bonus: campaigns, consent, claim, campaign actions, optIn; 000 §4 reward
 * claim with its conflict dialogs; DECISIONS 12): a visitor reads the public campaigns; a player
 * reads theirs with their standing and opts in or out, dismisses, and claims — the claim asks for
 * consent to the campaign's terms (agree claims, decline is kept), and a conflict with an active
 * bonus in the vertical asks to forfeit it first (the claimConflict child: forfeit-then-claim, or
 * forfeit-then-consent when it came with a code).
 */
export const campaignsMachine = setup({
  types: {
    ...machineTypes<CampaignsInput, CampaignsContext, CampaignsEvent, 'loading' | 'dialog'>(),
    // Invoke id → actor, so the view reads the conflict dialog's own state.
    children: {} as { claimConflict: 'claimConflict' },
  },
  actors: {
    listCampaigns: providedActor<readonly Campaign[]>('listCampaigns'),
    activateOptIn: providedActor<Reward, { campaignId: string }>('activateOptIn'),
    deactivateOptIn: providedActor<Reward, { campaignId: string }>('deactivateOptIn'),
    dismissCampaign: providedActor<Reward, { campaignId: string }>('dismissCampaign'),
    consentToCampaign: providedActor<Reward, ConsentRequest>('consentToCampaign'),
    claimCampaign: providedActor<Reward, { campaignId: string }>('claimCampaign'),
    claimConflict: claimConflictMachine,
  },
  guards: {
    may: ({ context }, { campaignId, action }: { campaignId: string; action: keyof typeof campaignActions }) => {
      const campaign = context.campaigns.find((c) => c.campaignId === campaignId)
      return context.signedIn && campaign !== undefined && campaignActions[action](campaign)
    },
    ...claimConflictGuards,
  },
  actions: {
    storeError: storeCallError<CampaignsContext, CampaignsEvent>(),
    storeCampaigns: assign((_, campaigns: readonly Campaign[]) => ({ campaigns })),
    choose: assign(({ context }, campaignId: string) => ({ chosen: context.campaigns.find((c) => c.campaignId === campaignId) ?? null, notice: null, error: null })),
    storeNotice: assign(({ context }, { kind, reward }: { kind: CampaignNotice['kind']; reward: Reward }) => ({
      notice: { kind, title: context.chosen?.title ?? reward.title, reward },
      chosen: null,
      conflict: null,
    })),
    // The refusal names the active bonus in the operator's English; the list in the page's language.
    storeConflict: storeClaimConflict<CampaignsContext, CampaignsEvent>((context) => context.campaigns),
    forget: assign({ chosen: null, conflict: null }),
    clearError: assign({ error: null }),
    /** The wallet is read again: bonus money moved. */
    rewardsChanged: providedAction('rewardsChanged'),
  },
}).createMachine({
  id: 'campaigns',
  description: 'Bonus campaigns: the public ones for a visitor; a player’s with opt-in, opt-out, dismiss, and a claim with consent and its conflict dialogs.',
  context: ({ input }) => ({ signedIn: input.signedIn, campaigns: [], chosen: null, conflict: null, notice: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      description: 'The campaigns the visitor or player may see are read (a player’s with their standing in each).',
      invoke: {
        id: 'listCampaigns',
        src: 'listCampaigns',
        onDone: { target: 'ready', actions: { type: 'storeCampaigns', params: ({ event }) => event.output }, description: 'The campaigns are shown.' },
        onError: failsTo('failed', 'The campaigns could not be read.'),
      },
    },
    failed: {
      description: 'The campaigns could not be read; the visitor or player may try again.',
      on: { 'campaigns.retry': { target: 'loading', actions: 'clearError', description: 'They try again.' } },
    },
    ready: {
      description: 'The campaigns; a player has the actions their standing in each allows.',
      on: {
        'campaign.optIn': {
          guard: { type: 'may', params: ({ event }) => ({ campaignId: event.campaignId, action: 'optIn' as const }) },
          target: 'optingIn',
          actions: { type: 'choose', params: ({ event }) => event.campaignId },
          description: 'The player opts in: the campaign is offered to them.',
        },
        'campaign.optOut': {
          guard: { type: 'may', params: ({ event }) => ({ campaignId: event.campaignId, action: 'optOut' as const }) },
          target: 'optingOut',
          actions: { type: 'choose', params: ({ event }) => event.campaignId },
          description: 'The player opts out: its offer leaves their rewards.',
        },
        'campaign.dismiss': {
          guard: { type: 'may', params: ({ event }) => ({ campaignId: event.campaignId, action: 'dismiss' as const }) },
          target: 'dismissing',
          actions: { type: 'choose', params: ({ event }) => event.campaignId },
          description: 'The player dismisses the campaign from their list.',
        },
        'campaign.claim': {
          guard: { type: 'may', params: ({ event }) => ({ campaignId: event.campaignId, action: 'claim' as const }) },
          target: 'consent',
          actions: { type: 'choose', params: ({ event }) => event.campaignId },
          description: 'The player claims: first the campaign’s terms, to agree or decline.',
        },
      },
    },
    optingIn: {
      tags: ['loading'],
      description: 'The platform opts the player in.',
      invoke: {
        id: 'activateOptIn',
        src: 'activateOptIn',
        input: ({ context }) => ({ campaignId: context.chosen!.campaignId }),
        onDone: { target: 'reloading', actions: { type: 'storeNotice', params: ({ event }) => ({ kind: 'optedIn' as const, reward: event.output }) }, description: 'Opted in: it can be claimed now.' },
        onError: { target: 'ready', actions: [{ type: 'storeError', params: invokeError }, 'forget'], description: 'Refused or failed: the reason is shown over the list.' },
      },
    },
    optingOut: {
      tags: ['loading'],
      description: 'The platform opts the player out.',
      invoke: {
        id: 'deactivateOptIn',
        src: 'deactivateOptIn',
        input: ({ context }) => ({ campaignId: context.chosen!.campaignId }),
        onDone: { target: 'reloading', actions: { type: 'storeNotice', params: ({ event }) => ({ kind: 'optedOut' as const, reward: event.output }) }, description: 'Opted out.' },
        onError: { target: 'ready', actions: [{ type: 'storeError', params: invokeError }, 'forget'], description: 'Refused or failed: the reason is shown over the list.' },
      },
    },
    dismissing: {
      tags: ['loading'],
      description: 'The platform hides the campaign from the player.',
      invoke: {
        id: 'dismissCampaign',
        src: 'dismissCampaign',
        input: ({ context }) => ({ campaignId: context.chosen!.campaignId }),
        onDone: { target: 'reloading', actions: { type: 'storeNotice', params: ({ event }) => ({ kind: 'dismissed' as const, reward: event.output }) }, description: 'Dismissed: it leaves the list.' },
        onError: { target: 'ready', actions: [{ type: 'storeError', params: invokeError }, 'forget'], description: 'Refused or failed: the reason is shown over the list.' },
      },
    },
    consent: {
      tags: ['dialog'],
      description: 'Dialog: the campaign’s terms (bonus, wagering, days); the player agrees and claims, or declines.',
      on: {
        'consent.agree': { target: 'agreeing', description: 'The player agrees: the bonus is claimed.' },
        'consent.decline': { target: 'declining', description: 'The player declines the terms.' },
        'dialog.cancel': { target: 'ready', actions: 'forget', description: 'The player closes the dialog without answering.' },
      },
    },
    agreeing: {
      tags: ['loading', 'dialog'],
      description: 'The platform keeps the agreement and claims the bonus in one go.',
      invoke: {
        id: 'consentToCampaign',
        src: 'consentToCampaign',
        input: ({ context }) => ({ campaignId: context.chosen!.campaignId, agreed: true }),
        onDone: {
          target: 'reloading',
          actions: [{ type: 'storeNotice', params: ({ event }) => ({ kind: 'claimed' as const, reward: event.output }) }, 'rewardsChanged'],
          description: 'Claimed: the bonus is active and its money in the bonus balance.',
        },
        onError: [
          onClaimConflict,
          { target: 'ready', actions: [{ type: 'storeError', params: invokeError }, 'forget'], description: 'Refused or failed: the reason is shown over the list.' },
        ],
      },
    },
    declining: {
      tags: ['loading', 'dialog'],
      description: 'The platform keeps the refusal: the offer is hidden from the player’s rewards.',
      invoke: {
        id: 'consentToCampaign',
        src: 'consentToCampaign',
        input: ({ context }) => ({ campaignId: context.chosen!.campaignId, agreed: false }),
        onDone: { target: 'reloading', actions: { type: 'storeNotice', params: ({ event }) => ({ kind: 'declined' as const, reward: event.output }) }, description: 'Declined.' },
        onError: { target: 'ready', actions: [{ type: 'storeError', params: invokeError }, 'forget'], description: 'Refused or failed: the reason is shown over the list.' },
      },
    },
    resolvingConflict: resolvingConflict({ claim: 'claiming', reread: 'reloading', back: 'ready' }, 'the campaign (the player already agreed to its terms)'),
    claiming: {
      tags: ['loading', 'dialog'],
      description: 'The campaign is claimed.',
      invoke: {
        id: 'claimCampaign',
        src: 'claimCampaign',
        input: ({ context }) => ({ campaignId: context.chosen!.campaignId }),
        onDone: {
          target: 'reloading',
          actions: [{ type: 'storeNotice', params: ({ event }) => ({ kind: 'claimed' as const, reward: event.output }) }, 'rewardsChanged'],
          description: 'Claimed: the bonus is active.',
        },
        onError: { target: 'reloading', actions: [{ type: 'storeError', params: invokeError }, 'forget', 'rewardsChanged'], description: 'The claim failed after the forfeit: the reason is shown and the list read again.' },
      },
    },
    reloading: {
      tags: ['loading'],
      description: 'The campaigns are read again after a change.',
      invoke: {
        id: 'listCampaigns',
        src: 'listCampaigns',
        onDone: { target: 'ready', actions: { type: 'storeCampaigns', params: ({ event }) => event.output }, description: 'The list shows the change.' },
        onError: failsTo('failed', 'The campaigns could not be read.'),
      },
    },
  },
})
