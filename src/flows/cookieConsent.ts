import { fromPromise } from 'xstate'
import { cookieConsentMachine, type DeviceConsent } from '../../machines/cookieConsent/cookieConsent.machine'
import { getCookieConsent, updateCookieConsent } from '../api/cookieConsent.actors'
import { consentCookie, parseConsent } from '../consent/deviceConsent'
import type { Flow } from './useFlow'

/** The cookie notification with this device's cookie and the platform's GET and PATCH. */
export const cookieConsentFlow: Flow<typeof cookieConsentMachine> = () =>
  cookieConsentMachine.provide({
    actors: {
      readDeviceConsent: fromPromise<DeviceConsent | null, void>(async () => parseConsent(document.cookie)),
      getCookieConsent,
      updateCookieConsent,
    },
    actions: {
      storeOnDevice: (_, consent) => {
        document.cookie = consentCookie(consent, window.location.protocol === 'https:')
      },
    },
  })
