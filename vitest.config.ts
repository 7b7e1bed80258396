import { defineConfig } from 'vitest/config'

/** Three suites, run separately by `npm test`: machines (headless, model-based), server, contract. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'machines', include: ['machines/**/*.test.ts', 'src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'server', include: ['server/**/*.test.ts'], environment: 'node', testTimeout: 20000, hookTimeout: 60000 } },
      { test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], environment: 'node', testTimeout: 20000, hookTimeout: 60000 } },
    ],
  },
})
