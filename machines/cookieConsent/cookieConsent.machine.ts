import { assign, setup } from 'xstate'
import { storeCallError } from '../shared/callState'
import type { ResponseBody, Schemas } from '../shared/contract'
import { invokeError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedAction, providedActor, providedCall } from '../shared/provided'

export type CookieOptions = Schemas['CookieOptions']
type CookieConsent = ResponseBody<'getCookieConsent'>

/** The choice kept on this device: the options and, once the platform stored it, its consent id. */
export interface DeviceConsent {
  options: CookieOptions
  cookiesConsentId: string | null
}

/** The categories a player may refuse (essential cookies cannot be). */
export type OptionalCategory = 'performanceFunctional' | 'marketing'

export interface CookieConsentContext {
  /** What the switches show, and once decided, what the player agreed to. */
  options: CookieOptions
  cookiesConsentId: string | null
  /** True once a choice is known (on the device or the platform). */
  decided: boolean
  signedIn: boolean
  /** The platform did not store the last choice (it is kept on the device all the same). */
  error: FlowError | null
  /** The footer's "Cookie settings" was pressed while a stored choice was still being read: open them once it is. */
  settingsRequested: boolean
}

export type CookieConsentEvent =
  | { type: 'consent.acceptAll' }
  | { type: 'consent.necessaryOnly' }
  | { type: 'consent.openSettings' }
  | { type: 'consent.toggle'; category: OptionalCategory; on: boolean }
  | { type: 'consent.save' }
  | { type: 'consent.closeSettings' }
  | { type: 'session.signedIn' }
  | { type: 'session.signedOut' }

const ALL: CookieOptions = { essentials: true, performanceFunctional: true, marketing: true }
const NECESSARY: CookieOptions = { essentials: true, performanceFunctional: false, marketing: false }

/**
 * A choice made: kept on the device at once; a signed-in player's is then sent to the platform.
 * `options` is what was chosen (null: the switches as they stand).
 */
function chooses(options: CookieOptions | null, description: string) {
  const actions = [
    { type: 'choose', params: ({ context }: { context: CookieConsentContext }) => options ?? context.options },
    { type: 'storeOnDevice', params: ({ context }: { context: CookieConsentContext }) => ({ options: context.options, cookiesConsentId: context.cookiesConsentId }) },
  ] as const
  return [
    { guard: 'signedIn', target: 'saving', actions, description: `${description} Kept on the device and sent to the platform.` },
    { target: 'decided', actions, description: `${description} Kept on the device.` },
  ] as const
}

/**
 * The cookie notification (spec 000 §1 modals "cookie notification"; §2 cookie consent:
 * essentials, performanceFunctional, marketing, consent id; 001 §7 GET and PATCH
 * /player/cookies/consent). A visitor who has not chosen is asked (a banner: Accept all, Necessary
 * only, Settings); the choice is kept on the device and, for a signed-in player, on the platform,
 * which answers it back at the next sign-in on any device. The footer's "Cookie settings" reopens it.
 *
 * A "Cookie settings" press while a stored choice is being read (this device's as the page starts,
 * the platform's after a sign-in) is kept and honoured when the read ends, rather than opening the
 * switches at once: at once they would show what this device holds, which the platform's answer
 * may replace a moment later under the player's finger, and a save then would overwrite the choice
 * the player made on another device. Dropping the press made the player press again.
 */
export const cookieConsentMachine = setup({
  types: machineTypes<void, CookieConsentContext, CookieConsentEvent, 'asking' | 'saving'>(),
  actors: {
    // Reads this device's stored choice (null: never chosen here). Asynchronous so that the
    // server's render and the browser's first render agree: neither shows the banner.
    readDeviceConsent: providedActor<DeviceConsent | null>('readDeviceConsent'),
    getCookieConsent: providedActor<CookieConsent>('getCookieConsent'),
    updateCookieConsent: providedCall('updateCookieConsent'),
  },
  actions: {
    storeOnDevice: providedAction<DeviceConsent>('storeOnDevice'),
    storeDeviceChoice: assign({
      options: (_, device: DeviceConsent | null) => device?.options ?? ALL,
      cookiesConsentId: (_, device: DeviceConsent | null) => device?.cookiesConsentId ?? null,
      decided: (_, device: DeviceConsent | null) => device !== null,
    }),
    choose: assign({ options: (_, options: CookieOptions) => options, decided: true, error: null }),
    toggle: assign({
      options: ({ context }, { category, on }: { category: OptionalCategory; on: boolean }) => ({ ...context.options, [category]: on }),
    }),
    storeConsent: assign({ options: (_, answer: CookieConsent) => answer.options, cookiesConsentId: (_, answer: CookieConsent) => answer.cookiesConsentId, decided: true, error: null }),
    requestSettings: assign({ settingsRequested: true }),
    clearSettingsRequest: assign({ settingsRequested: false }),
    signIn: assign({ signedIn: true }),
    signOut: assign({ signedIn: false }),
    storeError: storeCallError<CookieConsentContext, CookieConsentEvent>(),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    chosenOnDevice: (_, device: DeviceConsent | null) => device !== null,
    chosenOnPlatform: (_, answer: CookieConsent) => answer.cookiesConsentId !== null,
    decided: ({ context }) => context.decided,
    settingsRequested: ({ context }) => context.settingsRequested,
  },
}).createMachine({
  id: 'cookieConsent',
  description: 'The cookie notification: what the visitor lets the site store, asked once, kept on the device and for a player on the platform.',
  context: { options: ALL, cookiesConsentId: null, decided: false, signedIn: false, error: null, settingsRequested: false },
  initial: 'unknown',
  on: {
    'session.signedIn': { actions: 'signIn', description: 'The visitor signed in: the choice made from now on is stored on the platform too.' },
    'session.signedOut': { actions: 'signOut', description: 'The player signed out: the choice stays on the device only.' },
  },
  states: {
    unknown: {
      description: 'Nothing shown yet: reading the choice kept on this device.',
      invoke: {
        id: 'readDeviceConsent',
        src: 'readDeviceConsent',
        onDone: [
          {
            guard: 'signedIn',
            target: 'reading',
            actions: { type: 'storeDeviceChoice', params: ({ event }) => event.output },
            description: 'A signed-in player: the platform’s stored choice is read.',
          },
          {
            guard: { type: 'chosenOnDevice', params: ({ event }) => event.output },
            target: 'decided',
            actions: { type: 'storeDeviceChoice', params: ({ event }) => event.output },
            description: 'The visitor chose on this device before: no banner.',
          },
          { target: 'asking', actions: { type: 'storeDeviceChoice', params: ({ event }) => event.output }, description: 'Never chosen here: the banner asks.' },
        ],
        onError: { target: 'asking', description: 'The device’s storage could not be read: the banner asks.' },
      },
      on: {
        'consent.openSettings': {
          actions: 'requestSettings',
          description: 'Cookie settings pressed before this device’s choice is read (as the page starts): kept, the switches open once it is, showing that choice.',
        },
      },
    },
    asking: {
      tags: ['asking'],
      description: 'The banner: Accept all, Necessary only or Settings. The page stays usable behind it.',
      always: { guard: 'settingsRequested', target: 'settings', actions: 'clearSettingsRequest', description: 'Cookie settings was pressed while a stored choice was read: the switches open now.' },
      on: {
        'consent.acceptAll': chooses(ALL, 'The visitor accepts every category.'),
        'consent.necessaryOnly': chooses(NECESSARY, 'The visitor allows essential cookies only.'),
        'consent.openSettings': { target: 'settings', description: 'The visitor chooses category by category.' },
        'session.signedIn': { target: 'reading', actions: 'signIn', description: 'Signed in before choosing: the platform may know the player’s choice.' },
      },
    },
    settings: {
      tags: ['asking'],
      description: 'One switch per category; essential cookies are always on.',
      on: {
        'consent.toggle': { actions: { type: 'toggle', params: ({ event }) => event }, description: 'The visitor switches a category on or off.' },
        'consent.save': chooses(null, 'The visitor saves the switches as they are.'),
        'consent.acceptAll': chooses(ALL, 'The visitor accepts every category.'),
        'consent.closeSettings': [
          { guard: 'decided', target: 'decided', description: 'Closed without saving: the earlier choice stands.' },
          { target: 'asking', description: 'Closed before any choice: the banner asks again.' },
        ],
      },
    },
    reading: {
      description: 'A player signed in: the platform’s stored choice is read, so it follows the player across devices.',
      on: {
        'consent.openSettings': {
          actions: 'requestSettings',
          description:
            'Cookie settings pressed before the platform answered: kept, and the switches open once, showing the choice it answers (opened at once they would show this device’s, which the answer may replace, and a save would overwrite the player’s choice made elsewhere).',
        },
      },
      invoke: {
        id: 'getCookieConsent',
        src: 'getCookieConsent',
        onDone: [
          {
            guard: { type: 'chosenOnPlatform', params: ({ event }) => event.output },
            target: 'decided',
            actions: [
              { type: 'storeConsent', params: ({ event }) => event.output },
              { type: 'storeOnDevice', params: ({ event }) => ({ options: event.output.options, cookiesConsentId: event.output.cookiesConsentId }) },
            ],
            description: 'The player chose before (here or elsewhere): that choice applies and this device keeps it.',
          },
          { guard: 'decided', target: 'saving', description: 'Chosen on this device only: the platform stores it now.' },
          { target: 'asking', description: 'Never chosen anywhere: the banner asks.' },
        ],
        onError: [
          { guard: 'decided', target: 'decided', actions: { type: 'storeError', params: invokeError }, description: 'The platform could not answer: the device’s choice applies.' },
          { target: 'asking', actions: { type: 'storeError', params: invokeError }, description: 'The platform could not answer and nothing is known: the banner asks.' },
        ],
      },
    },
    saving: {
      tags: ['saving'],
      description: 'The choice is sent to the platform, which answers it with its consent id.',
      invoke: {
        id: 'updateCookieConsent',
        src: 'updateCookieConsent',
        input: ({ context }) => context.options,
        onDone: {
          target: 'decided',
          actions: [
            { type: 'storeConsent', params: ({ event }) => event.output },
            { type: 'storeOnDevice', params: ({ event }) => ({ options: event.output.options, cookiesConsentId: event.output.cookiesConsentId }) },
          ],
          description: 'Stored: the device keeps the consent id too.',
        },
        onError: { target: 'decided', actions: { type: 'storeError', params: invokeError }, description: 'Not stored on the platform: the device keeps the choice, and the next sign-in sends it again.' },
      },
    },
    decided: {
      description: 'The choice applies; no banner. The footer’s “Cookie settings” reopens the switches.',
      always: { guard: 'settingsRequested', target: 'settings', actions: 'clearSettingsRequest', description: 'Cookie settings was pressed while a stored choice was read: the switches open now.' },
      on: {
        'consent.openSettings': { target: 'settings', description: 'The visitor changes the choice from the footer.' },
        'session.signedIn': { target: 'reading', actions: 'signIn', description: 'Signed in: the platform’s stored choice is read.' },
      },
    },
  },
})
