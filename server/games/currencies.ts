/**
 * Reference rates for the sandbox's amounts in the markets' currencies: minor units of each
 * currency per euro cent. Used where the platform itself makes up an amount (fun balances, bet
 * levels, the seeded winners); nothing that settles real money converts with them.
 */
export const minorPerEuroCent: Record<string, number> = {
  EUR: 1,
  GBP: 0.85,
  NOK: 11.5,
  SEK: 11.3,
  CAD: 1.5,
  NZD: 1.8,
  INR: 90,
  PHP: 62,
  BRL: 5.5,
  TRY: 35,
  // Chilean pesos and yen have no minor unit: their "minor units" are whole pesos and yen.
  CLP: 10,
  JPY: 1.6,
}

export const knownCurrency = (currency: string | undefined | null): currency is string => Boolean(currency && currency in minorPerEuroCent)

/** A euro-cent amount in `currency`, rounded to a multiple of `step` minor units (at least one step). */
export function fromEuroCents(cents: number, currency: string, step = 1): number {
  const factor = minorPerEuroCent[currency] ?? 1
  return Math.max(step, Math.round((cents * factor) / step) * step)
}
