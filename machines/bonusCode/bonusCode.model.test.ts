import { expect } from 'vitest'
import { ApiCallError } from '../shared/callError'
import { describeModel } from '../tooling/model'
import { tagsOf } from '../shared/testing'
import { bonusCodeMachine, CODE_INVALID } from './bonusCode.machine'

const reward = { campaignId: 'spring-code', assignmentId: 'a-1', state: 'ACTIVATED' }
const used = new ApiCallError(400, { status: 400, code: 'error.bonus_code.already_used', message: 'You have already used this bonus code.' })
const conflict = new ApiCallError(409, { status: 409, code: 'error.bonus.active.already.exists', message: 'A casino bonus is already active.' })
const down = new ApiCallError(503, { status: 503, code: 'error.system.error', message: 'Down.' })

describeModel('bonusCode', bonusCodeMachine, {
  input: { code: ' SPRING25 ' },
  contextKey: (c) => [c.code, c.campaignId, c.reward?.assignmentId ?? null, c.error?.code ?? null],
  events: (s) => {
    if (s.matches('checking'))
      return [
        { type: 'xstate.done.actor.checkAvailability', output: { isAvailable: true }, label: 'available' },
        { type: 'xstate.done.actor.checkAvailability', output: { isAvailable: false }, label: 'not available' },
        { type: 'xstate.error.actor.checkAvailability', error: down },
      ]
    if (s.matches('validating'))
      return [
        { type: 'xstate.done.actor.validateBonusCode', output: { bonusCode: 'SPRING25', campaignId: 'spring-code' } },
        { type: 'xstate.error.actor.validateBonusCode', error: used },
      ]
    if (s.matches('claiming'))
      return [
        { type: 'xstate.done.actor.claimBonusCode', output: reward },
        { type: 'xstate.error.actor.claimBonusCode', error: conflict },
      ]
    if (s.matches('validated')) return [{ type: 'code.claim' }, { type: 'code.reset' }]
    if (s.matches('entering')) {
      if (s.context.code === '') return [{ type: 'code.submit', label: 'empty' }, { type: 'code.change', code: 'SPRING25', label: 'typed' }]
      if (s.context.code === 'SPRING25') return [{ type: 'code.submit', label: 'well formed' }, { type: 'code.change', code: 'SPRING 25!', label: 'bad characters' }]
      return [{ type: 'code.submit', label: 'bad characters' }, { type: 'code.change', code: 'SPRING25', label: 'typed' }]
    }
    return []
  },
  transitions: {
    checking: { 'done checkAvailability (available)': 'entering', 'done checkAvailability (not available)': 'unavailable', 'error checkAvailability': 'unavailable' },
    entering: {
      'code.submit (well formed)': 'validating',
      'code.submit (empty)': 'entering',
      'code.submit (bad characters)': 'entering',
      'code.change (typed)': 'entering',
      'code.change (bad characters)': 'entering',
    },
    validating: { 'done validateBonusCode': 'validated', 'error validateBonusCode': 'entering' },
    validated: { 'code.claim': 'claiming', 'code.reset': 'entering' },
    claiming: { 'done claimBonusCode': 'claimed', 'error claimBonusCode': 'validated' },
  },
  calls: {
    checkAvailability: (input) => expect(input).toBeUndefined(),
    // The code as typed, without the spaces around it.
    validateBonusCode: (input) => expect(input).toEqual({ bonusCode: 'SPRING25' }),
    claimBonusCode: (input) => expect(input).toEqual({ bonusCode: 'SPRING25', state: 'ACTIVATED' }),
  },
  effects: { bonusClaimed: (params) => expect(params).toBeUndefined() },
  states: {
    checking: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.code).toBe('SPRING25')
    },
    unavailable: (s) => expect(s.status).toBe('done'),
    entering: (s) => {
      expect(tagsOf(s)).toEqual([])
      // A refused submit says why: the local check or the platform's code; typing clears it.
      if (s.context.error) expect([CODE_INVALID.code, 'error.bonus_code.already_used']).toContain(s.context.error.code)
      if (s.context.error?.code === CODE_INVALID.code) expect(s.context.code === '' || s.context.code === 'SPRING 25!').toBe(true)
      expect(s.context.campaignId).toBeNull()
    },
    validating: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.error).toBeNull()
    },
    validated: (s) => {
      expect(s.context.campaignId).toBe('spring-code')
      expect([null, 'error.bonus.active.already.exists']).toContain(s.context.error?.code ?? null)
    },
    claiming: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.error).toBeNull()
    },
    claimed: (s) => {
      expect(s.status).toBe('done')
      expect(s.context.reward).toEqual(reward)
    },
  },
})
