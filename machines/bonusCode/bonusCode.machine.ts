import { assign, setup } from 'xstate'
import type { RequestBody, ResponseBody } from '../shared/contract'
import { failsTo, storeCallError } from '../shared/callState'
import { invokeError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedAction, providedActor } from '../shared/provided'

export interface BonusCodeInput {
  /** The `bonusCode` query parameter the player arrived with, if any. */
  code?: string
}

export interface BonusCodeContext {
  code: string
  /** The campaign the validated code names. */
  campaignId: string | null
  reward: ResponseBody<'claimBonusCode'> | null
  error: FlowError | null
}

export type BonusCodeEvent =
  | { type: 'code.change'; code: string }
  | { type: 'code.submit' }
  | { type: 'code.claim' }
  | { type: 'code.reset' }

export type ValidateBonusCodeRequest = RequestBody<'validateBonusCode'>
export type ClaimBonusCodeRequest = RequestBody<'claimBonusCode'>

/** The contract's BonusCode pattern: checked before anything is sent. */
export const BONUS_CODE = /^[A-Za-z0-9_-]{1,32}$/
export const CODE_INVALID: FlowError = { code: 'error.bonus_code.invalid', message: 'Enter the bonus code as it was given: letters, digits, - or _.' }

/**
 * Claiming a bonus by code (spec 000 §3 Bonus state: bonusCode, manualClaimBonusAvailability,
 * manualClaimBonus; §4 "Bonus code", "Manual claim"; 001 §4 bonus codes, §8): whether the player
 * may claim by code at all (an error of that check makes it unavailable), the code checked
 * (validate: loading, error cleared; success keeps the value and the campaign; an error its
 * message), then claimed (success keeps the reward). Reset clears the code but keeps the player
 * entering one.
 */
export const bonusCodeMachine = setup({
  types: machineTypes<BonusCodeInput, BonusCodeContext, BonusCodeEvent, 'loading'>(),
  actors: {
    checkAvailability: providedActor<ResponseBody<'getManualClaimAvailability'>>('checkAvailability'),
    validateBonusCode: providedActor<ResponseBody<'validateBonusCode'>, ValidateBonusCodeRequest>('validateBonusCode'),
    claimBonusCode: providedActor<ResponseBody<'claimBonusCode'>, ClaimBonusCodeRequest>('claimBonusCode'),
  },
  guards: {
    isAvailable: (_, answer: ResponseBody<'getManualClaimAvailability'>) => answer.isAvailable,
    codeWellFormed: ({ context }) => BONUS_CODE.test(context.code.trim()),
  },
  actions: {
    storeError: storeCallError<BonusCodeContext, BonusCodeEvent>(),
    storeCode: assign((_, code: string) => ({ code, error: null })),
    refuseCode: assign({ error: CODE_INVALID }),
    clearError: assign({ error: null }),
    storeCampaign: assign((_, answer: ResponseBody<'validateBonusCode'>) => ({ campaignId: answer.campaignId })),
    storeReward: assign((_, reward: ResponseBody<'claimBonusCode'>) => ({ reward })),
    reset: assign({ code: '', campaignId: null, error: null }),
    /** The wallet is read again: the bonus money is in. */
    bonusClaimed: providedAction('bonusClaimed'),
  },
}).createMachine({
  id: 'bonusCode',
  description: 'The player enters a bonus code, it is checked, and the bonus it names is claimed.',
  context: ({ input }) => ({ code: input.code?.trim() ?? '', campaignId: null, reward: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['loading'],
      description: 'Whether this account may claim bonuses by code now.',
      invoke: {
        id: 'checkAvailability',
        src: 'checkAvailability',
        onDone: [
          { guard: { type: 'isAvailable', params: ({ event }) => event.output }, target: 'entering', description: 'Manual claims are available: the code field shows.' },
          { target: 'unavailable', description: 'Manual claims are not available on this account.' },
        ],
        onError: { target: 'unavailable', description: 'The check failed: manual claim counts as unavailable (spec 000 §4).' },
      },
    },
    unavailable: {
      type: 'final',
      description: 'Bonus codes cannot be claimed on this account; the page says so.',
    },
    entering: {
      description: 'The code field (filled from the link’s bonusCode when there was one) with Check.',
      on: {
        'code.change': { actions: { type: 'storeCode', params: ({ event }) => event.code }, description: 'The player types.' },
        'code.submit': [
          { guard: 'codeWellFormed', target: 'validating', actions: 'clearError', description: 'A code of the right form is checked with the platform.' },
          { actions: 'refuseCode', description: 'Empty or with other characters: refused before anything is sent.' },
        ],
      },
    },
    validating: {
      tags: ['loading'],
      description: 'The platform checks the code for this player without claiming it.',
      invoke: {
        id: 'validateBonusCode',
        src: 'validateBonusCode',
        input: ({ context }) => ({ bonusCode: context.code.trim() }),
        onDone: { target: 'validated', actions: { type: 'storeCampaign', params: ({ event }) => event.output }, description: 'Valid: the player may claim it.' },
        onError: failsTo('entering', 'Unknown, expired, used or not for this player: the reason shows under the field.'),
      },
    },
    validated: {
      description: 'The code is valid; Claim takes the bonus, Reset starts again with an empty field.',
      on: {
        'code.claim': { target: 'claiming', actions: 'clearError', description: 'The player claims the bonus.' },
        'code.reset': { target: 'entering', actions: 'reset', description: 'The player enters another code.' },
      },
    },
    claiming: {
      tags: ['loading'],
      description: 'The platform assigns and activates the bonus the code names.',
      invoke: {
        id: 'claimBonusCode',
        src: 'claimBonusCode',
        input: ({ context }) => ({ bonusCode: context.code.trim(), state: 'ACTIVATED' as const }),
        onDone: { target: 'claimed', actions: { type: 'storeReward', params: ({ event }) => event.output }, description: 'Claimed: the bonus is active.' },
        onError: {
          target: 'validated',
          actions: { type: 'storeError', params: invokeError },
          description: 'Refused (an active bonus of the kind, say): the reason shows and the player may claim again after dealing with it, or reset.',
        },
      },
    },
    claimed: {
      type: 'final',
      entry: 'bonusClaimed',
      description: 'The bonus is active and its money is in the bonus balance; the wallet is read again.',
    },
  },
})
