import type { DeviceConsent } from '../../machines/cookieConsent/cookieConsent.machine'

/**
 * The cookie notification's choice on this device: a first-party cookie, like the chosen locale
 * (src/locale/chosenLocale.ts), so the platform could read it on a first paint as well as scripts.
 * It is itself an essential cookie (it records the refusal). Value: `f1.m0` (performance and
 * functional, marketing) and, once the platform stored it, `.` and the consent id.
 */
export const CONSENT_COOKIE = 'croupier_cookie_consent'

/** The spec's cookie lifetime: one year. */
const ONE_YEAR_S = 31_536_000

export function formatConsent({ options, cookiesConsentId }: DeviceConsent): string {
  return [`f${options.performanceFunctional ? 1 : 0}`, `m${options.marketing ? 1 : 0}`, ...(cookiesConsentId ? [cookiesConsentId] : [])].join('.')
}

/** The choice in a `document.cookie` string, or null when never chosen (or unreadable). */
export function parseConsent(cookies: string): DeviceConsent | null {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=')
    if (at === -1 || pair.slice(0, at).trim() !== CONSENT_COOKIE) continue
    const match = /^f([01])\.m([01])(?:\.([0-9a-f-]{36}))?$/.exec(pair.slice(at + 1).trim())
    if (!match) return null
    return {
      options: {
        essentials: true,
        performanceFunctional: match[1] === '1',
        marketing: match[2] === '1',
      },
      cookiesConsentId: match[3] ?? null,
    }
  }
  return null
}

/** The `Set-Cookie`-style string `document.cookie` takes; `Secure` on HTTPS pages. */
export function consentCookie(consent: DeviceConsent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${formatConsent(consent)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** Where there is no document (the platform's first paint): whether the page's request carried no choice. */
let renderedUndecided = false

/** The platform's first paint (src/entry-server.tsx): whether the request carried no choice, from its cookie. */
export function setRenderedUndecided(undecided: boolean): void {
  renderedUndecided = undecided
}

/**
 * Whether this device has never chosen, known at once: from its cookie in the browser, and on
 * the platform from the cookie the page's request carried. The platform's first paint and the
 * browser's hydration of it therefore agree on the banner before the flow has read the choice.
 */
export function deviceUndecided(): boolean {
  return typeof document === 'undefined' ? renderedUndecided : parseConsent(document.cookie) === null
}
