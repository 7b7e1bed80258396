import { describe, expect, it } from 'vitest'
import { createActor, setup } from 'xstate'
import { ApiCallError } from './callError'
import { branchesOn, failsTo, formStep, onCallError, storeCallError, storesAnswer } from './callState'
import { invokeError, type FlowError } from './flowError'

const answer = ({ event }: { event: { output: number } }) => event.output

describe('failsTo', () => {
  it('goes to the target, storing the error with storeError by default', () => {
    expect(failsTo('failed', 'The check could not be made.')).toStrictEqual({
      target: 'failed',
      actions: { type: 'storeError', params: invokeError },
      description: 'The check could not be made.',
    })
  })

  it('stores the error with the action it names', () => {
    expect(failsTo('ready', 'Refused.', 'storeChangeError').actions).toStrictEqual({ type: 'storeChangeError', params: invokeError })
  })
})

describe('branchesOn', () => {
  it('builds an unguarded branch that runs its action with the shared params', () => {
    expect(branchesOn(answer)('choosing', 'refuseAmount', 'Not an amount.')).toStrictEqual({
      target: 'choosing',
      actions: { type: 'refuseAmount', params: answer },
      description: 'Not an amount.',
    })
  })

  it('gives a guarded branch the same params for its guard', () => {
    expect(branchesOn(answer)('submitting', 'storeRequest', 'Accepted.', 'isAccepted')).toStrictEqual({
      guard: { type: 'isAccepted', params: answer },
      target: 'submitting',
      actions: { type: 'storeRequest', params: answer },
      description: 'Accepted.',
    })
  })

  it('reads the failed call’s error in onCallError', () => {
    expect(onCallError('editing', 'storeFormError', 'Failed.', 'isRefused')).toStrictEqual({
      guard: { type: 'isRefused', params: invokeError },
      target: 'editing',
      actions: { type: 'storeFormError', params: invokeError },
      description: 'Failed.',
    })
  })
})

describe('storesAnswer', () => {
  const stored = storesAnswer('storeDeposit', answer)

  it('stores the answer on every branch, guarded or not', () => {
    expect(stored('pending', 'Not decided yet.')).toStrictEqual({
      target: 'pending',
      actions: { type: 'storeDeposit', params: answer },
      description: 'Not decided yet.',
    })
    expect(stored('approved', 'Approved.', 'isApproved')).toStrictEqual({
      guard: { type: 'isApproved', params: answer },
      target: 'approved',
      actions: { type: 'storeDeposit', params: answer },
      description: 'Approved.',
    })
  })
})

describe('formStep', () => {
  it('is a described state whose one event takes the branches', () => {
    const branches = [branchesOn(answer)('editing', 'refuseAmount', 'Refused.')]
    expect(formStep('The amount field.', 'withdrawal.submit', branches)).toStrictEqual({
      description: 'The amount field.',
      on: { 'withdrawal.submit': branches },
    })
  })
})

describe('storeCallError', () => {
  it('keeps a failed call’s error as a FlowError in context.error, in a real machine', () => {
    // Arrange
    const machine = setup({
      types: { context: {} as { error: FlowError | null; other: string }, events: {} as { type: 'fail'; error: unknown } },
      actions: { storeError: storeCallError<{ error: FlowError | null; other: string }, { type: 'fail'; error: unknown }>() },
    }).createMachine({
      context: { error: null, other: 'kept' },
      on: { fail: { actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => event.error } } },
    })
    const actor = createActor(machine).start()

    // Act
    actor.send({ type: 'fail', error: new ApiCallError(409, { status: 409, code: 'error.deposit.limit.exceeded', message: 'Over the limit' }) })

    // Assert
    expect(actor.getSnapshot().context).toStrictEqual({
      error: { code: 'error.deposit.limit.exceeded', message: 'Over the limit', status: 409 },
      other: 'kept',
    })
  })
})
