import { defineConfig } from 'vitest/config'
import { lingui } from '@lingui/vite-plugin'

/**
 * The machines suite alone, for StrykerJS. The lingui plugin is here because Stryker's
 * related-files crawl parses every module it reaches, .po catalogs included.
 */
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  plugins: [lingui()],
  test: { include: ['machines/**/*.test.ts'], environment: 'node' },
})
