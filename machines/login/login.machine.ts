import { invokeError } from '../shared/flowError'
import { afterLoginPath } from './afterLogin'
import { cancelMigration, loginSetup, signedIn, submitAgain } from './login.setup'

export {
  LOGIN_MAX_RETRIES,
  LOGIN_RETRY_DELAY_MS,
  type CoolingRequest,
  type CoolingStarted,
  type LoginContext,
  type LoginEvent,
  type LoginInput,
  type LoginRequest,
  type LoginResult,
  type MigrationRequest,
  type SessionReceiver,
} from './login.setup'

/**
 * Login (spec: request, success, error; retries; start player cooling; terms update; migration). One actor per
 * login form; on success it hands the tokens to authorization and opens the page the player wanted.
 */
export const loginMachine = loginSetup.createMachine({
  id: 'login',
  description: 'A player signs in with e-mail and password; refusals are explained, never retried.',
  context: ({ input }) => ({
    langmarket: input.langmarket,
    redirect: input.redirect ?? null,
    bonusCode: input.bonusCode ?? null,
    authorization: input.authorization,
    email: '',
    password: '',
    landing: null,
    retries: 0,
    refusal: null,
    failure: null,
    coolingError: null,
    coolingUntil: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['form'],
      description: 'The login form, empty or being filled in.',
      on: { 'login.submit': submitAgain },
    },
    submitting: {
      tags: ['loading'],
      description: 'E-mail and password are sent to the platform.',
      invoke: {
        id: 'loginPlayer',
        src: 'loginPlayer',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: signedIn,
        onError: [
          {
            target: 'migration',
            guard: { type: 'isMigrationRequired', params: invokeError },
            // The login was answered: a login after the move starts with a fresh set of retries.
            actions: 'resetRetries',
            description:
              'The account is still on our previous platform and the password is right for it: the player is offered to move it over (the password is kept for that).',
          },
          {
            target: 'waitingToRetry',
            guard: { type: 'isRetryableAndUnderLimit', params: invokeError },
            actions: 'countRetry',
            description: 'No answer or a server failure (5xx): asked again after 3 s, at most 5 times.',
          },
          {
            target: 'unavailable',
            guard: { type: 'isRetryable', params: invokeError },
            actions: [{ type: 'storeFailure', params: invokeError }, 'forgetPassword'],
            description: 'Still no answer after 5 retries: the player is told the service is unavailable.',
          },
          {
            target: 'refused',
            actions: [{ type: 'storeRefusal', params: invokeError }, 'forgetPassword'],
            description:
              'The platform refused the login (wrong details, time-out, exclusion, lock, deactivated or closed account): the reason is shown and the login is not retried.',
          },
        ],
      },
    },
    waitingToRetry: {
      tags: ['loading'],
      description: 'Waiting 3 s before asking the platform again.',
      after: {
        retryDelay: {
          target: 'submitting',
          description: 'After 3 s the same e-mail and password are sent again.',
        },
      },
    },
    unavailable: {
      tags: ['form'],
      description: 'The platform could not be reached; the player may try again.',
      on: { 'login.submit': submitAgain },
    },
    refused: {
      tags: ['form'],
      description: 'The refusal is shown with its days, cooling state and time left where the platform gave them.',
      initial: 'explained',
      states: {
        explained: {
          description: 'The refusal message; a player in a time-out may start cooling off from here.',
          on: {
            'login.submit': submitAgain,
            'cooling.start': {
              target: 'startingCooling',
              guard: 'canStartCooling',
              description:
                'A player in a time-out that is not already a cooling-off period, whose refusal carries the cooling ticket, asks for a 1-day cooling-off time-out; any other refusal offers nothing.',
            },
          },
        },
        startingCooling: {
          tags: ['coolingLoading'],
          description: 'Asking the platform to start the 1-day cooling-off time-out.',
          invoke: {
            id: 'startPlayerCooling',
            src: 'startPlayerCooling',
            input: ({ context }) => ({ playerId: context.refusal!.playerId!, coolingTicket: context.refusal!.coolingTicket! }),
            onDone: {
              target: 'coolingStarted',
              actions: { type: 'storeCoolingUntil', params: ({ event }) => event.output },
              description: 'Cooling off has started: the player is told when it ends.',
            },
            onError: {
              target: 'coolingFailed',
              actions: { type: 'storeCoolingError', params: invokeError },
              description: 'Cooling off could not be started: the player is told and may ask again.',
            },
          },
        },
        coolingStarted: {
          description: 'The 1-day cooling-off time-out has started; the player is told until when.',
          on: { 'login.submit': submitAgain },
        },
        coolingFailed: {
          description: 'Cooling off could not be started; the player may ask again.',
          on: {
            'login.submit': submitAgain,
            'cooling.start': {
              target: 'startingCooling',
              description: 'The player asks again for cooling off.',
            },
          },
        },
      },
    },
    migration: {
      tags: ['migration'],
      description: 'The account comes from our previous platform; moving it over signs the player in with the same password.',
      initial: 'offered',
      states: {
        offered: {
          description: 'The player is told the account is from our previous site and what moving it means.',
          on: {
            'migration.confirm': { target: 'moving', description: 'The player agrees to move the account.' },
            'migration.cancel': cancelMigration,
          },
        },
        moving: {
          tags: ['loading'],
          description: 'The account is moved onto this platform with the e-mail and old password, which signs the player in.',
          invoke: {
            id: 'migratePlayer',
            src: 'migratePlayer',
            input: ({ context }) => ({ email: context.email, password: context.password }),
            onDone: signedIn,
            onError: [
              {
                target: '#login.submitting',
                guard: { type: 'isAlreadyMigrated', params: invokeError },
                description: 'The account was moved already (another tab, a retried request): the same password now logs in.',
              },
              {
                target: 'failed',
                guard: { type: 'isRetryable', params: invokeError },
                actions: { type: 'storeFailure', params: invokeError },
                description: 'No answer or a server failure: nothing was moved; the player may try again.',
              },
              {
                target: '#login.refused',
                actions: [{ type: 'storeRefusal', params: invokeError }, 'forgetPassword'],
                description:
                  'The platform refused (a time-out, exclusion, lock, deactivated or closed account, or the password no longer matches): the reason is shown as for a login.',
              },
            ],
          },
        },
        failed: {
          description: 'Moving the account got no answer; nothing changed and the player may try again.',
          on: {
            'migration.confirm': { target: 'moving', actions: 'clearFailure', description: 'The player tries to move the account again.' },
            'migration.cancel': cancelMigration,
          },
        },
      },
    },
    acceptingTerms: {
      tags: ['terms'],
      description: 'Signed in with newer terms to accept: the terms flow shows them before the player reaches the site.',
      invoke: {
        id: 'termsAcceptance',
        src: 'termsAcceptance',
        input: ({ context }) => ({
          // storeLanding ran on the way in.
          langmarket: context.landing!,
          redirect: context.redirect,
          bonusCode: context.bonusCode,
          authorization: context.authorization,
        }),
        onDone: {
          target: 'termsDecided',
          description: 'The player accepted the terms or declined them; the terms flow took them on.',
        },
      },
    },
    termsDecided: {
      type: 'final',
      // The terms step stays on screen while the page it opened, or the logout, is on its way.
      tags: ['terms'],
      description:
        'The terms flow has finished: after accepting, the player is on the page they wanted in their own market; after declining, logged out on the home page.',
    },
    succeeded: {
      type: 'final',
      description:
        'Signed in; the player is taken to the page they wanted in their own market and language, keeping a bonus code.',
      entry: {
        type: 'openPage',
        params: ({ context }) => ({
          href: afterLoginPath({ ...context, langmarket: context.landing ?? context.langmarket }),
          replace: true,
        }),
      },
    },
  },
})
