import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiCallError } from '../shared/callError'
import { changePasswordMachine } from './changePassword.machine'

const form = { oldPassword: 'Correct-Horse-42', newPassword: 'Brand-New-Secret-7', confirmation: 'Brand-New-Secret-7' }

function start(answer: () => Promise<void>) {
  const sent: unknown[] = []
  const actor = createActor(
    changePasswordMachine.provide({
      actors: { changePassword: fromPromise(async ({ input }) => (sent.push(input), answer())) },
      actions: { passwordChanged: () => {} },
    }),
  ).start()
  return { actor, sent }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('changePassword', () => {
  it('marks every empty field as required and sends nothing', () => {
    const { actor, sent } = start(async () => {})
    actor.send({ type: 'password.submit', oldPassword: '', newPassword: '', confirmation: 'x' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ oldPassword: 'error.field.required', newPassword: 'error.field.required' })
    expect(sent).toEqual([])
  })

  it('puts the platform’s verdicts under their fields and keeps no password afterwards', async () => {
    const refused = new ApiCallError(400, {
      status: 400,
      code: 'error.old_password.incorrect',
      message: 'no',
      errors: [
        { objectName: 'changePassword', field: 'oldPassword', status: 400, message: 'no', code: 'error.old_password.incorrect' },
        { objectName: 'changePassword', field: 'newPassword', status: 400, message: 'weak', code: 'error.password.too_weak' },
        { objectName: 'changePassword', field: 'somethingElse', status: 400, message: '?', code: 'error.other' },
      ],
    })
    const { actor } = start(() => Promise.reject(refused))
    actor.send({ type: 'password.submit', ...form })
    await settled()
    const s = actor.getSnapshot()
    expect(s.value).toBe('editing')
    expect(s.context).toEqual({ request: null, error: null, fieldErrors: { oldPassword: 'error.old_password.incorrect', newPassword: 'error.password.too_weak' } })
  })

  it('a fixed form clears the earlier errors when it is sent again, and ends changed', async () => {
    let fail = true
    const { actor, sent } = start(() => (fail ? Promise.reject(new ApiCallError(503, {})) : Promise.resolve()))
    actor.send({ type: 'password.submit', ...form })
    await settled()
    expect(actor.getSnapshot().context.error?.code).toBe('error.system.error')
    fail = false
    actor.send({ type: 'password.submit', ...form })
    expect(actor.getSnapshot().context.error).toBeNull()
    await settled()
    expect(actor.getSnapshot().status).toBe('done')
    expect(sent).toHaveLength(2)
  })
})

describe('changePassword, details', () => {
  it('starts editing with nothing kept', () => {
    const s = start(async () => {}).actor.getSnapshot()
    expect(s.value).toBe('editing')
    expect(s.context).toEqual({ request: null, fieldErrors: {}, error: null })
  })

  it('refuses a confirmation that differs under the confirmation field and sends nothing', () => {
    const { actor, sent } = start(async () => {})
    actor.send({ type: 'password.submit', ...form, confirmation: 'Brand-New-Secret-8' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ confirmation: 'error.password.mismatch' })
    expect(sent).toEqual([])
  })

  it('names the platform call it was not given', async () => {
    const actor = createActor(changePasswordMachine).start()
    actor.send({ type: 'password.submit', ...form })
    await settled()
    expect(actor.getSnapshot().context.error?.message).toContain('"changePassword"')
  })
})
