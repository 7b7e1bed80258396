import { expect } from 'vitest'
import { ApiCallError } from '../shared/callError'
import { platformDown, tagsOf } from '../shared/testing'
import { describeModel } from '../tooling/model'
import { addressChangeMachine, type AddressChangeInput } from './addressChange.machine'

const canadian: AddressChangeInput = { country: 'CA', address: '', city: '', postalCode: '', province: '' }
const finnish: AddressChangeInput = { country: 'FI', address: 'Old Street 1', city: 'Espoo', postalCode: '02100', province: '' }
const toronto = { address: ' 100 Queen St W ', city: 'Toronto ', postalCode: ' M5H 2N2', province: 'ON' }
const wrongProvince = new ApiCallError(400, {
  status: 400,
  code: 'error.postal_code.invalid',
  message: 'The address is not valid.',
  errors: [{ objectName: 'address', field: 'postalCode', status: 400, message: 'This postal code is not in QC.', code: 'error.postal_code.invalid' }],
})

describeModel('addressChange', addressChangeMachine, {
  input: canadian,
  starts: { finnish },
  contextKey: (c) => [c.country, Object.keys(c.fieldErrors).sort().join(','), c.error?.code ?? ''].join('|'),
  events: (s) => {
    if (s.matches('saving'))
      return [
        { type: 'xstate.done.actor.changeAddress', output: { changed: true, proofOfAddressRequested: false } },
        { type: 'xstate.done.actor.changeAddress', output: { changed: true, proofOfAddressRequested: true }, label: 'new proof needed' },
        { type: 'xstate.error.actor.changeAddress', error: wrongProvince, label: 'refused' },
        { type: 'xstate.error.actor.changeAddress', error: platformDown, label: 'down' },
      ]
    if (s.matches('saved')) return [{ type: 'address.edit' }]
    return [
      { type: 'address.submit', ...toronto },
      { type: 'address.submit', ...toronto, province: '', label: 'no province' },
      { type: 'address.submit', ...toronto, city: '  ', label: 'blank city' },
    ]
  },
  transitions: {
    editing: {
      'address.submit': 'saving',
      // Only a Canadian address needs its province.
      'address.submit (no province)': (s) => (s.context.country === 'CA' ? 'editing' : 'saving'),
      'address.submit (blank city)': 'editing',
    },
    saving: {
      'done changeAddress': 'saved.confirmed',
      'done changeAddress (new proof needed)': 'saved.newProofOfAddressNeeded',
      'error changeAddress (refused)': 'refused',
      'error changeAddress (down)': 'refused',
    },
    refused: {
      'address.submit': 'saving',
      'address.submit (no province)': (s) => (s.context.country === 'CA' ? 'refused' : 'saving'),
      'address.submit (blank city)': 'refused',
    },
    'saved.confirmed': { 'address.edit': 'editing' },
    'saved.newProofOfAddressNeeded': { 'address.edit': 'editing' },
  },
  calls: {
    changeAddress: (input, s) =>
      expect(input).toEqual(
        s.context.country === 'CA'
          ? { address: '100 Queen St W', city: 'Toronto', postalCode: 'M5H 2N2', province: 'ON' }
          : { address: '100 Queen St W', city: 'Toronto', postalCode: 'M5H 2N2' },
      ),
  },
  effects: { addressChanged: (params) => expect(params).toBeUndefined() },
  states: {
    editing: (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(s.context.error).toBeNull()
      for (const code of Object.values(s.context.fieldErrors)) expect(code).toBe('error.field.required')
    },
    saving: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.fieldErrors).toEqual({})
      expect(s.context.error).toBeNull()
      expect(s.context.province).toBe(s.context.country === 'CA' ? 'ON' : '')
    },
    refused: (s) => {
      expect(tagsOf(s)).toEqual([])
      const shown = [s.context.error?.code, ...Object.values(s.context.fieldErrors)].filter(Boolean)
      expect(shown.length).toBeGreaterThan(0)
    },
    'saved.confirmed': (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(s.context).toMatchObject({ address: '100 Queen St W', city: 'Toronto', postalCode: 'M5H 2N2', fieldErrors: {}, error: null })
    },
    'saved.newProofOfAddressNeeded': (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(s.context).toMatchObject({ address: '100 Queen St W', city: 'Toronto', postalCode: 'M5H 2N2', fieldErrors: {}, error: null })
    },
  },
})
