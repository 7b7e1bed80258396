import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiCallError } from '../shared/callError'
import { describeModel } from '../tooling/model'
import { payAndPlayMachine, type LoginResult, type VerifiedPlayer } from './payAndPlay.machine'

const sessionId = 'pnp_session-1'
const authorization = { sessionId, iframeUrl: '/sandbox/paynplay/bank/bank_1' }
const newPlayer: VerifiedPlayer = { playerId: '0b6c1f1e-6a1b-4c55-9d7e-1c1d1e1f2a2b', sessionId, email: null, mobilePhone: null }
const knownPlayer: VerifiedPlayer = { ...newPlayer, email: 'aino@example.com', mobilePhone: '+358401234567' }
const login: LoginResult = {
  idToken: 'id', accessToken: 'access', expiresIn: 900, playerId: newPlayer.playerId, firstLogin: true, termsUpdateRequired: false, langmarket: 'fi-FI',
}
const details = { email: 'aino@example.com', phonePrefix: '+358', phoneBody: '401234567', termsAndConditions: true, marketingOptIn: false, termsAndConditionsAcceptedVersion: '1' }
const tooSmall = new ApiCallError(400, { status: 400, code: 'error.paynplay.amount.invalid', message: 'too small' })
const badCode = new ApiCallError(400, { status: 400, code: 'error.paynplay.code.invalid', message: 'bad code' })
const taken = new ApiCallError(409, {
  status: 409, code: 'error.registration.player_already_exists', message: 'taken',
  errors: [{ objectName: 'payNPlayPlayer', field: 'email', rejectedValue: 'aino@example.com', status: 409, message: 'taken', code: 'error.registration.player_already_exists' }],
})
const excluded = new ApiCallError(403, { status: 403, code: 'error.exclusion.in.progress.indefinitely', message: 'excluded' })

const tagsOf = (s: AnyMachineSnapshot) => [...s.tags].sort()
const input = { currency: 'EUR', country: 'FI', redirectPath: '/fi-FI/signup/pnp' } as const
/** The same market's page in English. */
const english = { ...input, redirectPath: '/en-FI/signup/pnp' } as const
/**
 * The visitor on the Finnish page types 1 250,50 (a no-break-space group, a comma decimal), the one
 * on the English page 20: the authorization is for that many cents, told by the page, never by
 * the machine's own reading.
 */
const typedMinor = (s: AnyMachineSnapshot) => (s.context.redirectPath === english.redirectPath ? 2_000 : 125_050)

/** Amount, the bank's frame, its return, the code, the sign-up form for a new player, login. */
describeModel('payAndPlay', payAndPlayMachine, {
  input,
  starts: { english },
  contextKey: (c) => [c.error?.code ?? null, c.sessionId, c.playerId, c.signUpBackendErrors.length],
  events: (s) => {
    if (s.matches('amount'))
      return s.context.redirectPath === english.redirectPath
        ? [
            { type: 'pnp.submit', amount: '20', language: 'en' },
            { type: 'pnp.submit', amount: 'twenty', language: 'en', label: 'not an amount' },
          ]
        : [
            { type: 'pnp.submit', amount: '1\u00a0250,50', language: 'fi', label: 'in Finnish' },
            // Twelve and a half to a Finn, with a decimal too many: not read as twelve thousand five hundred.
            { type: 'pnp.submit', amount: '12,500', language: 'fi', label: 'ambiguous in Finnish' },
          ]
    if (s.matches('authorizing'))
      return [
        { type: 'xstate.done.actor.authorize', output: authorization },
        { type: 'xstate.error.actor.authorize', error: tooSmall },
      ]
    if (s.matches('bank'))
      return [
        { type: 'pnp.callback', sessionId, code: 'one-time-code', label: 'approved' },
        { type: 'pnp.callback', sessionId, error: 'declined', label: 'declined' },
        { type: 'pnp.callback', sessionId: 'pnp_other', code: 'other-code', label: 'another session' },
        { type: 'pnp.cancel' },
      ]
    if (s.matches('verifying'))
      return [
        { type: 'xstate.done.actor.verifyCode', output: newPlayer, label: 'new player' },
        { type: 'xstate.done.actor.verifyCode', output: knownPlayer, label: 'known player' },
        { type: 'xstate.error.actor.verifyCode', error: badCode },
      ]
    if (s.matches('signUpForm')) return [{ type: 'pnp.update', ...details }]
    if (s.matches('updating'))
      return [
        { type: 'xstate.done.actor.updatePlayer', output: { playerId: newPlayer.playerId } },
        { type: 'xstate.error.actor.updatePlayer', error: taken },
      ]
    if (s.matches('loggingIn'))
      return [
        { type: 'xstate.done.actor.loginPlayer', output: login },
        { type: 'xstate.error.actor.loginPlayer', error: excluded },
      ]
    if (s.matches('declined') || s.matches('failed')) return [{ type: 'pnp.again' }]
    return []
  },
  transitions: {
    amount: { 'pnp.submit': 'authorizing', 'pnp.submit (in Finnish)': 'authorizing', 'pnp.submit (not an amount)': 'amount', 'pnp.submit (ambiguous in Finnish)': 'amount' },
    authorizing: { 'done authorize': 'bank', 'error authorize': 'amount' },
    bank: {
      'pnp.callback (approved)': 'verifying',
      'pnp.callback (declined)': 'declined',
      'pnp.callback (another session)': 'bank',
      'pnp.cancel': 'amount',
    },
    verifying: { 'done verifyCode (new player)': 'signUpForm', 'done verifyCode (known player)': 'loggingIn', 'error verifyCode': 'failed' },
    signUpForm: { 'pnp.update': 'updating' },
    updating: { 'done updatePlayer': 'loggingIn', 'error updatePlayer': 'signUpForm' },
    loggingIn: { 'done loginPlayer': 'signedIn', 'error loginPlayer': 'failed' },
    declined: { 'pnp.again': 'amount' },
    failed: { 'pnp.again': 'amount' },
  },
  calls: {
    // 20 typed in euros is 2,000 cents, in the market's currency and country.
    authorize: (i, s) => expect(i).toEqual({ amountMinor: typedMinor(s), currency: 'EUR', country: 'FI', redirectPath: s.context.redirectPath }),
    verifyCode: (i) => expect(i).toEqual({ oneTimeCode: 'one-time-code', sessionId }),
    updatePlayer: (i) => expect(i).toEqual({ ...details, sessionId }),
    loginPlayer: (i) => expect(i).toEqual({ sessionId }),
  },
  effects: {
    handOverSession: (params) => expect(params).toEqual(login),
  },
  states: {
    amount: (s) => {
      expect(tagsOf(s)).toEqual(['form'])
      expect(s.context.sessionId).toBeNull()
      expect([null, 'error.paynplay.amount.invalid']).toContain(s.context.error?.code ?? null)
    },
    authorizing: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.amountMinor).toBe(typedMinor(s))
    },
    bank: (s) => {
      expect(tagsOf(s)).toEqual(['bank'])
      expect(s.context.iframeUrl).toBe('/sandbox/paynplay/bank/bank_1')
    },
    verifying: (s) => expect(tagsOf(s)).toEqual(['loading']),
    signUpForm: (s) => {
      expect(tagsOf(s)).toEqual(['form', 'signUpForm'])
      expect(s.context.playerId).toBe(newPlayer.playerId)
      expect([0, 1]).toContain(s.context.signUpBackendErrors.length)
      if (s.context.signUpBackendErrors.length) expect(s.context.signUpBackendErrors).toEqual([{ field: 'email', code: 'error.registration.player_already_exists' }])
    },
    updating: (s) => {
      expect(tagsOf(s)).toEqual(['loading', 'signUpForm'])
      expect(s.context.signUpBackendErrors).toEqual([])
    },
    loggingIn: (s) => expect(s.context.playerId).toBe(newPlayer.playerId),
    declined: (s) => {
      expect(s.context.error?.code).toBe('error.paynplay.declined')
      expect(s.can({ type: 'pnp.again' })).toBe(true)
    },
    failed: (s) => expect(['error.paynplay.code.invalid', 'error.exclusion.in.progress.indefinitely']).toContain(s.context.error?.code),
    signedIn: (s) => expect(s.status).toBe('done'),
  },
})
