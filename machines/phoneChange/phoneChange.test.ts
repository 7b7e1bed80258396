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

const fieldRefusal = (...fields: [field: string, code: string][]) =>
  new ApiCallError(400, {
    status: 400,
    code: fields[0]![1],
    message: 'refused',
    errors: fields.map(([field, code]) => ({ objectName: 'phoneNumber', field, status: 400, message: 'refused', code })),
  })

function withCalls(calls: { change?: () => Promise<{ smsVerificationId: string }>; resend?: () => Promise<{ status: 'SUCESS_SEND'; attemptsRemaining: number }>; verify?: () => Promise<{ status: 'SUCCESS_VERIFY' }> }) {
  return createActor(
    phoneChangeMachine.provide({
      actors: {
        changePhoneNumber: fromPromise(calls.change ?? (async () => ({ smsVerificationId: 'change-1' }))),
        requestPhoneSms: fromPromise(calls.resend ?? (async () => ({ status: 'SUCESS_SEND' as const, attemptsRemaining: 1 }))),
        verifyPhoneSms: fromPromise(calls.verify ?? (async () => ({ status: 'SUCCESS_VERIFY' as const }))),
      },
      actions: { phoneChanged: () => {} },
    }),
    { input: { prefix: '+64' } },
  ).start()
}

describe('phoneChange, details', () => {
  it('starts editing with the given prefix and nothing else', () => {
    const s = withCalls({}).getSnapshot()
    expect(s.value).toBe('editing')
    expect(s.context).toEqual({ prefix: '+64', body: '', smsVerificationId: null, code: '', attemptsRemaining: null, fieldErrors: {}, error: null })
  })

  it('sends the prefix trimmed', () => {
    const actor = withCalls({ change: () => new Promise(() => {}) })
    actor.send({ type: 'phone.submit', prefix: ' +64 ', body: '21 234 5678' })
    expect(actor.getSnapshot().context).toMatchObject({ prefix: '+64', body: '212345678' })
  })

  it.each([
    [[['prefix', 'error.validation.pattern']] as [string, string][], { prefix: 'error.validation.pattern' }],
    [[['body', 'error.phone.unchanged']] as [string, string][], { body: 'error.phone.unchanged' }],
    [[['prefix', 'error.validation.pattern'], ['body', 'error.vonage.phone.invalid']] as [string, string][], { prefix: 'error.validation.pattern', body: 'error.vonage.phone.invalid' }],
  ])('puts the platform’s verdict on %j under its field, not on the form', async (fields, expected) => {
    const actor = withCalls({ change: () => Promise.reject(fieldRefusal(...fields)) })
    actor.send({ type: 'phone.submit', prefix: '+64', body: '212345678' })
    await settled()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.fieldErrors).toEqual(expected)
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('refuses a code of spaces before sending it', async () => {
    const sent: unknown[] = []
    const actor = withCalls({ verify: async () => (sent.push(1), { status: 'SUCCESS_VERIFY' as const }) })
    actor.send({ type: 'phone.submit', prefix: '+64', body: '212345678' })
    await settled()
    actor.send({ type: 'code.submit', code: '   ' })
    expect(actor.getSnapshot().value).toBe('codeEntry')
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ code: 'error.field.required' })
    expect(sent).toEqual([])
  })

  it('keeps the platform’s own code-field verdict, clears it on resend and says how many SMS are left', async () => {
    const actor = withCalls({ verify: () => Promise.reject(new ApiCallError(400, { status: 400, code: 'error.validation', message: 'x', errors: [{ objectName: 'o', field: 'code', status: 400, message: 'x', code: 'error.validation.pattern' }] })) })
    actor.send({ type: 'phone.submit', prefix: '+64', body: '212345678' })
    await settled()
    actor.send({ type: 'code.submit', code: '12' })
    await settled()
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ code: 'error.validation.pattern' })
    actor.send({ type: 'code.resend' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({})
    await settled()
    expect(actor.getSnapshot().context).toMatchObject({ attemptsRemaining: 1, error: null, fieldErrors: {} })
  })

  it('forgets the code when the platform fails, and keeps the popup open', async () => {
    const actor = withCalls({ verify: () => Promise.reject(apiFailure(503, 'error.system.error', 'down')) })
    actor.send({ type: 'phone.submit', prefix: '+64', body: '212345678' })
    await settled()
    actor.send({ type: 'code.submit', code: '123456' })
    await settled()
    expect(actor.getSnapshot().value).toBe('codeEntry')
    expect(actor.getSnapshot().context).toMatchObject({ code: '', error: { code: 'error.system.error' }, smsVerificationId: 'change-1' })
  })

  it('names each platform call it was not given', async () => {
    const bare = createActor(phoneChangeMachine, { input: { prefix: '+64' } }).start()
    bare.send({ type: 'phone.submit', prefix: '+64', body: '212345678' })
    await settled()
    expect(bare.getSnapshot().context.error?.message).toContain('"changePhoneNumber"')
    const half = createActor(phoneChangeMachine.provide({ actors: { changePhoneNumber: fromPromise(async () => ({ smsVerificationId: 'c' })) } }), { input: { prefix: '+64' } }).start()
    half.send({ type: 'phone.submit', prefix: '+64', body: '212345678' })
    await settled()
    half.send({ type: 'code.resend' })
    await settled()
    expect(half.getSnapshot().context.error?.message).toContain('"requestPhoneSms"')
    half.send({ type: 'code.submit', code: '123456' })
    await settled()
    expect(half.getSnapshot().context.error?.message).toContain('"verifyPhoneSms"')
  })
})
