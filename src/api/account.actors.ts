/**
 * Call actors of My account → Account details: password, phone number (with its SMS code) and
 * marketing preferences.
 */
import { fromPromise } from 'xstate'
import type { CallLogic, ResponseBody } from '../../machines/shared/contract'
import { api } from './client'
import { unwrap } from './errors'

const DEVICE_KEY = 'croupier.deviceId'
let pageDeviceId: string | undefined

/**
 * This browser's device id (spec 001 §7 "extra device header" of the password change): a random
 * id kept in local storage, so the platform can tell this device from the player's others. With
 * storage blocked it lives as long as the page.
 */
export function deviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_KEY)
    if (stored) return stored
    const made = crypto.randomUUID()
    localStorage.setItem(DEVICE_KEY, made)
    return made
  } catch {
    pageDeviceId ??= crypto.randomUUID()
    return pageDeviceId
  }
}

export const changePassword: CallLogic<'changePassword'> = fromPromise(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/player/password', { params: { header: { 'X-Device-Id': deviceId() } }, body: input, signal })),
)

export const changePhoneNumber: CallLogic<'changePhoneNumber'> = fromPromise(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/player/phone_number', { body: input, signal })),
)

export const requestPhoneSms: CallLogic<'requestPhoneSms'> = fromPromise(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/player/phone_number/sms_request', { body: input, signal })),
)

export const verifyPhoneSms: CallLogic<'verifyPhoneSms'> = fromPromise(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/player/phone_number/sms_verification', { body: input, signal })),
)

export const getMarketingPreferences = fromPromise<ResponseBody<'getMarketingPreferences'>, void>(async ({ signal }) =>
  unwrap(await api.GET('/api/v1/player/marketing_preferences', { signal })),
)

export const updateMarketingPreferences: CallLogic<'updateMarketingPreferences'> = fromPromise(async ({ input, signal }) =>
  unwrap(await api.PATCH('/api/v1/player/marketing_preferences', { body: input, signal })),
)

export const changeLanguage: CallLogic<'changeLanguage'> = fromPromise(async ({ input, signal }) => {
  unwrap(await api.POST('/api/v1/player/language', { body: input, signal }))
})

export const changeAddress: CallLogic<'changeAddress'> = fromPromise(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/player/address', { body: input, signal })),
)
