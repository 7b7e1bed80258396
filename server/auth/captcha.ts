/**
 * Captcha through a provider adapter. The sandbox (development and tests) accepts one published
 * token, as hCaptcha's and Turnstile's test keys do; it cannot be configured in production. The
 * siteverify adapter asks the provider's endpoint (Turnstile and hCaptcha answer the same form:
 * `secret`, `response`, `remoteip` → `{ success, hostname, "error-codes" }`) and accepts only a
 * success issued for this site's host. A provider that cannot be reached refuses: a captcha that
 * fails open is no captcha.
 */
import type { CaptchaConfig } from '../config.ts'

export interface CaptchaVerdict {
  ok: boolean
  /** Why a token was refused, for the log (never shown to the player). */
  reason?: string
}

export interface CaptchaProvider {
  readonly name: CaptchaConfig['provider']
  /** What the client needs to render the widget; the sandbox also names its token. */
  readonly publicConfig: { provider: CaptchaConfig['provider']; siteKey: string; sandboxToken?: string }
  verify(token: string, remoteIp: string | undefined): Promise<CaptchaVerdict>
}

/** How long a siteverify call may take before the token counts as refused. */
export const SITEVERIFY_TIMEOUT_MS = 5_000

export function sandboxCaptcha(config: Pick<CaptchaConfig, 'sandboxToken'>): CaptchaProvider {
  return {
    name: 'sandbox',
    publicConfig: { provider: 'sandbox', siteKey: 'sandbox', sandboxToken: config.sandboxToken },
    async verify(token) {
      return token === config.sandboxToken ? { ok: true } : { ok: false, reason: 'not the sandbox token' }
    },
  }
}

interface SiteverifyAnswer {
  success?: unknown
  hostname?: unknown
  'error-codes'?: unknown
}

export function siteverifyCaptcha(
  config: Pick<CaptchaConfig, 'provider' | 'siteKey' | 'secret' | 'verifyUrl'>,
  expectedHostname: string,
  fetchImpl: typeof fetch = fetch,
): CaptchaProvider {
  if (!config.secret) throw new Error(`the ${config.provider} captcha needs its secret`)
  const secret = config.secret
  return {
    name: config.provider,
    publicConfig: { provider: config.provider, siteKey: config.siteKey },
    async verify(token, remoteIp) {
      const form = new URLSearchParams({ secret, response: token, sitekey: config.siteKey })
      if (remoteIp) form.set('remoteip', remoteIp)
      let answer: SiteverifyAnswer
      try {
        const response = await fetchImpl(config.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
        })
        if (!response.ok) return { ok: false, reason: `siteverify answered ${response.status}` }
        answer = (await response.json()) as SiteverifyAnswer
      } catch (error) {
        return { ok: false, reason: `siteverify unreachable: ${(error as Error).message}` }
      }
      if (answer.success !== true) return { ok: false, reason: `refused: ${JSON.stringify(answer['error-codes'] ?? [])}` }
      if (typeof answer.hostname === 'string' && answer.hostname !== expectedHostname) {
        return { ok: false, reason: `solved on ${answer.hostname}, not ${expectedHostname}` }
      }
      return { ok: true }
    },
  }
}

export function createCaptchaProvider(config: CaptchaConfig, publicOrigin: string): CaptchaProvider {
  return config.provider === 'sandbox' ? sandboxCaptcha(config) : siteverifyCaptcha(config, new URL(publicOrigin).hostname)
}
