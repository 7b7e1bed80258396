/**
 * Security headers on every answer (@fastify/helmet): a Content-Security-Policy that runs only the
 * site's own script files and the one inline script the site writes, by its hash (no
 * 'unsafe-inline', no eval; a `<script type="application/json">` data island is data, not script,
 * and needs no exception), no framing by other sites, no MIME
 * sniffing, no Referer, and — in production only, where the site is served over HTTPS — HSTS.
 * The captcha provider's script and frame are the one outside origin allowed; the one frame of
 * the site's own origin is the game launcher.
 */
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import type { CaptchaProviderName, Config } from '../config.ts'

/** The origins a captcha widget loads its script, frames and styles from. */
export const captchaOrigins: Record<CaptchaProviderName, string[]> = {
  sandbox: [],
  turnstile: ['https://challenges.cloudflare.com'],
  hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
}

export const HSTS_MAX_AGE_SECONDS = 31_536_000

/**
 * `scriptHashes`: hash sources (`'sha256-…'`) of inline scripts the site itself writes — the
 * start-app script of a page with a first paint (http/boot.ts), nothing else.
 */
export function contentSecurityPolicy(config: Pick<Config, 'publicOrigin' | 'captcha'>, scriptHashes: readonly string[] = []): Record<string, string[]> {
  const captcha = captchaOrigins[config.captcha.provider]
  const https = config.publicOrigin.startsWith('https:')
  const socket = config.publicOrigin.replace(/^http/, 'ws')
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...captcha],
    // Styles come from files (vanilla-extract); react-aria and the rendered markup set style
    // attributes, which cannot run code. `<style>` elements stay limited to files.
    'style-src': ["'self'", ...captcha],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", socket, ...captcha],
    // The game frame: the sandbox launcher on the platform's own origin (server/games/launcher-url.ts).
    'frame-src': ["'self'", ...captcha],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    // Only where the site itself is HTTPS: on http://127.0.0.1 it would break every asset.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  }
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'production' | 'publicOrigin' | 'captcha'>, scriptHashes: readonly string[] = []): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, scriptHashes) },
    strictTransportSecurity: config.production ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // The captcha provider's widget is a cross-origin frame and script.
    crossOriginEmbedderPolicy: false,
  })
}

/** The page path the Pay N Play bank frame returns to (`/{langmarket}/signup/callback`). */
export const SIGNUP_CALLBACK = /^\/[^/]+\/signup\/callback\/?$/

/** The site's policy with framing allowed to its own pages only: the Pay N Play return page. */
export function framableBySelf(config: Pick<Config, 'publicOrigin' | 'captcha'>, scriptHashes: readonly string[] = []): string {
  const directives = { ...contentSecurityPolicy(config, scriptHashes), 'frame-ancestors': ["'self'"] }
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}
