import { test as base } from '@playwright/test'
import { startPlatformProcess, workerPort } from './platform'

export { expect } from '@playwright/test'

/**
 * Playwright's test with a platform per worker: the real server on its own port and a fresh embedded
 * database, started when the worker starts and stopped when it ends. Every page, `request` and
 * relative URL of the worker's tests (outbox reads included) goes to it, so workers never share
 * an account: a lockout, an accepted terms version or a started cooling-off stays in one worker.
 */
export const test = base.extend<object, { platform: { url: string } }>({
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
