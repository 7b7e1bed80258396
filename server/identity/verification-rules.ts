/**
 * Which one-time codes each market asks for before a sign-up is complete: one entry per market,
 * data rather than branches. The Nordic licences ask for both (the phone is the responsible-gambling
 * contact, the e-mail receives limit notices); most markets ask for the phone; markets whose
 * regulator verifies identity later by documents ask for the e-mail only; New Zealand asks for
 * none, so its players are signed in at once with the first-login flag. A market missing here
 * falls back to UN.
 */
export interface VerificationRule {
  sms: boolean
  email: boolean
}

const sms: VerificationRule = { sms: true, email: false }
const email: VerificationRule = { sms: false, email: true }
const both: VerificationRule = { sms: true, email: true }
const none: VerificationRule = { sms: false, email: false }

export const verificationRules: Record<string, VerificationRule> = {
  UN: sms,
  BR: sms,
  TR: sms,
  LL: both,
  CA: sms,
  JP: sms,
  JJ: email,
  NZ: none,
  GG: email,
  IN: sms,
  PH: sms,
  PT: sms,
  AT: email,
  CL: sms,
  FI: both,
  NO: both,
  PP: both,
}

export function verificationRuleFor(market: string): VerificationRule {
  return verificationRules[market] ?? verificationRules.UN!
}
