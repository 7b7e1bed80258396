import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiCallError } from '../shared/callError'
import { tagsOf } from '../shared/testing'
import { describeModel } from '../tooling/model'
import type { Reward } from '../rewards/rewards.machine'
import { reward } from '../rewards/rewards.fixtures'
import { claimConflictMachine, type ClaimConflict } from './claimConflict.machine'

// The bonus in the way of a claim: an offer taken from the list, or one activated with a code.
const active = reward('active-1', { state: 'ACTIVATED', wageringProgress: 40, bonusAmountMinor: 1_000 })
const coded = reward('coded-1', { state: 'ACTIVATED', bonusType: 'TRIGGERED', triggerEvent: 'MANUAL_BONUS_CODE', hasBonusCode: true, wageringProgress: 12 })
const offerConflict: ClaimConflict = { standing: active, triggered: false }
const codedConflict: ClaimConflict = { standing: coded, triggered: true }
const stale = new ApiCallError(409, { status: 409, code: 'error.bonus.wagering_progress.stale', message: 'The wagering progress is now 45 %.' })

const standingOf = (s: AnyMachineSnapshot) => s.context.standing as Reward

describeModel('claimConflict', claimConflictMachine, {
  input: offerConflict,
  starts: { coded: codedConflict },
  events: (s) =>
    s.matches('forfeiting')
      ? [
          { type: 'xstate.done.actor.forfeitReward', output: { ...standingOf(s), state: 'FORFEITED' } },
          { type: 'xstate.error.actor.forfeitReward', error: stale, label: 'stale' },
        ]
      : [{ type: 'dialog.confirm' }, { type: 'dialog.cancel' }],
  // Written from the spec (000 §4, 001 §4, DECISIONS 12).
  transitions: {
    asking: { 'dialog.confirm': 'forfeiting', 'dialog.cancel': 'kept' },
    forfeiting: { 'done forfeitReward': 'forfeited', 'error forfeitReward (stale)': 'failed' },
  },
  calls: {
    // The bonus in the way, at the progress the dialog showed.
    forfeitReward: (input, s) => {
      expect(input).toEqual({ assignmentId: standingOf(s).assignmentId, wageringProgress: standingOf(s).wageringProgress })
      expect([active, coded]).toContainEqual(standingOf(s))
    },
  },
  states: {
    // Forfeit-then-claim, or forfeit-then-consent for a coded bonus: the conflict as the parent found it.
    asking: (s) => {
      expect(tagsOf(s)).toEqual(['dialog'])
      expect(s.context).toEqual({ ...(s.context.triggered ? codedConflict : offerConflict), error: null, outcome: null })
    },
    forfeiting: (s) => {
      expect(tagsOf(s)).toEqual(['dialog', 'loading'])
      expect(s.context.outcome).toBeNull()
    },
    kept: (s) => {
      expect(s.status).toBe('done')
      expect(tagsOf(s)).toEqual([])
      expect(s.output).toEqual({ outcome: 'kept', error: null })
    },
    forfeited: (s) => {
      expect(s.status).toBe('done')
      expect(s.output).toEqual({ outcome: 'forfeited', error: null })
    },
    failed: (s) => {
      expect(s.status).toBe('done')
      // The parent shows the platform's reason for the refusal.
      expect(s.output).toEqual({ outcome: 'failed', error: { code: 'error.bonus.wagering_progress.stale', message: 'The wagering progress is now 45 %.', status: 409 } })
    },
  },
})
