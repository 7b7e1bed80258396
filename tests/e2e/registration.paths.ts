import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { TestModel, type TestPath } from 'xstate/graph'
import { registrationMachine, type RegistrationInput } from '../../machines/registration/registration.machine'
import type { DetailsForm, ProfileForm } from '../../machines/registration/registrationBody'

/** The code the path types: the one from the outbox, or a wrong one. */
export const RIGHT_CODE = 'code-from-outbox'
export const WRONG_CODE = 'wrong-code'

export interface Scenario {
  title: string
  langmarket: string
  /** The country the edge proxy reports (X-Country); it decides the visitor's market. */
  visitorCountry: string | null
  details: DetailsForm
  profile: ProfileForm
  /** What the market asks for, as the platform answers after ContactInfo. */
  verification: { sms: boolean; email: boolean }
  duplicate?: boolean
  /** The platform refuses these Details fields (wire field → catalogue code). */
  invalidFields?: Record<string, string>
  wrongCodeFirst?: boolean
  /** Keep asking for new SMS codes until smsMaxAttempts (from the sign-up content) stops it. */
  resendCodes?: boolean
  /** Open the wizard from the header's Sign up button instead of at /signup. */
  viaModal?: boolean
  /** The spec's breakpoints: the smallest phone (sm 320) and a tablet (md 768) besides the desktop default. */
  viewport?: { width: number; height: number }
  target: 'Complete' | 'Duplicated' | 'Unsupported' | 'maxAttempts' | 'fieldErrors'
}

type Path = TestPath<AnyMachineSnapshot, AnyEventObject>

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const error = (id: string, code: string, status: number) => ({ type: `xstate.error.actor.${id}`, error: { status, code } })

const invalid = (fields: Record<string, string>) => {
  const fieldErrors = Object.entries(fields).map(([field, code]) => ({ field, code }))
  return { type: 'xstate.error.actor.registerPlayer', error: { status: 400, code: fieldErrors[0]!.code, fieldErrors } }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
/** The planned login's token: only decoded (the flow reads its claims), never verified. */
const plannedIdToken = `${base64url({ alg: 'none' })}.${base64url({ player_id: 'p' })}.`

/** The events the real platform and player can cause in this scenario, state by state. */
function eventsFor(scenario: Scenario) {
  const progress = { playerId: 'p', smsVerificationRequired: scenario.verification.sms, emailVerificationRequired: scenario.verification.email }
  return (s: AnyMachineSnapshot): AnyEventObject[] => {
    if (s.matches({ Details: 'editing' })) return [{ type: 'details.submit', details: scenario.details }]
    if (s.matches({ Details: 'checkingRisk' })) return [done('fetchMarketRiskSetting', { countryCode: scenario.details.countryCode, registrationAllowed: true, reason: null })]
    if (s.matches({ Details: 'registering' })) {
      if (scenario.duplicate) return [error('registerPlayer', 'error.registration.player_already_exists', 409)]
      if (scenario.invalidFields) return [invalid(scenario.invalidFields)]
      return [done('registerPlayer', progress)]
    }
    if (s.matches({ ContactInfo: 'editing' })) return [{ type: 'profile.submit', profile: scenario.profile }]
    if (s.matches({ ContactInfo: 'saving' })) return [done('updateRegistrationProfile', progress)]
    for (const channel of ['sms', 'email'] as const) {
      const id = channel === 'sms' ? 'Sms' : 'Email'
      if (s.matches({ Verification: { [channel]: 'idle' } })) return [{ type: 'code.request', channel }]
      if (s.matches({ Verification: { [channel]: 'requesting' } })) return [done(`request${id}Code`, { status: 'SUCESS_SEND', attemptsRemaining: 2 })]
      if (s.matches({ Verification: { [channel]: 'awaitingCode' } }))
        return [
          { type: 'code.verify', channel, code: RIGHT_CODE },
          ...(scenario.wrongCodeFirst ? [{ type: 'code.verify', channel, code: WRONG_CODE }] : []),
          ...(scenario.resendCodes ? [{ type: 'code.request', channel }] : []),
        ]
      if (s.matches({ Verification: { [channel]: 'verifying' } }))
        return s.context.pendingCode === WRONG_CODE ? [error(`verify${id}Code`, `${channel}.code.invalid`, 400)] : [done(`verify${id}Code`, { status: 'SUCCESS_VERIFY' })]
    }
    if (s.matches('loggingIn')) return [done('loginPlayer', { playerId: 'p', idToken: plannedIdToken, accessToken: 'a' })]
    return []
  }
}

/** The wizard screen (`data-step`) the page shows for a model state; calls in flight stay on their step. */
export function screenOf(s: AnyMachineSnapshot): string {
  const screens: [unknown, string][] = [
    [{ Verification: 'sms' }, 'sms'],
    [{ Verification: 'email' }, 'email'],
    [{ Verification: 'maxAttempts' }, 'maxAttempts'],
    ['Details', 'Details'],
    ['ContactInfo', 'ContactInfo'],
    ['loggingIn', 'loggingIn'],
    ['Complete', 'Complete'],
    ['Unsupported', 'Unsupported'],
    ['Duplicated', 'Duplicated'],
  ]
  const screen = screens.find(([state]) => s.matches(state as never))
  if (!screen) throw new Error(`no wizard screen for ${JSON.stringify(s.value)}`)
  return screen[1]
}

const visits = (path: Path, predicate: (s: AnyMachineSnapshot) => boolean) => path.steps.some((step) => predicate(step.state))

/**
 * The path a scenario drives through the UI, generated from the registration machine: the
 * shortest path to the target state, or for a wrong code first, the shortest simple path to
 * Complete that passes through FAIL_VERIFY.
 */
export function pathFor(scenario: Scenario, input: RegistrationInput): Path {
  const model = new TestModel(registrationMachine, { events: eventsFor(scenario), input } as never)
  const reached = (s: AnyMachineSnapshot) =>
    scenario.target === 'maxAttempts' ? s.matches({ Verification: 'maxAttempts' })
    : scenario.target === 'fieldErrors' ? s.matches({ Details: 'editing' }) && Object.keys(s.context.fieldErrors).length > 0
    : s.matches(scenario.target)
  const candidates: Path[] = scenario.wrongCodeFirst
    ? (model.getSimplePaths({ toState: reached }) as Path[]).filter((p) =>
        visits(p, (s) => s.context.codes.sms === 'FAIL_VERIFY' || s.context.codes.email === 'FAIL_VERIFY'),
      )
    : (model.getShortestPaths({ toState: reached }) as Path[])
  const path = candidates.sort((a, b) => a.steps.length - b.steps.length)[0]
  if (!path) throw new Error(`the registration model has no path for "${scenario.title}"`)
  return path
}
