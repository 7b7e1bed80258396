/**
 * Payment methods per market: which the cashier offers, in what order, and the amount range of
 * each (seeded into `payment_methods`, which operators may then change). Ranges are written in
 * euro cents and stored in the market's currency (currencies.ts).
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { markets } from '../seed/markets.ts'
import { fromEuroMinor } from './currencies.ts'

export type PaymentMethod = components['schemas']['PaymentMethod']
type MarketCode = components['schemas']['MarketCode']

/** What each method is, wherever it is offered: its euro range and whether it can receive a payout. */
export const methodTraits: Record<PaymentMethod, { minEuroMinor: number; maxEuroMinor: number; payouts: boolean }> = {
  CREDITCARD: { minEuroMinor: 1_000, maxEuroMinor: 500_000, payouts: true },
  TRUSTLY: { minEuroMinor: 1_000, maxEuroMinor: 1_000_000, payouts: true },
  EUTELLER: { minEuroMinor: 1_000, maxEuroMinor: 500_000, payouts: true },
  RAPIDTRANSFER: { minEuroMinor: 1_000, maxEuroMinor: 500_000, payouts: false },
  SKRILL: { minEuroMinor: 1_000, maxEuroMinor: 500_000, payouts: true },
  NETELLER: { minEuroMinor: 1_000, maxEuroMinor: 500_000, payouts: true },
  MUCHBETTER: { minEuroMinor: 1_000, maxEuroMinor: 300_000, payouts: true },
  // Prepaid vouchers and carrier billing pay in only, with small ceilings.
  PAYSAFECARD: { minEuroMinor: 1_000, maxEuroMinor: 100_000, payouts: false },
  SIRU: { minEuroMinor: 500, maxEuroMinor: 30_000, payouts: false },
}

const wallets: PaymentMethod[] = ['CREDITCARD', 'SKRILL', 'NETELLER', 'MUCHBETTER', 'PAYSAFECARD']

/** The cashier's list per market, most used first. Bank methods follow where they operate. */
export const methodsByMarket: Record<MarketCode, PaymentMethod[]> = {
  UN: wallets,
  BR: wallets,
  TR: wallets,
  LL: ['TRUSTLY', 'RAPIDTRANSFER', 'CREDITCARD', 'PAYSAFECARD'],
  CA: wallets,
  JP: ['CREDITCARD'],
  JJ: ['RAPIDTRANSFER', 'TRUSTLY', 'CREDITCARD', 'SKRILL', 'NETELLER', 'PAYSAFECARD'],
  NZ: wallets,
  GG: ['CREDITCARD', 'TRUSTLY', 'MUCHBETTER', 'PAYSAFECARD'],
  IN: wallets,
  PH: wallets,
  PT: ['CREDITCARD', 'SKRILL', 'NETELLER', 'PAYSAFECARD'],
  AT: ['RAPIDTRANSFER', 'TRUSTLY', 'CREDITCARD', 'SKRILL', 'NETELLER', 'PAYSAFECARD'],
  CL: wallets,
  FI: ['TRUSTLY', 'EUTELLER', 'SIRU', 'CREDITCARD', 'SKRILL', 'NETELLER', 'MUCHBETTER', 'PAYSAFECARD'],
  NO: ['CREDITCARD', 'SKRILL', 'NETELLER', 'MUCHBETTER', 'PAYSAFECARD'],
  PP: ['TRUSTLY', 'SIRU', 'CREDITCARD', 'MUCHBETTER'],
}

/** Inserts the methods a market lacks; an operator's later change is kept. */
export async function seedPaymentMethods(tx: Db): Promise<void> {
  for (const market of markets) {
    for (const [position, method] of methodsByMarket[market.id].entries()) {
      const traits = methodTraits[method]
      await tx.query(
        `insert into payment_methods (market, method, position, min_deposit_minor, max_deposit_minor, deposit, withdrawal)
         values ($1, $2, $3, $4, $5, true, $6) on conflict do nothing`,
        [market.id, method, position, fromEuroMinor(traits.minEuroMinor, market.currency), fromEuroMinor(traits.maxEuroMinor, market.currency), traits.payouts],
      )
    }
  }
}

export interface MarketMethod {
  method: PaymentMethod
  minAmountMinor: number
  maxAmountMinor: number
  withdrawal: boolean
}

export async function marketMethods(db: Db, market: MarketCode): Promise<MarketMethod[]> {
  const rows = await db.query<{ method: PaymentMethod; min_deposit_minor: unknown; max_deposit_minor: unknown; withdrawal: boolean }>(
    `select method, min_deposit_minor, max_deposit_minor, withdrawal from payment_methods
      where market = $1 and deposit order by position`,
    [market],
  )
  return rows.map((r) => ({ method: r.method, minAmountMinor: Number(r.min_deposit_minor), maxAmountMinor: Number(r.max_deposit_minor), withdrawal: r.withdrawal }))
}
