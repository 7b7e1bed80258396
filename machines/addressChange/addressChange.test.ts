import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiCallError } from '../shared/callError'
import { platformDown } from '../shared/testing'
import { addressChangeMachine, type AddressChangeInput } from './addressChange.machine'

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
const canadian: AddressChangeInput = { country: 'CA', address: '', city: '', postalCode: '', province: '' }
const fields = { address: '100 Queen St W', city: 'Toronto', postalCode: 'M5H 2N2', province: 'ON' }
const stored = { changed: true, proofOfAddressRequested: false }

function start(input: AddressChangeInput, answer: () => Promise<typeof stored>) {
  const sent: unknown[] = []
  let changed = 0
  const actor = createActor(
    addressChangeMachine.provide({
      actors: { changeAddress: fromPromise(async ({ input }) => (sent.push(input), answer())) },
      actions: { addressChanged: () => void changed++ },
    }),
    { input },
  ).start()
  return { actor, sent, changed: () => changed }
}

describe('addressChange', () => {
  it('asks a Canadian for the province before sending anything', () => {
    const { actor, sent } = start(canadian, async () => stored)
    actor.send({ type: 'address.submit', ...fields, province: '' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ province: 'error.field.required' })
    expect(sent).toEqual([])
  })

  it('sends a Finnish address without a province, and reads the profile again once stored', async () => {
    const { actor, sent, changed } = start({ ...canadian, country: 'FI' }, async () => stored)
    actor.send({ type: 'address.submit', address: 'Mannerheimintie 1', city: 'Helsinki', postalCode: '00100', province: 'ON' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await settled()
    expect(sent).toEqual([{ address: 'Mannerheimintie 1', city: 'Helsinki', postalCode: '00100' }])
    expect(actor.getSnapshot().value).toEqual({ saved: 'confirmed' })
    expect(changed()).toBe(1)
    actor.send({ type: 'address.edit' })
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('says a proof of the new address is needed when the platform set the approved one aside', async () => {
    const { actor, changed } = start(canadian, async () => ({ changed: true, proofOfAddressRequested: true }))
    actor.send({ type: 'address.submit', ...fields })
    await settled()
    expect(actor.getSnapshot().value).toEqual({ saved: 'newProofOfAddressNeeded' })
    expect(changed()).toBe(1)
    actor.send({ type: 'address.edit' })
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('keeps the platform’s reasons by field (backendErrors), ignoring fields the form does not show', async () => {
    const refusal = new ApiCallError(400, {
      status: 400,
      code: 'error.postal_code.invalid',
      message: 'The address is not valid.',
      errors: [
        { objectName: 'address', field: 'postalCode', status: 400, message: 'This postal code is not in QC.', code: 'error.postal_code.invalid' },
        { objectName: 'address', field: 'province', status: 400, message: 'Choose your province.', code: 'error.province.invalid' },
        { objectName: 'address', field: 'country', status: 400, message: 'x', code: 'error.other' },
      ],
    })
    const { actor } = start(canadian, () => Promise.reject(refusal))
    actor.send({ type: 'address.submit', ...fields })
    await settled()
    expect(actor.getSnapshot().value).toBe('refused')
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ postalCode: 'error.postal_code.invalid', province: 'error.province.invalid' })
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(actor.getSnapshot().context).toMatchObject(fields)
  })

  it('says the platform failed, and sends again when the player submits', async () => {
    let fail = true
    const { actor, sent } = start(canadian, async () => {
      if (fail) throw platformDown
      return stored
    })
    actor.send({ type: 'address.submit', ...fields })
    await settled()
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 'error.system.error' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({})
    fail = false
    actor.send({ type: 'address.submit', ...fields })
    expect(actor.getSnapshot().context.error).toBeNull()
    await settled()
    expect(actor.getSnapshot().value).toEqual({ saved: 'confirmed' })
    expect(sent).toHaveLength(2)
  })
})
