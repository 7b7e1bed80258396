import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * Player-facing text for the catalogue codes this flow can meet, one entry per code. A code not
 * listed falls back to its field's or the form's generic message.
 */
export const fieldMessages: Record<string, MessageDescriptor> = {
  'error.field.required': msg`This field is required.`,
  'error.email.invalid': msg`Enter a valid e-mail address, like name@example.com.`,
  'error.validation.format': msg`Enter a valid e-mail address, like name@example.com.`,
  'sms.code.invalid': msg`That code is not right. Check the SMS and try again.`,
  'error.password.reset': msg`That code has expired or was already used. Go back and ask for a new one.`,
  'error.validation.pattern': msg`The code is the 6 digits from the SMS.`,
  'error.password.too_short': msg`Use at least 8 characters.`,
  'error.password.too_long': msg`Use at most 128 characters.`,
  'error.validation.size': msg`Use between 8 and 128 characters.`,
  'error.password.too_weak': msg`This password is one of the most common ones. Choose one that is harder to guess.`,
}

export const fallbackFieldMessage = {
  email: msg`Enter a valid e-mail address, like name@example.com.`,
  code: msg`That code is not right. Check the SMS and try again.`,
  password: msg`Choose a different password.`,
} as const

export const formMessages: Record<string, MessageDescriptor> = {
  'sms.max.attempts.reached': msg`Too many attempts. Wait a few minutes, then ask for a new code.`,
  'error.email.invalid': msg`Enter a valid e-mail address, like name@example.com.`,
}

export const fallbackFormMessage = msg`Something went wrong on our side. Please try again in a moment.`
