import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** Occupation labels by the platform's code (DECISIONS.md 16: the codes are the account API's; the labels may be translated). */
export const occupationText: Readonly<Record<string, MessageDescriptor>> = {
  EMPLOYED: msg`Employed`,
  SELF_EMPLOYED: msg`Self-employed`,
  BUSINESS_OWNER: msg`Business owner`,
  RETIRED: msg`Retired`,
  STUDENT: msg`Student`,
  UNEMPLOYED: msg`Not working`,
  OTHER: msg`Other`,
}

export const sourceOfFundsText: Readonly<Record<string, MessageDescriptor>> = {
  SALARY: msg`Salary or wages`,
  BUSINESS_INCOME: msg`Business income`,
  SAVINGS: msg`Savings`,
  INVESTMENTS: msg`Investments`,
  INHERITANCE: msg`Inheritance or gift`,
  PENSION: msg`Pension`,
  OTHER: msg`Other`,
}

/** The questionnaire's own error codes, under their fields. */
export const eddErrorText: Readonly<Record<string, MessageDescriptor>> = {
  'error.edd.occupation.required': msg`Choose your occupation; if you choose Other, describe it.`,
  'error.edd.salary_range.invalid': msg`Choose your yearly income.`,
  'error.edd.source_of_funds.required': msg`Choose where your money comes from; if you choose Other, describe it.`,
  'error.edd.already_submitted': msg`Your answers are already with our compliance team.`,
}
