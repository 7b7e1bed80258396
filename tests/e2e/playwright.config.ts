import { defineConfig } from '@playwright/test'
import { chromiumArgs, findChromium } from '../chromium'

/**
 * The client is built once (global-setup.ts); each worker then runs its own platform on its own
 * port and fresh database (fixtures.ts), so tests run in parallel without sharing any state.
 * Two workers, CI included: the machine has two cores, and a worker is mostly waiting on its
 * browser and its platform.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: 'off',
    screenshot: 'only-on-failure',
    // Players may ask for less motion, and the suite does: the slot's reels stop flickering while
    // they spin (a repaint of fifteen cells every 90 ms in each of dozens of real-money rounds) and
    // skeletons stop shimmering, which the two cores spend on the tests instead. The launcher spec
    // plays its rounds with motion, so the flickering reels are still run.
    contextOptions: { reducedMotion: 'reduce' },
  },
  outputDir: '../../test-results/e2e',
})
