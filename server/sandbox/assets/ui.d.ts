// The types of ui.js (a browser module of the sandbox launcher and sportsbook, imported by their tests).

export function el(tag: string, props?: Record<string, unknown>, ...children: unknown[]): HTMLElement

/** Minor units (hundredths of `currency`) as the site shows them; '—' when there is no amount. */
export function formatMoney(minor: number | null | undefined, currency: string, lang: string): string

export function messageFor(error: { code?: string } | null | undefined, t: Readonly<Record<string, string>>): string

export function sleep(ms: number): Promise<void>

export function reducedMotion(): boolean
