import { defineConfig } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumArgs, findChromium } from '../chromium'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080)
const dataDir = mkdtempSync(join(tmpdir(), 'croupier-e2e-'))

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  outputDir: '../../test-results/e2e',
  webServer: {
    // The real platform on a fresh embedded database; start.ts builds the client when stale.
    command: 'npx tsx server/start.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(E2E_PORT), PGLITE_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
  },
})
