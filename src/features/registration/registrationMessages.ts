import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * What the player reads for each catalogue code the sign-up flow can meet: one entry per code,
 * data rather than a switch. A code missing here falls back to a generic message for its field
 * or for the form.
 */
export const registrationMessages: Record<string, MessageDescriptor> = {
  'error.country.blocked': msg`Sign-up is not available from your location, or the connection failed. Please try again.`,
  'error.signup.unhandled': msg`We could not create your account. Please check your details and try again.`,
  'error.captcha.validation': msg`We could not confirm that you are not a robot. Please try again.`,
  'error.vonage.validation': msg`The phone code was not accepted. Please request a new code.`,
  'error.system.error': msg`Something went wrong on our side. Please try again in a moment.`,
  'error.cpf.duplicate_found': msg`An account with this CPF already exists.`,
  'error.vonage.phone.invalid': msg`This phone number is not valid for the selected country.`,
  'error.phone.invalid': msg`This phone number is not valid for the selected country.`,
  'error.email.invalid': msg`Enter a valid e-mail address, like name@example.com.`,
  'error.password.too_short': msg`The password must be at least 8 characters long.`,
  'error.password.too_weak': msg`This password is too easy to guess. Use letters and digits, and avoid common passwords.`,
  'error.password.too_long': msg`The password can be at most 128 characters long.`,
  'error.terms.not_accepted': msg`You must accept the terms and conditions to sign up.`,
  'error.terms.version.unknown': msg`The terms and conditions have changed. Please reload the page.`,
  'error.country.not_allowed': msg`Sign-up is not open to residents of this country on this site.`,
  'error.date_of_birth.underage': msg`You must be at least 18 years old to sign up.`,
  'error.date_of_birth.invalid': msg`Enter a real date of birth.`,
  'error.postal_code.invalid': msg`Enter a valid postal code.`,
  'error.name.invalid': msg`Enter your name as it appears on your ID.`,
  'error.player.not.found': msg`Your sign-up has expired. Please start again.`,
  'sms.code.invalid': msg`The code is not correct. Check the message and try again.`,
  'email.code.invalid': msg`The code is not correct. Check the e-mail and try again.`,
  'error.password.reset': msg`The code is not correct. Check the message and try again.`,
  'email.max.attempts.reached': msg`No more e-mail codes can be sent for this sign-up. Please contact support.`,
  'sms.max.attempts.reached': msg`Too many SMS codes were requested.`,
  'error.validation.required': msg`This field is required.`,
  'error.validation.format': msg`This value is not in the expected format.`,
  'error.validation.pattern': msg`This value is not in the expected format.`,
  'error.validation.length': msg`This value is too short or too long.`,
}

export const genericFieldMessage = msg`Please check this field.`
export const genericFormMessage = msg`We could not create your account. Please check your details and try again.`

export function registrationMessage(code: string, fallback: MessageDescriptor = genericFormMessage): MessageDescriptor {
  return registrationMessages[code] ?? fallback
}
