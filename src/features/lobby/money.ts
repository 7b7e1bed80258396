/**
 * An amount in minor units as the locale writes it: `€3,248.75`. The currency's own number of
 * decimals (Intl's) is the exponent of its minor unit.
 */
export function formatMinor(amountMinor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(amountMinor / 10 ** digits)
}
