/**
 * The amount a player types, in their currency's major units ("50", "50.5", "1,250.00"), as
 * integer minor units — read digit by digit, never through a float (DECISIONS.md 24). Null when
 * it is not an amount.
 *
 * @example parseAmountMinor('1,250.5') // 125050
 */
export function parseAmountMinor(text: string): number | null {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  const whole = Number(match[1]!.replace(/,/g, ''))
  const cents = Number((match[2] ?? '').padEnd(2, '0'))
  const minor = whole * 100 + cents
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null
}
