import { changingNumber, codeChannel } from './codeChannel'
import { normaliseCountryCode, profileRequest, registrationRequest } from './registrationBody'
import { defaultCountry, offeredCountries } from './registrationCountries'
import { failureOn, initialCodes, registrationSetup } from './registration.setup'
import { invokeError } from '../shared/flowError'

export type * from './registration.types'

const backTo = (step: 'Details' | 'ContactInfo') =>
  ({
    guard: { type: 'previousStepIs', params: { step } },
    target: `.${step}`,
    actions: ['popStep', 'clearErrors'],
    description: `Back to the ${step} step, the last step the player left.`,
  }) as const

/**
 * Sign-up (spec 000 §12): Details creates the player, ContactInfo completes the profile,
 * Verification proves the phone and e-mail when the market asks for it, and the player is logged in
 * with the first-login flag. Unsupported and Duplicated end the wizard early.
 */
export const registrationMachine = registrationSetup.createMachine({
  id: 'registration',
  description: 'Sign-up wizard: Details → ContactInfo → Verification → Complete, with Unsupported and Duplicated.',
  context: ({ input }) => ({
    ...input,
    offeredCountries: offeredCountries(input),
    defaultCountry: defaultCountry(input, input.visitorCountry),
    details: null, profile: null, playerId: null,
    smsVerificationRequired: false, emailVerificationRequired: false, riskSetting: null,
    codes: initialCodes, smsAttempts: 0, mobileNumberChanged: false, visited: [],
    error: null, fieldErrors: {}, credentials: null, pendingPhone: null, pendingCode: null,
  }),
  output: ({ context }) => ({ playerId: context.playerId, credentials: context.credentials, firstLogin: true }),
  initial: 'Details',
  on: { 'step.previous': [backTo('Details'), backTo('ContactInfo')] },
  states: {
    Details: {
      description: 'E-mail, password, phone, country and the terms; creates the player.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The player fills in the Details form, or reviews it after going back.',
          on: {
            'details.submit': [
              {
                guard: { type: 'isNewPlayerFromClosedCountry', params: ({ event }) => event.details.countryCode },
                target: '#registration.Unsupported',
                actions: [{ type: 'storeDetails', params: ({ event }) => event.details }, { type: 'pushStep', params: { step: 'Details' } }],
                description: 'The country is inactive, restricted or removed from registration for this market (DECISIONS.md 9): nothing is sent.',
              },
              {
                guard: 'isNewPlayer',
                target: 'checkingRisk',
                actions: { type: 'storeDetails', params: ({ event }) => event.details },
                description: 'The details are kept and the market risk setting for the country is checked.',
              },
            ],
            'step.next': {
              guard: 'isPlayerCreated',
              target: '#registration.ContactInfo',
              actions: { type: 'pushStep', params: { step: 'Details' } },
              description: 'The player already exists: moving on does not register again.',
            },
          },
        },
        checkingRisk: {
          tags: ['loading'],
          description: 'Asking whether the market risk setting accepts sign-ups from the chosen country.',
          invoke: {
            id: 'fetchMarketRiskSetting',
            src: 'fetchMarketRiskSetting',
            input: ({ context }) => ({ countryCode: normaliseCountryCode(context.details!.countryCode) }),
            onDone: [
              {
                guard: { type: 'isRegistrationRefused', params: ({ event }) => event.output },
                target: '#registration.Unsupported',
                actions: [{ type: 'storeRiskSetting', params: ({ event }) => event.output }, { type: 'pushStep', params: { step: 'Details' } }],
                description: 'The market risk setting refuses the country.',
              },
              {
                target: 'registering',
                actions: { type: 'storeRiskSetting', params: ({ event }) => event.output },
                description: 'The country is accepted: the player is created next.',
              },
            ],
            onError: {
              target: 'editing',
              actions: { type: 'storeFailure', params: failureOn('Details') },
              description: 'The check failed: the form shows why and the player may submit again.',
            },
          },
        },
        registering: {
          tags: ['loading'],
          description: 'Creating the player (captcha token header; phone as prefix and body).',
          invoke: {
            id: 'registerPlayer',
            src: 'registerPlayer',
            input: ({ context }) => ({ body: registrationRequest(context.details!, context.catalog, context.termsVersion), visitorCountry: context.visitorCountry }),
            onDone: {
              target: '#registration.ContactInfo',
              actions: [{ type: 'storeProgress', params: ({ event }) => event.output }, { type: 'pushStep', params: { step: 'Details' } }],
              description: 'The player exists: on to the contact details.',
            },
            onError: [
              {
                guard: { type: 'isDuplicate', params: invokeError },
                target: '#registration.Duplicated',
                description: 'Same customer info detected: no second account.',
              },
              {
                target: 'editing',
                actions: { type: 'storeFailure', params: failureOn('Details') },
                description: 'Shown on the form: a catalogue message or per-field errors.',
              },
            ],
          },
        },
      },
    },
    ContactInfo: {
      description: 'Name, date of birth and postal code complete the profile.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The player fills in the ContactInfo form.',
          on: {
            'profile.submit': {
              target: 'saving',
              actions: { type: 'storeProfile', params: ({ event }) => event.profile },
              description: 'The profile is kept and sent to the platform.',
            },
          },
        },
        saving: {
          tags: ['loading'],
          description: 'Completing the player profile on the platform.',
          invoke: {
            id: 'updateRegistrationProfile',
            src: 'updateRegistrationProfile',
            input: ({ context }) => ({ body: profileRequest(context.playerId!, context.details!, context.profile!, context.catalog) }),
            onDone: {
              target: '#registration.Verification',
              actions: [{ type: 'storeProgress', params: ({ event }) => event.output }, { type: 'pushStep', params: { step: 'ContactInfo' } }],
              description: 'The profile is complete: on to the verification the market asks for, or straight to the login.',
            },
            onError: [
              {
                guard: { type: 'isDuplicate', params: invokeError },
                target: '#registration.Duplicated',
                description: 'The profile matches an existing player: no second account.',
              },
              {
                target: 'editing',
                actions: { type: 'storeFailure', params: failureOn('ContactInfo') },
                description: 'Shown on the form: a catalogue message or per-field errors.',
              },
            ],
          },
        },
      },
    },
    Verification: {
      description: 'The codes sent by SMS and e-mail prove the player owns the phone and the address.',
      initial: 'choosing',
      states: {
        choosing: {
          description: 'Picks the next channel still to verify: the phone first, then the e-mail.',
          always: [
            { guard: { type: 'needsVerification', params: { channel: 'sms' } }, target: 'sms', description: 'The market asks for the phone and it is not verified yet.' },
            { guard: { type: 'needsVerification', params: { channel: 'email' } }, target: 'email', description: 'The market asks for the e-mail and it is not verified yet.' },
            {
              target: '#registration.loggingIn',
              description: 'Every channel the market asks for is verified (or none is asked for): the player is logged in with the first-login flag.',
            },
          ],
        },
        sms: codeChannel('sms', { changingNumber }),
        email: codeChannel('email', {}),
        maxAttempts: {
          tags: ['error'],
          description: 'Too many SMS codes: the SMS state is reset and the player starts sign-up again.',
          entry: ['resetSmsState', 'clearVisited'],
          on: { 'signup.restart': { target: '#registration.Details', actions: 'clearErrors', description: 'Back to the start of sign-up.' } },
        },
      },
    },
    loggingIn: {
      tags: ['loading'],
      description: 'Logging the new player in with the credentials just entered.',
      entry: 'clearVisited',
      invoke: {
        id: 'loginPlayer',
        src: 'loginPlayer',
        input: ({ context }) => ({ email: context.details!.email.trim(), password: context.details!.password }),
        onDone: {
          target: 'Complete',
          actions: [{ type: 'storeCredentials', params: ({ event }) => event.output }, 'announceLogin'],
          description: 'First login: the session starts and the welcome flow follows.',
        },
        onError: {
          target: 'Complete',
          actions: { type: 'storeLoginFailure', params: invokeError },
          description: 'Registered, but the automatic login failed: the player logs in by hand.',
        },
      },
    },
    Complete: {
      description: 'The player is registered, and logged in unless the automatic login failed.',
      on: {
        'signup.finish': [
          { guard: 'isLoggedIn', target: 'Playing', description: 'Start playing: the player goes on signed in.' },
          { target: 'LoginOffered', description: 'Log in: the automatic login failed, so the player logs in by hand.' },
        ],
      },
    },
    Playing: {
      type: 'final',
      description: 'The signed-in player returns to the page the sign-up was opened from, or the home page.',
      entry: { type: 'openPage', params: ({ context }) => ({ href: context.returnTo, replace: true }) },
    },
    LoginOffered: {
      type: 'final',
      description: 'The registered player is sent to the login form.',
      entry: { type: 'openPage', params: ({ context }) => ({ href: `/${context.langmarket}?login=1`, replace: true }) },
    },
    Unsupported: {
      tags: ['error'],
      description: 'Sign-up is not offered to residents of the chosen country in this market; the player may go back and choose another.',
    },
    Duplicated: {
      tags: ['error'],
      description: 'The platform found an existing player with the same details (error.registration.player_already_exists).',
      entry: 'clearVisited',
      on: { 'signup.restart': { target: 'Details', actions: 'resetSignUp', description: 'Start again with an empty form: nothing of the refused attempt is kept.' } },
    },
  },
})
