/**
 * Amounts the player types, in their currency's major units and in the way the page's language
 * writes numbers, read digit by digit into integer minor units — never through a float
 * (DECISIONS.md 24; docs/decisions.md "Amounts in the reader's format"). The separators come
 * from Intl for the language, not from a table of our own:
 *
 * - plain digits, or the language's grouping at the language's places (1,250 · 1 250 · 1.250;
 *   India's 12,50,000); where the group is a no-break space, a keyboard's ordinary space too;
 * - the language's decimal separator with one or two decimals (50.5 · 50,50);
 * - where the decimal is a comma and the group is not a point, a point as the decimal as well;
 * - the site's own way of showing money (spec 001 §9: 1,250.00 in every language) wherever it
 *   has one reading: comma groups of three, and in a comma-decimal language only before a point
 *   decimal, since there "12,500" is twelve and a half to the reader.
 *
 * Anything else — a third decimal, groups in the wrong places, a separator the language does not
 * use — could be read two ways or not at all, and is not an amount.
 */

const SPACES = '[ \\u00a0\\u202f]'
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

interface Separators {
  group: string
  decimal: string
  /** Digits in the group nearest the decimal, and in each group before it (3 and 2 in India). */
  primary: number
  secondary: number
}

/**
 * The language's separators and group sizes, as Intl writes 1,234,567.5: three groups, the first
 * short in English (1,234,567.5) and full in India (12,34,567.5), and every language groups it.
 */
function separatorsOf(language: string): Separators {
  const parts = new Intl.NumberFormat(language).formatToParts(1_234_567.5)
  const integers = parts.filter((part) => part.type === 'integer').map((part) => part.value.length)
  return {
    group: parts.find((part) => part.type === 'group')!.value,
    decimal: parts.find((part) => part.type === 'decimal')!.value,
    primary: integers.at(-1)!,
    secondary: integers.at(-2)!,
  }
}

/** Whole part, then decimals, of every way `language` may write an amount, as one expression. */
function amountPatternOf(language: string): RegExp {
  const { group, decimal, primary, secondary } = separatorsOf(language)
  const g = group.trim() === '' ? SPACES : escape(group)
  const own = `\\d+|\\d{1,${secondary}}(?:${g}\\d{${secondary}})*${g}\\d{${primary}}`
  const pointToo = decimal === ',' && group !== '.'
  const decimals = pointToo ? '[,.]' : escape(decimal)
  const readings = [`(${own})(?:${decimals}(\\d{1,2}))?`]
  // The site's own 1,250.00: only where its commas cannot be the reader's decimal.
  if (decimal === '.') readings.push(`(\\d{1,3}(?:,\\d{3})+)(?:\\.(\\d{1,2}))?`)
  else if (pointToo) readings.push(`(\\d{1,3}(?:,\\d{3})+)\\.(\\d{1,2})`)
  return new RegExp(`^(?:${readings.join('|')})$`)
}

const patterns = new Map<string, RegExp>()

function amountPattern(language: string): RegExp {
  return patterns.get(language) ?? patterns.set(language, amountPatternOf(language)).get(language)!
}

/**
 * The amount a player typed, read in `language` (a BCP-47 tag: the language the page showed), as
 * integer minor units; null when it is not an amount or could be read two ways.
 *
 * @example parseAmountMinor('1,250.5', 'en') // 125050
 * @example parseAmountMinor('1 250,50', 'fi') // 125050
 * @example parseAmountMinor('12,500', 'fi') // null: twelve and a half to a Finn, too many decimals
 */
export function parseAmountMinor(text: string, language: string): number | null {
  const match = amountPattern(language).exec(text.trim())
  if (!match) return null
  const read = match.slice(1)
  const at = read.findIndex((part) => part !== undefined)
  const whole = Number(read[at]!.replace(/\D/g, ''))
  const cents = Number((read[at + 1] ?? '').padEnd(2, '0'))
  const minor = whole * 100 + cents
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null
}

/**
 * An amount in minor units written the way `language` writes numbers, with two decimals: what an
 * amount field shows for editing and the example an invalid-amount message gives, which
 * parseAmountMinor reads back in the same language.
 *
 * @example formatAmountMinor(125050, 'fi') // '1 250,50' (a no-break space)
 */
export function formatAmountMinor(amountMinor: number, language: string): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) throw new RangeError(`amountMinor must be a safe non-negative integer, got ${amountMinor}`)
  const cents = String(amountMinor % 100).padStart(2, '0')
  // The whole units, an exact integer, in the language's format with its two decimals replaced by
  // the cents: no amount passes through a float.
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .formatToParts(Math.floor(amountMinor / 100))
    .map((part) => (part.type === 'fraction' ? cents : part.value))
    .join('')
}
