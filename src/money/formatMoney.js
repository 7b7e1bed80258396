/**
 * Money as the player reads it (spec 000 §9 "Currency formats", 001 §9; DECISIONS.md 24): the
 * amount arrives in integer minor units and is never turned into a float; Intl supplies the
 * currency symbol and the digit grouping, the spec's table says where the symbol goes.
 *
 * - EUR: symbol before without a space (€1,234.50), after with a space in German, Finnish and
 *   French (1,234.50 €).
 * - NOK, PHP, PLN, TRY: after with a space (1,234.50 kr).
 * - CLP: before with a space ($ 1,234.50).
 * - Every other currency: before without a space.
 * - Thousands separated by commas, two decimals, whatever the language (001 §9), CLP and JPY
 *   too: every currency is stored in hundredths.
 *
 * One formatter for every page that shows money: the site imports it, and the platform serves
 * this same file to its sandbox pages (the game launcher, the sportsbook, the CRM inbox) as
 * /sandbox/games/assets/money.js, so it is plain JavaScript; formatMoney.d.ts gives its types.
 *
 * @example formatMoney(123450, 'EUR', 'fi') // '1,234.50 €'
 */

const afterWithSpace = Object.freeze({ position: 'after', space: true })
const beforeTight = Object.freeze({ position: 'before', space: false })

/** The languages in which the euro sign follows the amount. */
const euroAfterLanguages = new Set(['de', 'fi', 'fr', 'caf'])

const placementByCurrency = Object.freeze({
  NOK: afterWithSpace,
  PHP: afterWithSpace,
  PLN: afterWithSpace,
  TRY: afterWithSpace,
  CLP: Object.freeze({ position: 'before', space: true }),
})

/** Where the symbol of `currency` goes for a player reading `language` (a URL language or catalog code). */
export function symbolPlacement(currency, language) {
  if (currency === 'EUR') return euroAfterLanguages.has(language) ? afterWithSpace : beforeTight
  return Object.hasOwn(placementByCurrency, currency) ? placementByCurrency[currency] : beforeTight
}

// Digits in the spec's style: comma thousands, point decimals, always two decimals.
const digits = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true })
const symbols = new Map()

/** The currency's narrow symbol (€, kr, $, R$); the ISO code when Intl knows none. */
export function currencySymbol(currency) {
  let symbol = symbols.get(currency)
  if (symbol === undefined) {
    const parts = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0)
    symbol = parts.find((part) => part.type === 'currency')?.value ?? currency
    symbols.set(currency, symbol)
  }
  return symbol
}

/** `12345` → `'123.45'`: integer arithmetic only, so no amount ever passes through a float. */
export function minorToDecimalString(amountMinor) {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`amountMinor must be a safe integer, got ${amountMinor}`)
  const magnitude = Math.abs(amountMinor)
  const whole = Math.floor(magnitude / 100)
  const cents = String(magnitude % 100).padStart(2, '0')
  return `${amountMinor < 0 ? '-' : ''}${whole}.${cents}`
}

export function formatMoney(amountMinor, currency, language) {
  const decimal = minorToDecimalString(amountMinor)
  const negative = decimal.startsWith('-')
  // Intl.NumberFormat takes a decimal string exactly (no rounding through a double).
  const number = digits.format(negative ? decimal.slice(1) : decimal)
  const symbol = currencySymbol(currency)
  const { position, space } = symbolPlacement(currency, language)
  const gap = space ? '\u00a0' : ''
  const body = position === 'before' ? `${symbol}${gap}${number}` : `${number}${gap}${symbol}`
  return negative ? `-${body}` : body
}
