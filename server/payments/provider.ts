/**
 * The payment provider as the deposit code sees it. The platform has one: the sandbox it plays
 * itself (sandbox/), enabled by `config.psp.sandbox`. A real provider would open the payment with an
 * HTTP call after the deposit row commits; the sandbox keeps its records in the platform's
 * database, so it opens the payment inside the same transaction.
 */
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import type { PaymentMethod } from './methods.ts'
import { sandboxProvider } from './sandbox/payments.ts'

export interface PaymentOrder {
  depositId: string
  amountMinor: number
  currency: string
  method: PaymentMethod
  /** Where the provider sends the player back: a path on this site. */
  returnPath: string
}

export interface PaymentProvider {
  openPayment(tx: Db, order: PaymentOrder): Promise<{ pspReference: string }>
  /** The provider's page where the player pays. */
  paymentUrl(pspReference: string): string
}

export function paymentProvider(config: Pick<Config, 'psp'>): PaymentProvider | null {
  return config.psp.sandbox ? sandboxProvider : null
}
