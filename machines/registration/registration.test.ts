import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorLogic } from 'xstate'
import { authorizationMachine } from '../authorization/authorization.machine'
import type { StoredSession } from '../authorization/restoreSession'
import { sessionMachine } from '../session/session.machine'
import { describeTransition, stateNodesOf, transitionsOf } from '../tooling/definition'
import { registrationMachine, type RegistrationInput, type RegistrationProfileRequest, type RegistrationRequest } from './registration.machine'
import { authorizationSpy, details, failure, failures, input, loginResult, profile, progress } from './registration.fixtures'

type Calls = Record<string, unknown[]>

/** A machine whose calls answer as given and are recorded by actor name. */
function start(answers: Record<string, (input: never) => unknown>, overrides: Partial<RegistrationInput> = {}, openPage = vi.fn()) {
  const calls: Calls = {}
  const actors = Object.fromEntries(
    Object.entries(answers).map(([name, answer]): [string, AnyActorLogic] => [
      name,
      fromPromise(async ({ input: callInput }) => {
        ;(calls[name] ??= []).push(callInput)
        return answer(callInput as never)
      }),
    ]),
  )
  const provided = registrationMachine.provide({ actors, actions: { openPage: (_: unknown, page: unknown) => openPage(page) } } as never)
  const actor = createActor(provided, { input: { ...input, authorization: authorizationSpy().actor, ...overrides } }).start()
  return { actor, calls }
}

const allowed = () => ({ countryCode: 'FI', registrationAllowed: true, reason: null })
const happy = {
  fetchMarketRiskSetting: allowed,
  registerPlayer: () => progress(true, true),
  updateRegistrationProfile: () => progress(true, true),
  requestCode: () => ({ status: 'SUCESS_SEND', attemptsRemaining: 3 }),
  verifyCode: () => ({ status: 'SUCCESS_VERIFY' }),
  loginPlayer: () => loginResult,
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

type Actor = ReturnType<typeof start>['actor']

/** Submits the details, then (once on ContactInfo) the profile; resolves when `until` holds. */
async function submitDetailsAndProfile(actor: Actor, until: (snapshot: ReturnType<Actor['getSnapshot']>) => boolean) {
  actor.send({ type: 'details.submit', details })
  await waitFor(actor, (s) => s.matches('ContactInfo'))
  actor.send({ type: 'profile.submit', profile })
  return waitFor(actor, until)
}

/** Through Details and ContactInfo to an SMS code sent and awaiting entry. */
async function toSmsCodeEntry(actor: Actor) {
  await submitDetailsAndProfile(actor, (s) => s.matches({ Verification: { sms: 'idle' } }))
  actor.send({ type: 'code.request', channel: 'sms' })
  return waitFor(actor, (s) => s.hasTag('codeEntry'))
}

describe('registration statechart', () => {
  // A compliance reviewer reads the chart: no state or transition may be left unexplained.
  const readable = (text: string | undefined) => Boolean(text) && !/\s{2}|\s[.,:;)]|\(\s/.test(text!)

  it('describes every state in plain words', () => {
    const undescribed = stateNodesOf(registrationMachine).filter((node) => !readable(node.description)).map((node) => node.id)

    expect(undescribed).toEqual([])
  })

  it('describes every transition, and names every guard', () => {
    const transitions = transitionsOf(registrationMachine)

    expect(transitions.filter((t) => !readable(t.description)).map(describeTransition)).toEqual([])
    expect(transitions.filter((t) => t.guard === 'inline').map(describeTransition)).toEqual([])
  })
})

describe('registration', () => {
  it('starts with an empty sign-up on the Details step', () => {
    const snapshot = createActor(registrationMachine, { input }).getSnapshot()

    expect(snapshot.value).toEqual({ Details: 'editing' })
    expect(snapshot.context).toEqual({
      ...input,
      offeredCountries: ['FI', 'SE', 'US'],
      defaultCountry: 'FI',
      details: null, profile: null, playerId: null, smsVerificationRequired: false, emailVerificationRequired: false, riskSetting: null,
      codes: { sms: 'UNINITIALIZE', email: 'UNINITIALIZE' }, smsAttempts: 0, mobileNumberChanged: false, visited: [],
      error: null, fieldErrors: {}, credentials: null, pendingPhone: null, pendingCode: null,
    })
  })

  it.each([
    ['the risk check gets no answer', { fetchMarketRiskSetting: () => Promise.reject(failures.network) }, { error: 'error.country.blocked', fieldErrors: {} }],
    ['the risk check refuses the country field', { fetchMarketRiskSetting: () => Promise.reject(failure(400, 'error.validation.pattern', [{ field: 'countryCode', code: 'error.validation.pattern' }])) }, { error: null, fieldErrors: { countryCode: 'error.validation.pattern' } }],
    ['registering refuses fields', { registerPlayer: () => Promise.reject(failures.fields) }, { error: null, fieldErrors: { email: 'error.email.invalid', password: 'error.password.too_weak' } }],
  ])('shows on the Details form why %s, keeping what was typed', async (_, answers, shown) => {
    const { actor } = start({ ...happy, ...answers })

    actor.send({ type: 'details.submit', details })
    const editing = await waitFor(actor, (s) => s.matches({ Details: 'editing' }) && (s.context.error !== null || Object.keys(s.context.fieldErrors).length > 0))

    expect(editing.context).toMatchObject({ ...shown, details, playerId: null })
  })

  it.each([
    ['the platform fails', failures.system, { error: 'error.system.error', fieldErrors: {} }],
    ['a name is refused', failure(400, 'error.name.invalid', [{ field: 'firstName', code: 'error.name.invalid' }]), { error: null, fieldErrors: { firstName: 'error.name.invalid' } }],
  ])('shows on the ContactInfo form when %s', async (_, refusal, shown) => {
    const { actor } = start({ ...happy, updateRegistrationProfile: () => Promise.reject(refusal) })
    actor.send({ type: 'details.submit', details })
    await waitFor(actor, (s) => s.matches('ContactInfo'))

    actor.send({ type: 'profile.submit', profile })
    const editing = await waitFor(actor, (s) => s.matches({ ContactInfo: 'editing' }) && s.context.profile !== null)

    expect(editing.context).toMatchObject({ ...shown, profile })
  })

  it('keeps the entered details and the refusal on Unsupported, so going back shows them', async () => {
    const refused = { countryCode: 'FI', registrationAllowed: false, reason: 'MARKET_RISK' }
    const { actor } = start({ ...happy, fetchMarketRiskSetting: () => refused })

    actor.send({ type: 'details.submit', details })
    const unsupported = await waitFor(actor, (s) => s.matches('Unsupported'))

    expect(unsupported.context).toMatchObject({ details, riskSetting: refused, visited: ['Details'] })
  })

  it('marks a code that could not be sent, on each channel', async () => {
    const { actor } = start({ ...happy, requestCode: () => Promise.reject(failures.system) })
    await submitDetailsAndProfile(actor, (s) => s.matches({ Verification: { sms: 'idle' } }))

    actor.send({ type: 'code.request', channel: 'sms' })
    const failed = await waitFor(actor, (s) => s.context.codes.sms === 'FAIL_SEND')

    expect(failed.value).toEqual({ Verification: { sms: 'idle' } })
    expect(failed.context.fieldErrors).toEqual({ code: 'error.system.error' })
    expect(failed.context.smsAttempts).toBe(0)
  })

  it('keeps the number and the code state when the platform refuses a corrected number', async () => {
    const { actor } = start({ ...happy, updateRegistrationProfile: ({ body }: { body: RegistrationProfileRequest }) => (body.phoneBody === '401234567' ? progress(true, true) : Promise.reject(failures.phoneInvalid)) })
    await toSmsCodeEntry(actor)

    actor.send({ type: 'phone.change', phonePrefix: '+358', phoneBody: '12' })
    const refused = await waitFor(actor, (s) => s.matches({ Verification: { sms: 'idle' } }))

    expect(refused.context).toMatchObject({ fieldErrors: { phoneBody: 'error.vonage.phone.invalid' }, pendingPhone: null, mobileNumberChanged: false, codes: { sms: 'SUCESS_SEND' } })
    expect(refused.context.details?.phoneBody).toBe('40 123 4567')
  })

  it('sends the body of DECISIONS.md 10: prefix and body, inen as en, date yyyy-MM-dd, no empty postal code', async () => {
    // Arrange
    const { actor, calls } = start(happy)

    // Act
    await submitDetailsAndProfile(actor, (s) => s.matches('Verification'))

    // Assert
    const registration = (calls.registerPlayer![0] as { body: RegistrationRequest }).body
    expect(registration).toMatchObject({ email: 'Maija.Meikalainen@example.com', phonePrefix: '+358', phoneBody: '401234567', countryCode: 'FI', languageCode: 'en', termsAndConditionsAcceptedVersion: '2', allConditions: false })
    const profileBody = (calls.updateRegistrationProfile![0] as { body: RegistrationProfileRequest }).body
    expect(profileBody).toMatchObject({ playerId: 'p-1', dateOfBirth: '1990-04-07', languageCode: 'en' })
    expect(profileBody).not.toHaveProperty('postalCode')
  })

  it('keeps the visited steps as a stack: next pushes, previous pops', async () => {
    // Arrange
    const { actor } = start(happy)
    await submitDetailsAndProfile(actor, (s) => s.matches({ Verification: 'sms' }))
    expect(actor.getSnapshot().context.visited).toEqual(['Details', 'ContactInfo'])

    // Act and assert: back twice, then forward without registering a second time
    actor.send({ type: 'step.previous' })
    expect(actor.getSnapshot().value).toEqual({ ContactInfo: 'editing' })
    expect(actor.getSnapshot().context.visited).toEqual(['Details'])
    actor.send({ type: 'step.previous' })
    expect(actor.getSnapshot().value).toEqual({ Details: 'editing' })
    expect(actor.getSnapshot().context.visited).toEqual([])
    expect(actor.getSnapshot().can({ type: 'step.previous' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'details.submit', details })).toBe(false)
    actor.send({ type: 'step.next' })
    expect(actor.getSnapshot().value).toEqual({ ContactInfo: 'editing' })
    expect(actor.getSnapshot().context.visited).toEqual(['Details'])
  })

  it('sends a country removed from the market to Unsupported without calling the platform', async () => {
    const { actor, calls } = start(happy)

    actor.send({ type: 'details.submit', details: { ...details, countryCode: 'NL' } })

    expect(actor.getSnapshot().value).toBe('Unsupported')
    expect(actor.getSnapshot().context.details).toEqual({ ...details, countryCode: 'NL' })
    expect(calls.fetchMarketRiskSetting).toBeUndefined()
    actor.send({ type: 'step.previous' })
    expect(actor.getSnapshot().value).toEqual({ Details: 'editing' })
  })

  it('logs the player in with the entered credentials when no verification is required, and tells authorization', async () => {
    // Arrange
    const ignore = () => {}
    const authorization = createActor(
      authorizationMachine.provide({
        actors: {
          restoreSession: fromPromise<StoredSession | null, void>(async () => null),
          session: sessionMachine.provide({ actors: { watchAccessToken: fromCallback(ignore) }, actions: { storeCredentials: ignore, storeSessionCookie: ignore } }),
        },
        actions: { storeCredentials: ignore, storePlayerFlags: ignore, forgetStoredSession: ignore, refreshServerData: ignore },
      }),
      { input: { langmarket: 'fi-FI' } },
    ).start()
    authorization.send({ type: 'auth.restore' })
    await waitFor(authorization, (s) => s.matches({ resolved: 'anonymous' }))
    const { actor, calls } = start({ ...happy, updateRegistrationProfile: () => progress(false, false) }, { authorization })

    // Act
    await submitDetailsAndProfile(actor, (s) => s.matches('Complete'))
    actor.send({ type: 'signup.finish' })
    const done = actor.getSnapshot()

    // Assert
    expect(calls.loginPlayer).toEqual([{ email: 'Maija.Meikalainen@example.com', password: 'correct-horse-7' }])
    expect(done.output).toEqual({ playerId: 'p-1', firstLogin: true, credentials: { idToken: loginResult.idToken, accessToken: 'access-1', playerId: 'p-1' } })
    expect(authorization.getSnapshot().hasTag('authorized')).toBe(true)
    expect(authorization.getSnapshot().context.claims?.player_id).toBe('p-1')
    expect(authorization.getSnapshot().context.firstLogin).toBe(true)
  })

  it('stops sending SMS codes after smsMaxAttempts and starts sign-up again with the SMS state reset', async () => {
    // Arrange
    const { actor, calls } = start({ ...happy, verifyCode: () => Promise.reject(failures.codeInvalid) }, { smsMaxAttempts: 2 })
    await submitDetailsAndProfile(actor, (s) => s.matches({ Verification: { sms: 'idle' } }))

    // Act
    for (let i = 0; i < 2; i++) {
      actor.send({ type: 'code.request', channel: 'sms' })
      await waitFor(actor, (s) => s.matches({ Verification: { sms: 'awaitingCode' } }))
    }
    actor.send({ type: 'code.request', channel: 'email' })
    expect(actor.getSnapshot().value).toEqual({ Verification: { sms: 'awaitingCode' } })
    actor.send({ type: 'code.verify', channel: 'sms', code: '000000' })
    await waitFor(actor, (s) => s.context.codes.sms === 'FAIL_VERIFY')
    actor.send({ type: 'code.request', channel: 'sms' })

    // Assert
    expect(calls.requestCode).toHaveLength(2)
    expect(actor.getSnapshot().value).toEqual({ Verification: 'maxAttempts' })
    expect(actor.getSnapshot().context.codes.sms).toBe('UNINITIALIZE')
    actor.send({ type: 'signup.restart' })
    expect(actor.getSnapshot().value).toEqual({ Details: 'editing' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({})
  })

  it('keeps sending SMS codes when the content sets no limit: the platform decides', async () => {
    // Arrange
    const { actor, calls } = start(happy, { smsMaxAttempts: null })
    await submitDetailsAndProfile(actor, (s) => s.matches({ Verification: { sms: 'idle' } }))

    // Act
    for (let i = 0; i < 4; i++) {
      actor.send({ type: 'code.request', channel: 'sms' })
      await waitFor(actor, (s) => s.matches({ Verification: { sms: 'awaitingCode' } }))
    }

    // Assert
    expect(calls.requestCode).toHaveLength(4)
    expect(actor.getSnapshot().context.smsAttempts).toBe(4)
  })

  it('answers a wrong code with FAIL_VERIFY and a field error, then accepts the right one', async () => {
    // Arrange
    let attempt = 0
    const { actor } = start({
      ...happy,
      verifyCode: () => {
        if (++attempt === 1) throw failures.codeInvalid
        return { status: 'SUCCESS_VERIFY' }
      },
    })
    await toSmsCodeEntry(actor)

    // Act
    actor.send({ type: 'code.verify', channel: 'sms', code: '000000' })
    const failed = await waitFor(actor, (s) => s.context.codes.sms === 'FAIL_VERIFY')
    actor.send({ type: 'code.verify', channel: 'sms', code: '123456' })
    const verified = await waitFor(actor, (s) => s.matches({ Verification: 'email' }))
    expect(verified.context.pendingCode).toBeNull()

    // Assert
    expect(failed.context.fieldErrors).toEqual({ code: 'sms.code.invalid' })
    expect(verified.context.codes).toEqual({ sms: 'SUCCESS_VERIFY', email: 'UNINITIALIZE' })
    expect(verified.context.fieldErrors).toEqual({})
  })

  it('updates the profile when the number changes during verification and starts the SMS code over', async () => {
    // Arrange
    const { actor, calls } = start(happy)
    await toSmsCodeEntry(actor)

    // Act
    actor.send({ type: 'phone.change', phonePrefix: '+358', phoneBody: '50 765 4321' })
    const changed = await waitFor(actor, (s) => s.matches({ Verification: { sms: 'idle' } }))
    await settle()

    // Assert
    expect((calls.updateRegistrationProfile![1] as { body: RegistrationProfileRequest }).body).toMatchObject({ phonePrefix: '+358', phoneBody: '507654321' })
    expect(changed.context).toMatchObject({ mobileNumberChanged: true, codes: { sms: 'UNINITIALIZE' } })
    expect(changed.context.details?.phoneBody).toBe('50 765 4321')
  })

  it.each([
    ['the Details step', {}],
    ['the ContactInfo step', { registerPlayer: () => progress(true, true), updateRegistrationProfile: () => Promise.reject(failures.duplicate) }],
  ])('starts again from Duplicated (refused at %s) with nothing of the refused attempt kept', async (_, answers) => {
    // Arrange
    const { actor, calls } = start({ ...happy, registerPlayer: () => Promise.reject(failures.duplicate), ...answers })
    actor.send({ type: 'details.submit', details })
    await waitFor(actor, (s) => s.matches('ContactInfo') || s.matches('Duplicated'))
    actor.send({ type: 'profile.submit', profile })
    const duplicated = await waitFor(actor, (s) => s.matches('Duplicated'))
    expect(duplicated.hasTag('error')).toBe(true)

    // Act
    actor.send({ type: 'signup.restart' })

    // Assert: an empty form that registers a new player on submit
    const restarted = actor.getSnapshot()
    expect(restarted.value).toEqual({ Details: 'editing' })
    expect(restarted.context).toMatchObject({
      details: null, profile: null, playerId: null, riskSetting: null, credentials: null, visited: [], error: null, fieldErrors: {},
      codes: { sms: 'UNINITIALIZE', email: 'UNINITIALIZE' }, smsAttempts: 0, mobileNumberChanged: false,
      smsVerificationRequired: false, emailVerificationRequired: false, pendingPhone: null, pendingCode: null,
    })
    expect(restarted.can({ type: 'step.next' })).toBe(false)
    actor.send({ type: 'details.submit', details })
    expect(actor.getSnapshot().value).toEqual({ Details: 'checkingRisk' })
    await settle()
    expect(calls.registerPlayer).toHaveLength(2)
  })

  it('offers every unrestricted country the market has not removed, and starts on the visitor country when sign-up is open to it', () => {
    const offered = (visitorCountry?: string) => createActor(registrationMachine, { input: { ...input, visitorCountry } }).getSnapshot().context

    // DE is active but restricted (allowed: false); FR is removed by the market.
    expect(offered('se')).toMatchObject({ offeredCountries: ['FI', 'SE', 'US'], defaultCountry: 'SE' })
    expect(offered('FR').defaultCountry).toBe('FI')
    expect(offered('de').defaultCountry).toBe('FI')
    expect(offered('US').defaultCountry).toBe('FI')
    expect(offered('XX').defaultCountry).toBe('FI')
    expect(offered(undefined).defaultCountry).toBe('FI')
  })

  it('sends a restricted country to Unsupported without calling the platform, had the form sent one', () => {
    const { actor, calls } = start(happy)

    actor.send({ type: 'details.submit', details: { ...details, countryCode: 'de', phonePrefix: '+49' } })

    expect(actor.getSnapshot().value).toBe('Unsupported')
    expect(calls.fetchMarketRiskSetting).toBeUndefined()
  })

  it('sends a country the platform does not know to Unsupported', () => {
    const { actor, calls } = start(happy)

    actor.send({ type: 'details.submit', details: { ...details, countryCode: 'xx' } })

    expect(actor.getSnapshot().value).toBe('Unsupported')
    expect(calls.fetchMarketRiskSetting).toBeUndefined()
  })

  it('goes to the page the sign-up was opened from once the player is signed in, or to the login form if not', async () => {
    for (const [login, href] of [
      [() => loginResult, '/en-UN/casino?game=starburst'],
      [() => Promise.reject(failures.loginRefused), '/en-UN?login=1'],
    ] as const) {
      // Arrange
      const openPage = vi.fn()
      const authorization = authorizationSpy()
      const { actor } = start({ ...happy, updateRegistrationProfile: () => progress(false, false), loginPlayer: login }, { authorization: authorization.actor }, openPage)
      await submitDetailsAndProfile(actor, (s) => s.matches('Complete'))
      expect(openPage).not.toHaveBeenCalled()

      // Act
      actor.send({ type: 'signup.finish' })

      // Assert
      expect(actor.getSnapshot().status).toBe('done')
      expect(openPage).toHaveBeenCalledExactlyOnceWith({ href, replace: true })
      expect(authorization.received.map((event) => event.type)).toEqual(href.includes('login') ? [] : ['auth.loggedIn'])
    }
  })
})
