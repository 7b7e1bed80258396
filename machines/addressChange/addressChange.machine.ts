import { assign, setup } from 'xstate'
import { storeCallError } from '../shared/callState'
import type { ResponseBody } from '../shared/contract'
import { fieldErrorsOf, hasFieldErrors } from '../shared/fieldErrors'
import { invokeError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedAction, providedCall } from '../shared/provided'

export const ADDRESS_FIELDS = ['address', 'city', 'postalCode', 'province'] as const
export type AddressField = (typeof ADDRESS_FIELDS)[number]

/** Canada's provinces and territories (spec 000 §3 "Canadian provinces use two-letter codes"). */
export const CANADIAN_PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const
export type CanadianProvince = (typeof CANADIAN_PROVINCES)[number]

/** The countries whose addresses carry a province: the form shows the province select. */
export const PROVINCE_COUNTRIES: readonly string[] = ['CA']

export interface PostalAddress {
  address: string
  city: string
  postalCode: string
  /** Canada only; empty elsewhere. */
  province: string
}

export interface AddressChangeInput extends PostalAddress {
  /** The player's country of residence: its postal rules apply, and Canada asks for the province. */
  country: string
}

export interface AddressChangeContext extends AddressChangeInput {
  /** Spec 000 §3 Account details: the address and province forms keep backendErrors, by field. */
  fieldErrors: Partial<Record<AddressField, string>>
  error: FlowError | null
}

export type AddressChangeEvent = { type: 'address.submit' } & PostalAddress | { type: 'address.edit' }

type Submitted = PostalAddress & { country: string }

const needsProvince = (country: string) => PROVINCE_COUNTRIES.includes(country)

function blankFields(s: Submitted): Partial<Record<AddressField, string>> {
  const required: AddressField[] = ['address', 'city', 'postalCode', ...(needsProvince(s.country) ? (['province'] as const) : [])]
  return Object.fromEntries(required.filter((f) => s[f].trim() === '').map((f) => [f, 'error.field.required']))
}

const submitted = ({ context, event }: { context: AddressChangeContext; event: AddressChangeEvent }): Submitted =>
  event.type === 'address.submit' ? { address: event.address, city: event.city, postalCode: event.postalCode, province: event.province, country: context.country } : context

/** The `address.submit` of the form, from editing and from a refusal alike. */
const submit = [
  {
    guard: { type: 'isIncomplete', params: submitted },
    actions: { type: 'requireFields', params: submitted },
    description: 'A field is empty (the province too, in Canada): it says it is required; nothing is sent.',
  },
  {
    target: 'saving',
    actions: { type: 'storeAddress', params: submitted },
    description: 'The address is sent to the platform.',
  },
] as const

/**
 * My account → Account details → address (spec 000 §3 Account details: address and province forms
 * with loader and backendErrors; 001 §7 POST /player/address). The postal code follows the rules
 * of the player's country; a Canadian address also names its province. The platform judges every
 * field at once and its reasons show under each field.
 */
export const addressChangeMachine = setup({
  types: machineTypes<AddressChangeInput, AddressChangeContext, AddressChangeEvent, 'loading'>(),
  actors: { changeAddress: providedCall('changeAddress') },
  guards: {
    isIncomplete: (_, s: Submitted) => Object.keys(blankFields(s)).length > 0,
    isNewProofOfAddressNeeded: (_, result: ResponseBody<'changeAddress'>) => result.proofOfAddressRequested,
    isAddressRejected: (_, error: unknown) => hasFieldErrors(error, ADDRESS_FIELDS),
  },
  actions: {
    requireFields: assign({ fieldErrors: (_, s: Submitted) => blankFields(s), error: null }),
    storeAddress: assign({
      address: (_, s: Submitted) => s.address.trim(),
      city: (_, s: Submitted) => s.city.trim(),
      postalCode: (_, s: Submitted) => s.postalCode.trim(),
      province: (_, s: Submitted) => (needsProvince(s.country) ? s.province : ''),
      fieldErrors: {},
      error: null,
    }),
    storeFieldErrors: assign({ fieldErrors: (_, error: unknown) => fieldErrorsOf(error, ADDRESS_FIELDS), error: null }),
    storeError: storeCallError<AddressChangeContext, AddressChangeEvent>(),
    /** src/ reads the profile again, so the new address shows wherever the profile does. */
    addressChanged: providedAction('addressChanged'),
  },
}).createMachine({
  id: 'addressChange',
  description: 'A signed-in player changes their postal address (and, in Canada, province).',
  context: ({ input }) => ({ ...input, fieldErrors: {}, error: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The address form, filled with the address the platform has (if any).',
      on: { 'address.submit': submit },
    },
    saving: {
      tags: ['loading'],
      description: 'The loader: the platform checks every field against the player’s country and stores the address.',
      invoke: {
        id: 'changeAddress',
        src: 'changeAddress',
        input: ({ context }) => ({
          address: context.address,
          city: context.city,
          postalCode: context.postalCode,
          ...(needsProvince(context.country) ? { province: context.province } : {}),
        }),
        onDone: [
          {
            guard: { type: 'isNewProofOfAddressNeeded', params: ({ event }) => event.output },
            target: 'saved.newProofOfAddressNeeded',
            description: 'Stored, and the approved proof of address (of the old address) was set aside: a proof of the new one is asked for.',
          },
          { target: 'saved', description: 'Stored: the new address shows on the profile.' },
        ],
        onError: [
          {
            guard: { type: 'isAddressRejected', params: invokeError },
            target: 'refused',
            actions: { type: 'storeFieldErrors', params: invokeError },
            description: 'The platform refused fields (a postal code not of the country or not of the province, a missing province): each reason shows under its field.',
          },
          { target: 'refused', actions: { type: 'storeError', params: invokeError }, description: 'Another failure (the platform down): the form says why and keeps what was typed.' },
        ],
      },
    },
    refused: {
      description: 'The backend errors show on the form; the player corrects and sends again.',
      on: { 'address.submit': submit },
    },
    saved: {
      entry: 'addressChanged',
      description: 'The address is changed: a success message, and the form may be opened again.',
      initial: 'confirmed',
      states: {
        confirmed: { description: 'The success message says the new address.' },
        newProofOfAddressNeeded: {
          description: 'The success message also says a proof of the new address is needed, and leads to the verification documents.',
        },
      },
      on: { 'address.edit': { target: 'editing', description: 'The player changes the address again.' } },
    },
  },
})
