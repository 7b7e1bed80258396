import { test as base, type Browser } from '@playwright/test'
import { startPlatformProcess, workerPort } from './platform'

export { expect } from '@playwright/test'

/**
 * Playwright's test with a platform per worker: the real server on its own port and a fresh embedded
 * database, started when the worker starts and stopped when it ends. Every page, `request` and
 * relative URL of the worker's tests (outbox reads included) goes to it, so workers never share
 * an account: a lockout, an accepted terms version or a started cooling-off stays in one worker.
 */
/**
 * The cookie notification's choice (src/consent/deviceConsent.ts: necessary only) as every browser
 * context of the suite starts with it: the banner asks a visitor once, above the header, and the
 * tests of other features are about those features, not that first question. Cookies ignore the
 * port, so one for 127.0.0.1 serves every worker's platform. tests/e2e/cookie-consent.spec.ts
 * clears it to be asked.
 */
export const CONSENT_CHOSEN = { name: 'croupier_cookie_consent', value: 'f0.m0', domain: '127.0.0.1', path: '/' }

export const test = base.extend<object, { platform: { url: string }; browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (options) => {
        const context = await newContext(options)
        await context.addCookies([CONSENT_CHOSEN])
        return context
      }
      await use(browser)
    },
    { scope: 'worker' },
  ],
  platform: [
    async ({}, use, workerInfo) => {
      const platform = await startPlatformProcess({ PORT: String(workerPort(workerInfo.parallelIndex, false)) })
      await use(platform)
      await platform.stop()
    },
    // Creating, migrating and seeding the database takes seconds, many more on a busy machine.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ platform }, use) => {
    await use(platform.url)
  },
})
