/**
 * Amounts the platform defines once in euro cents (method ranges, withdrawal caps, limit bounds)
 * and applies in each player's currency: the rough number of units worth one euro, rounded to a
 * figure a player would expect to see (NOK 10 rather than 11.43). Data, not exchange rates: a
 * change here changes thresholds, never anyone's balance.
 */
export const unitsPerEuro: Record<string, number> = {
  EUR: 1,
  GBP: 1,
  USD: 1,
  CAD: 1.5,
  NZD: 1.5,
  NOK: 10,
  SEK: 10,
  PLN: 5,
  BRL: 5,
  PEN: 4,
  TRY: 30,
  ZAR: 20,
  PHP: 60,
  INR: 90,
  JPY: 150,
  CLP: 1000,
}

/** An amount given in euro cents, in minor units of `currency` (2 decimals, as DECISIONS.md 24 displays every currency). */
export function fromEuroMinor(euroMinor: number, currency: string): number {
  const factor = unitsPerEuro[currency]
  if (factor === undefined) throw new Error(`No threshold scale for currency ${currency}: add it to server/payments/currencies.ts.`)
  return Math.round(euroMinor * factor)
}
