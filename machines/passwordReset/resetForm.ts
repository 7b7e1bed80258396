import type { FlowError } from '../shared/flowError'
import type { FieldErrors } from './resetErrors'

export interface PasswordResetInput {
  /** The current `{language}-{market}`: the finished flow opens its home page. */
  langmarket: string
}

/** Spec "reset password form": email, resetKey, smsResetKeyId; plus how the key was obtained. */
export interface PasswordResetContext {
  langmarket: string
  email: string
  /** Empty until the SMS code is accepted or the e-mailed link brings one. */
  resetKey: string
  /** Empty until the platform has sent the SMS code. */
  smsResetKeyId: string
  /** The SMS code and the e-mailed link lead to different new-password calls. */
  via: 'sms' | 'link' | null
  fieldErrors: FieldErrors
  error: FlowError | null
}

export type PasswordResetEvent =
  | { type: 'reset.start' }
  | { type: 'reset.linkOpened'; resetKey: string }
  | { type: 'reset.close' }
  | { type: 'reset.restart' }
  | { type: 'reset.finish' }
  | { type: 'email.submit'; email: string }
  | { type: 'code.submit'; smsCode: string }
  | { type: 'password.submit'; password: string }
  | { type: 'link.retry' }
  | { type: 'step.back' }

/** The form as a new reset starts it: nothing typed, no key, no error. */
export const emptyForm = { email: '', resetKey: '', smsResetKeyId: '', via: null, fieldErrors: {}, error: null } as const
