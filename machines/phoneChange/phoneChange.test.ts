import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiCallError } from '../shared/callError'
import { apiFailure } from '../shared/testing'
import { phoneChangeMachine } from './phoneChange.machine'

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

function start(verify: () => Promise<{ status: 'SUCCESS_VERIFY' }>) {
  const changed: string[] = []
  const actor = createActor(
    phoneChangeMachine.provide({
      actors: {
        changePhoneNumber: fromPromise(async () => ({ smsVerificationId: 'change-1' })),
        requestPhoneSms: fromPromise(async () => ({ status: 'SUCESS_SEND' as const, attemptsRemaining: 1 })),
        verifyPhoneSms: fromPromise(verify),
      },
      actions: { phoneChanged: () => void changed.push('changed') },
    }),
    { input: { prefix: '+64' } },
  ).start()
  return { actor, changed }
}

describe('phoneChange', () => {
  it('marks a missing prefix and number as required and sends nothing', () => {
    const { actor } = start(async () => ({ status: 'SUCCESS_VERIFY' }))
    actor.send({ type: 'phone.submit', prefix: '', body: '' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ prefix: 'error.field.required', body: 'error.field.required' })
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('opens the popup with the verification id, keeps a wrong code’s reason under the field, and changes on the right one', async () => {
    let right = false
    const wrong = new ApiCallError(400, { status: 400, code: 'sms.code.invalid', message: 'no' })
    const { actor, changed } = start(() => (right ? Promise.resolve({ status: 'SUCCESS_VERIFY' as const }) : Promise.reject(wrong)))
    actor.send({ type: 'phone.submit', prefix: '+64', body: '212345678' })
    await settled()
    expect(actor.getSnapshot().hasTag('popup')).toBe(true)
    expect(actor.getSnapshot().context.smsVerificationId).toBe('change-1')
    actor.send({ type: 'code.submit', code: '111111' })
    await settled()
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ code: 'sms.code.invalid' })
    expect(actor.getSnapshot().context.code).toBe('')
    right = true
    actor.send({ type: 'code.submit', code: '222222' })
    await settled()
    expect(actor.getSnapshot().value).toBe('changed')
    expect(changed).toEqual(['changed'])
  })

  it('closes the popup with the reason when the platform has given up on the change', async () => {
    const { actor } = start(() => Promise.reject(apiFailure(429, 'sms.max.attempts.reached', 'too many')))
    actor.send({ type: 'phone.submit', prefix: '+64', body: '212345678' })
    await settled()
    actor.send({ type: 'code.submit', code: '111111' })
    await settled()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject({ smsVerificationId: null, error: { code: 'sms.max.attempts.reached' } })
  })
})
