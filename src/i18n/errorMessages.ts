import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { formatAmountMinor } from '../../machines/deposit/amount'

/**
 * What the player reads for a catalogue error code: one table for every flow. A code reads the
 * same wherever it appears unless a flow says otherwise — `error.player.not.found` is a wrong
 * password at login and an expired sign-up during registration — and a code no table knows falls
 * back to the flow's own sentence, then to a generic one: never to the raw code.
 *
 * @example i18n._(errorMessage('registration', 'error.password.too_short', 'password'))
 */

/** The flows whose errors the player reads; each one names its calls in errorMessages.test.ts. */
export type ErrorFlow = 'login' | 'coolingOff' | 'passwordReset' | 'registration' | 'deposit' | 'withdrawal' | 'limits' | 'history' | 'activity' | 'payAndPlay' | 'rewards' | 'campaigns' | 'bonusCode' | 'responsibleGambling' | 'account'

const serverFailed = msg`Something went wrong on our side. Please try again in a moment.`
const emailInvalid = msg`Enter a valid e-mail address, like name@example.com.`
const phoneInvalid = msg`This phone number is not valid for the selected country.`
const notInFormat = msg`This value is not in the expected format.`
const birthDateInvalid = msg`Enter a real date of birth.`
const wrongLogin = msg`The e-mail address or password is incorrect.`
const coolingRefused = msg`Cooling off could not be started for this account. Please log in again and try once more.`

// {example} is 50.00 as the page's language writes it (amountErrorMessage): 50,00 in Finnish.
const amountInvalid = msg({
  message: 'Enter an amount such as 50 or {example}.',
  comment: '{example} is 50.00 written as your language writes numbers, e.g. 50,00',
})

const alreadyInTimeout = msg`A time-out is already running on your account.`
const alreadyExcluded = msg`A self-exclusion is already running on your account.`

/** By code alone: what the code means wherever the platform answers it. */
const byCode: Readonly<Record<string, MessageDescriptor>> = {
  'error.system.error': serverFailed,
  'error.invalid.site.id': serverFailed,
  'error.email.invalid': emailInvalid,
  'error.phone.invalid': phoneInvalid,
  'error.vonage.phone.invalid': phoneInvalid,
  // The platform's validator, one code per JSON-schema keyword (server/http/errors.ts).
  'error.validation': msg`Some details are not valid. Please check them and try again.`,
  'error.validation.required': msg`This field is required.`,
  'error.validation.format': notInFormat,
  'error.validation.pattern': notInFormat,
  'error.validation.type': notInFormat,
  'error.validation.size': msg`This value is too short or too long.`,
  'error.validation.range': msg`This value is outside the allowed range.`,
  'error.validation.enum': msg`Choose one of the options offered.`,
  // A flow's own check that a field was left empty (machines/passwordReset).
  'error.field.required': msg`This field is required.`,
  'error.password.too_short': msg`Use at least 8 characters.`,
  'error.password.too_long': msg`Use at most 128 characters.`,
  'error.password.too_weak': msg`This password is one of the most common ones. Choose one that is harder to guess.`,
  'error.password.reset': msg`That code has expired or was already used. Go back and ask for a new one.`,
  'sms.code.invalid': msg`That code is not right. Check the SMS and try again.`,
  'email.code.invalid': msg`That code is not right. Check the e-mail and try again.`,
  'sms.max.attempts.reached': msg`Too many attempts. Wait a few minutes, then ask for a new code.`,
  'error.terms.not_accepted': msg`You must accept the terms and conditions to sign up.`,
  'error.terms.version.unknown': msg`The terms and conditions have changed. Please reload the page.`,
  // Per-IP limits on the guessable calls (server/http/rate-limit.ts).
  'error.rate.limited': msg`Too many attempts from your connection. Please wait a minute, then try again.`,
  'error.country.blocked': msg`We are sorry, but our games are not available where you are located.`,
}

/** Where a flow reads a code differently, or meets a code only it can meet. */
const byFlow: Readonly<Record<ErrorFlow, Readonly<Record<string, MessageDescriptor>>>> = {
  // Spec 001 §8, login row: the refusal codes; the payload (days, time left) is the view's to add.
  login: {
    'error.timeout.in.progress': msg`Your account is in a time-out.`,
    'error.exclusion.in.progress': msg`Your account is self-excluded.`,
    'error.exclusion.in.progress.indefinitely': msg`Your account is self-excluded indefinitely.`,
    'error.sign.in.attempt.count.exceeded': msg`Your account is locked after too many wrong passwords in a row.`,
    'error.migration.required': msg`Your account was opened on our previous site. Move it over to log in here.`,
    'error.account.deactivated': msg`Your account is deactivated.`,
    'error.account.closed': msg`Your account is closed.`,
    'error.player.not.found': wrongLogin,
  },
  coolingOff: {
    'error.cooling.already_active': msg`A cooling-off period is already running on this account.`,
    'error.player.not.found': coolingRefused,
    'error.player.id.mismatch': coolingRefused,
    'error.cooling.ticket.invalid': coolingRefused,
  },
  passwordReset: {
    // Each generic validation code can only concern one field of the reset form.
    'error.validation.format': emailInvalid,
    'error.validation.pattern': msg`The code is the 6 digits from the SMS.`,
    'error.validation.size': msg`Use between 8 and 128 characters.`,
  },
  // Spec 001 §8, the registration rows.
  registration: {
    'error.country.blocked': msg`Sign-up is not available from your location, or the connection failed. Please try again.`,
    'error.signup.unhandled': msg`We could not create your account. Please check your details and try again.`,
    'error.captcha.validation': msg`We could not confirm that you are not a robot. Please try again.`,
    'error.vonage.validation': msg`The phone code was not accepted. Please request a new code.`,
    'error.registration.player_already_exists': msg`An account with these details already exists. Log in, or reset your password if you have forgotten it.`,
    'error.cpf.duplicate_found': msg`An account with this CPF already exists.`,
    'error.country.not_allowed': msg`Sign-up is not open to residents of this country on this site.`,
    'error.country.invalid': msg`Choose your country of residence from the list.`,
    'error.date_of_birth.underage': msg`You must be at least 18 years old to sign up.`,
    'error.date_of_birth.invalid': birthDateInvalid,
    'error.postal_code.invalid': msg`Enter a valid postal code.`,
    'error.name.invalid': msg`Enter your name as it appears on your ID.`,
    'error.player.not.found': msg`Your sign-up has expired. Please start again.`,
    'sms.max.attempts.reached': msg`No more SMS codes can be sent for this sign-up. Please start again.`,
    'email.max.attempts.reached': msg`No more e-mail codes can be sent for this sign-up. Please contact support.`,
  },
  // The cashier's deposit (openapi/areas/wallet.yaml) and the amount the machine checks first.
  deposit: {
    'error.deposit.amount.invalid': amountInvalid,
    'error.deposit.amount.out_of_range': msg`Choose an amount between the minimum and the maximum shown for this method.`,
    'error.deposit.limit.exceeded': msg`This amount is over what your deposit limits allow now. Choose a smaller amount.`,
    'error.deposit.not_allowed': msg`Deposits are not possible on your account right now. Please contact support.`,
    'error.deposit.method.unavailable': msg`This payment method is not available now. Choose another one.`,
    'error.payment.provider.unavailable': msg`Payments are not available right now. Please try again later.`,
    'error.idempotency.key.reused': serverFailed,
    'error.deposit.not.found': msg`We could not find this payment. Check your transaction history, or contact support.`,
    'error.deposit.bonus.invalid': msg`This bonus can no longer be chosen. Choose another one, or none.`,
  },
  // Withdrawals and their cancellation (openapi/areas/wallet.yaml) and the amount the machine checks first.
  withdrawal: {
    'error.withdrawal.amount.invalid': amountInvalid,
    'error.withdrawal.limit.exceeded': msg`This is more than you can withdraw now. Enter an amount up to the one shown.`,
    'error.withdrawal.insufficient_funds': msg`Your balance is lower than this amount. Enter a smaller amount.`,
    'error.withdrawal.not_allowed': msg`Withdrawals are not possible on your account right now. Please contact support.`,
    'error.withdrawal.method.unavailable': msg`There is no payment method to pay this withdrawal to. Make a deposit first, or contact support.`,
    'error.idempotency.key.reused': serverFailed,
    'error.withdrawal.not.found': msg`This withdrawal can no longer be cancelled: it is already being paid.`,
    'error.withdrawal.amount.mismatch': msg`This withdrawal has changed. Reload the page and try again.`,
    'error.withdrawal.cancel.limit_reached': msg`Cancelling would take you over your deposit limit, so the withdrawal stays pending.`,
  },
  // Spec 001 §8: limit errors are shown under their own period.
  limits: {
    'error.limit.amount.invalid': amountInvalid,
    'error.deposit.limit.interval': msg`This amount is outside the range allowed for a limit of this period.`,
    'error.deposit.limit.too_low': msg`This limit cannot be lower than the limit of a shorter period.`,
    'error.deposit.limit.too_high': msg`This limit cannot be higher than the limit of a longer period.`,
    'error.deposit.limit.locked': msg`This limit is locked and cannot be changed now.`,
    'error.deposit.limit.not_found': msg`There is no limit to remove for this period.`,
    'error.deposit.limit.no_pending': msg`There is no pending change to cancel for this period.`,
  },
  history: {
    'error.history.filter.invalid': msg`Choose a From date on or before the To date.`,
  },
  activity: {
    'error.validation.activity.timer.not.set': msg`Choose how often to be reminded, or switch the reality check off.`,
  },
  // Rewards (openapi/areas/bonus.yaml): claims, forfeits. The conflicts open their dialog; the
  // sentence is for a conflict the dialog could not name.
  rewards: {
    'error.bonus.active.already.exists': msg`You already have an active bonus of this kind. Forfeit it first to claim this one.`,
    'error.bonus.active.triggered.already.exists': msg`You already have an active bonus from a bonus code. Forfeit it first to claim this one.`,
    'error.bonus.assignment.not.found': msg`This reward can no longer be claimed.`,
    'error.bonus.not.allowed': msg`Bonuses are not available on your account. Please contact support.`,
    'error.bonus.wagering_progress.stale': msg`Your wagering progress has changed since you looked. Check it again before you forfeit.`,
    'error.bonus.deposit.required': msg`This bonus comes with a deposit: choose it in the cashier when you deposit.`,
    'error.freespin.provider.failed': msg`Your earlier free spins on this game are not played yet, so these wait in the queue. Claim them once the earlier ones are played.`,
    'error.bonus.queued.not.found': msg`These free spins are no longer waiting in the queue.`,
  },
  // Bonus campaigns (openapi/areas/bonus.yaml): opt-in, opt-out, dismiss, consent, claim; the
  // conflicts open their dialog, as in the rewards.
  campaigns: {
    'error.campaign.not.found': msg`This campaign is no longer available to you.`,
    'error.campaign.not.eligible': msg`You cannot claim this campaign: opt in first, or it has already been taken.`,
    'error.campaign.action.invalid': msg`This cannot be done with this campaign now. If its bonus is active, forfeit it on the Rewards page instead.`,
    'error.optin.already.active': msg`You have already taken this bonus.`,
    'error.optin.not.active': msg`You are not opted in to this campaign.`,
    'error.bonus.active.already.exists': msg`You already have an active bonus of this kind. Forfeit it first to claim this one.`,
    'error.bonus.active.triggered.already.exists': msg`You already have an active bonus from a bonus code. Forfeit it first to claim this one.`,
    'error.bonus.assignment.not.found': msg`This reward can no longer be claimed.`,
    'error.bonus.not.allowed': msg`Bonuses are not available on your account. Please contact support.`,
    'error.bonus.wagering_progress.stale': msg`Your wagering progress has changed since you looked. Check it again before you forfeit.`,
    'error.bonus.deposit.required': msg`This bonus comes with a deposit: choose it in the cashier when you deposit.`,
    'error.bonus_code.invalid': msg`This campaign is taken with its bonus code: enter it on the bonus code page.`,
    'error.bonus_code.expired': msg`This bonus code has expired.`,
    'error.bonus_code.already_used': msg`You have already used this bonus code.`,
    'error.bonus_code.not_eligible': msg`This bonus code is not available for your account.`,
  },
  // Bonus codes (001 §8: codes with bonus_code, and the site id for manual claim, are shown by code).
  bonusCode: {
    'error.bonus_code.invalid': msg`This bonus code does not exist. Check it and try again.`,
    'error.bonus_code.expired': msg`This bonus code has expired.`,
    'error.bonus_code.already_used': msg`You have already used this bonus code.`,
    'error.bonus_code.not_eligible': msg`This bonus code is not available for your account.`,
    'error.invalid.site.id': serverFailed,
    'error.bonus.active.already.exists': msg`You already have an active bonus of this kind. Forfeit it on the Rewards page first, then claim this one.`,
    'error.bonus.not.allowed': msg`Bonuses are not available on your account. Please contact support.`,
    'error.bonus.manual_claim.not_allowed': msg`Bonus codes cannot be claimed on your account. Please contact support.`,
  },
  // Time-out and self-exclusion (openapi/areas/responsible-gambling.yaml). A restriction already
  // running means another tab or device started one first.
  responsibleGambling: {
    'error.restriction.invalid': msg`Choose one of the options offered.`,
    'error.timeout.invalid': msg`Choose a number of days between 1 and 42.`,
    'error.exclusion.invalid': msg`Choose a number of months between 1 and 60.`,
    'error.timeout.in.progress': alreadyInTimeout,
    'error.exclusion.in.progress': alreadyExcluded,
    'error.exclusion.in.progress.indefinitely': alreadyExcluded,
  },
  // My account → Account details (openapi/areas/account.yaml): password, phone number, marketing.
  account: {
    'error.old_password.incorrect': msg`Your current password is not correct.`,
    'error.password.same_as_old': msg`Choose a password different from your current one.`,
    'error.password.mismatch': msg`The two new passwords are not the same.`,
    'error.phone.unchanged': msg`This is already your phone number.`,
    'error.sms.verification.not_found': msg`This code request is no longer valid. Please enter your new number again.`,
    'sms.code.invalid': msg`That code is not right. Check the SMS and try again.`,
    'sms.max.attempts.reached': msg`Too many codes or attempts for a phone change. Please try again in an hour.`,
    'error.language.invalid': msg`Your market does not offer this language.`,
    'error.address.invalid': msg`Enter your street address.`,
    'error.city.invalid': msg`Enter your town or city.`,
    'error.postal_code.invalid': msg`Enter a postal code of your country, in its usual format (in Canada, one of the chosen province).`,
    'error.province.invalid': msg`Choose your province or territory.`,
  },
  // Pay N Play (openapi/areas/paynplay.yaml), the amount the machine checks first and the bank's decline.
  payAndPlay: {
    'error.paynplay.amount.invalid': msg({
      message: 'Enter an amount between the minimum and the maximum shown, such as 20 or {example}.',
      comment: '{example} is 20.00 written as your language writes numbers, e.g. 20,00',
    }),
    'error.paynplay.market.disabled': msg`Pay N Play is not available in your country. Sign up with e-mail and password instead.`,
    'error.paynplay.not.offered': msg`Pay N Play is not available to you here. Sign up with e-mail and password instead.`,
    'error.paynplay.declined': msg`Your bank declined the payment, so no money was taken and you are not signed in. You can try again or choose another amount.`,
    'error.paynplay.code.invalid': msg`We could not confirm the payment with your bank. Please start again.`,
    'error.paynplay.session.expired': msg`This payment took too long and has expired. Please start again.`,
    'error.paynplay.details.missing': msg`Enter your e-mail address and mobile phone to finish signing up.`,
    'error.registration.player_already_exists': msg`An account with this e-mail address already exists. Use another e-mail address.`,
    'error.timeout.in.progress': msg`Your account is in a time-out. Your deposit is on your balance for when it ends.`,
    'error.exclusion.in.progress': msg`Your account is self-excluded, so you cannot log in. Please contact support about your deposit.`,
    'error.exclusion.in.progress.indefinitely': msg`Your account is self-excluded indefinitely, so you cannot log in. Please contact support about your deposit.`,
    'error.account.deactivated': msg`Your account is deactivated. Please contact support about your deposit.`,
    'error.account.closed': msg`Your account is closed. Please contact support about your deposit.`,
  },
}

/** What a flow says when no table knows the code. Login: "otherwise unauthorized" (spec 001 §8). */
const flowFallback: Readonly<Record<ErrorFlow, MessageDescriptor>> = {
  login: wrongLogin,
  coolingOff: msg`Cooling off could not be started. Please try again.`,
  passwordReset: serverFailed,
  registration: msg`We could not create your account. Please check your details and try again.`,
  deposit: msg`The deposit could not be made. Please try again.`,
  withdrawal: msg`The withdrawal could not be made. Please try again.`,
  limits: msg`The limit could not be saved. Please try again.`,
  history: msg`Your transactions could not be read. Please try again.`,
  activity: msg`Your reality check could not be saved. Please try again.`,
  payAndPlay: msg`Pay N Play could not be completed. Please try again.`,
  // Spec 001 §8: a reward call failing without a code reads error.oops.tryAgain.
  rewards: msg`Oops, something went wrong. Please try again.`,
  campaigns: msg`Oops, something went wrong. Please try again.`,
  bonusCode: msg`The bonus code could not be checked. Please try again.`,
  // Spec 001 §8: "Exclusion failure → error.oops.tryAgain".
  responsibleGambling: msg`Oops, something went wrong. Please try again.`,
  account: msg`Your change could not be saved. Please try again.`,
}

/** Under a field no table has a message for: a sentence about that field, or about any field. */
const fieldFallback: Readonly<Record<string, MessageDescriptor>> = {
  email: emailInvalid,
  password: msg`Choose a different password.`,
}
const anyFieldFallback = msg`Please check this field.`

/**
 * The validator's shape codes (one per JSON-schema keyword) say only that a value has the wrong
 * form; under these fields the player reads what the form should be instead: a phone of 2 digits
 * fails the contract's pattern before the platform's own phone check could name it, and 31
 * February fails `format: date` before the birth-date check.
 */
const shapeCodes = new Set(['error.validation.format', 'error.validation.pattern', 'error.validation.type', 'error.validation.size'])
const shapeRefusalUnder: Readonly<Record<string, MessageDescriptor>> = {
  email: emailInvalid,
  phoneBody: phoneInvalid,
  dateOfBirth: birthDateInvalid,
}

/**
 * The code as the tables key it: without the spec's `code:` prefix and without parameters such as
 * `:days:12` (`code:error.timeout.in.progress:days:12` → `error.timeout.in.progress`).
 */
export function catalogueCode(code: string): string {
  return code.trim().replace(/^code:/, '').replace(/(:[A-Za-z]+:[^:]*)+$/, '')
}

/**
 * The flows with an amount field, and the amount their invalid-amount message suggests ({example}),
 * in minor units: 50.00, and Pay N Play's 20.00.
 */
const amountExampleMinor = { deposit: 5_000, withdrawal: 5_000, limits: 5_000, payAndPlay: 2_000 } as const satisfies Partial<Record<ErrorFlow, number>>
export type AmountFlow = keyof typeof amountExampleMinor

/**
 * The message for a code under an amount field: errorMessage's, with the example an invalid-amount
 * message suggests written the way the page's `language` (BCP-47) writes numbers — the way the
 * field reads it back (50,00 in Finnish, 50.00 in English).
 *
 * @example i18n._(amountErrorMessage('deposit', 'error.deposit.amount.invalid', 'fi')) // 'Anna summa, esimerkiksi 50 tai 50,00.'
 */
export function amountErrorMessage(flow: AmountFlow, code: string | null | undefined, language: string): MessageDescriptor {
  const message = errorMessage(flow, code)
  return { ...message, values: { ...message.values, example: formatAmountMinor(amountExampleMinor[flow], language) } }
}

/** The message a table holds for this code in this flow, or null when none does. */
export function knownErrorMessage(flow: ErrorFlow, code: string): MessageDescriptor | null {
  const key = catalogueCode(code)
  return byFlow[flow][key] ?? byCode[key] ?? null
}

/**
 * The message for a code: the flow's own; else, for a validator's shape code under a field that has
 * one, what that field should be (shapeRefusalUnder); else the code's; else — under a field — that
 * field's sentence, else the flow's sentence. `field` names the form field the error sits under.
 */
export function errorMessage(flow: ErrorFlow, code: string | null | undefined, field?: string): MessageDescriptor {
  const fallback = field !== undefined ? (fieldFallback[field] ?? anyFieldFallback) : flowFallback[flow]
  if (!code) return fallback
  const key = catalogueCode(code)
  const shaped = field !== undefined && shapeCodes.has(key) ? shapeRefusalUnder[field] : undefined
  return byFlow[flow][key] ?? shaped ?? byCode[key] ?? fallback
}
