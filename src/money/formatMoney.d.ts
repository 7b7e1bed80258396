// The types of formatMoney.js (plain JavaScript: the platform serves it to its sandbox pages too).

export interface SymbolPlacement {
  readonly position: 'before' | 'after'
  readonly space: boolean
}

/** Where the symbol of `currency` goes for a player reading `language` (a URL language or catalog code). */
export function symbolPlacement(currency: string, language: string): SymbolPlacement

/** The currency's narrow symbol (€, kr, $, R$); the ISO code when Intl knows none. */
export function currencySymbol(currency: string): string

/** `12345` → `'123.45'`: integer arithmetic only, so no amount ever passes through a float. */
export function minorToDecimalString(amountMinor: number): string

/**
 * `amountMinor` (integer hundredths of `currency`) as the player reads it in `language`.
 *
 * @example formatMoney(123450, 'EUR', 'fi') // '1,234.50 €'
 */
export function formatMoney(amountMinor: number, currency: string, language: string): string
