import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { LimitFamily, LimitMessage, LimitPeriod } from '../../../machines/limits/limits.machine'

export const familyTitle: Readonly<Record<LimitFamily, MessageDescriptor>> = {
  deposit: msg`Deposit limit`,
  loss: msg`Loss limit`,
  spend: msg`Spend limit`,
}

export const periodName: Readonly<Record<LimitPeriod, MessageDescriptor>> = {
  D: msg`Daily`,
  W: msg`Weekly`,
  M: msg`Monthly`,
}

/** Spec 000 §4 Limits: what a finished change reads as. */
export const limitMessageText: Readonly<Record<LimitMessage, MessageDescriptor>> = {
  updated: msg`Limit updated.`,
  updateReceived: msg`Update received: the higher limit applies after the cooling period.`,
  removalReceived: msg`Removal received: the limit is removed after the cooling period.`,
  canceled: msg`The pending change is cancelled.`,
}

/**
 * Spec 001 §8: a value outside the period's range (`error.deposit.limit.interval`) reads per
 * period, and names the range, already formatted as money.
 */
export const intervalRefusal: Readonly<Record<LimitPeriod, (min: string, max: string) => MessageDescriptor>> = {
  D: (min, max) => msg`A daily limit must be between ${min} and ${max}.`,
  W: (min, max) => msg`A weekly limit must be between ${min} and ${max}.`,
  M: (min, max) => msg`A monthly limit must be between ${min} and ${max}.`,
}
