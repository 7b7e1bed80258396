import { ApiCallError } from '../shared/callError'
import type { ModelEvent } from '../tooling/model'

/** Payloads and call answers the password-reset tests share (never mutated: not production code). */
export const input = { langmarket: 'fi-FI' }

export const failure = (status: number, code: string, errors: { field: string; code: string }[] = []) =>
  new ApiCallError(status, {
    status,
    code,
    message: code,
    errors: errors.map((e) => ({ objectName: 'passwordReset', status, message: e.code, ...e })),
  })

export const failures = {
  offline: new TypeError('Failed to fetch'),
  serverDown: failure(503, 'error.system.error'),
  emailInvalid: failure(400, 'error.validation', [{ field: 'email', code: 'error.validation.format' }]),
  wrongCode: failure(400, 'sms.code.invalid'),
  tooManyCodes: failure(429, 'sms.max.attempts.reached'),
  keyRefused: failure(404, 'error.password.reset'),
  tooShort: failure(400, 'error.password.too_short', [{ field: 'password', code: 'error.password.too_short' }]),
}

const done = (id: string, output?: unknown, label?: string): ModelEvent => ({ type: `xstate.done.actor.${id}`, output, ...(label ? { label } : {}) })
const error = (id: string, err: unknown, label: string): ModelEvent => ({ type: `xstate.error.actor.${id}`, error: err, label })

const newPasswordOutcomes = (id: string) => [
  done(id),
  error(id, failures.tooShort, 'too short'),
  error(id, failures.keyRefused, 'key refused'),
  error(id, failures.serverDown, 'server down'),
]

/**
 * What the player can do in each state, as the page offers it (a field and its button, "Back",
 * "Try again", "Ask for a new link", "Continue") and what each call can answer. Written per
 * state, not read from the machine, so a transition the machine lost still gets offered.
 */
export const offers: Record<string, ModelEvent[]> = {
  closed: [{ type: 'reset.start' }, { type: 'reset.linkOpened', resetKey: 'reset-key-link' }],
  'open.Email.editing': [
    { type: 'email.submit', email: ' player@croupier.test ' },
    { type: 'email.submit', email: '  ', label: 'blank' },
    { type: 'reset.close' },
  ],
  'open.Email.sending': [
    done('startPasswordReset', { smsResetKeyId: 'sms-key-1' }),
    error('startPasswordReset', failures.emailInvalid, 'invalid e-mail'),
    error('startPasswordReset', failures.serverDown, 'server down'),
  ],
  'open.Verification.editing': [
    { type: 'code.submit', smsCode: ' 123456 ' },
    { type: 'code.submit', smsCode: ' ', label: 'blank' },
    { type: 'step.back' },
  ],
  'open.Verification.verifying': [
    done('verifyPasswordResetSms', { resetKey: 'reset-key-sms' }),
    error('verifyPasswordResetSms', failures.wrongCode, 'wrong code'),
    error('verifyPasswordResetSms', failures.tooManyCodes, 'too many codes'),
    error('verifyPasswordResetSms', failures.offline, 'offline'),
    { type: 'reset.close' },
  ],
  'open.checkingLink': [
    done('checkPasswordResetLink', { valid: true, expiresAt: '2026-11-22T01:00:00Z' }, 'valid'),
    done('checkPasswordResetLink', { valid: false, expiresAt: '2026-11-21T01:00:00Z' }, 'not valid'),
    error('checkPasswordResetLink', failures.keyRefused, 'key refused'),
    error('checkPasswordResetLink', failures.serverDown, 'server down'),
  ],
  'open.linkCheckFailed': [{ type: 'link.retry' }, { type: 'reset.restart' }],
  'open.expired': [{ type: 'reset.restart' }],
  'open.Password.editing': [
    { type: 'password.submit', password: ' N3w-password! ' },
    { type: 'password.submit', password: '', label: 'blank' },
    { type: 'step.back' },
  ],
  'open.Password.saving': newPasswordOutcomes('setNewPassword'),
  'open.Password.savingFromLink': newPasswordOutcomes('setNewPasswordFromEmail'),
  'open.Complete': [{ type: 'reset.finish' }],
}

export const key = (value: unknown): string =>
  typeof value === 'string' ? value : Object.entries(value as object).map(([k, v]) => `${k}.${key(v)}`).join('')

