import { defineConfig } from 'vitest/config'
import babel from '@rolldown/plugin-babel'

/**
 * Three suites, run separately by `npm test`: machines (headless, model-based), server, contract.
 * src/ modules hold Lingui `msg` descriptors, which only the macro plugin turns into data.
 */
const linguiMacro = babel({ plugins: ['@lingui/babel-plugin-lingui-macro'], include: [/[\\/]src[\\/]/] })

export default defineConfig({
  test: {
    projects: [
      { plugins: [linguiMacro], test: { name: 'machines', include: ['machines/**/*.test.ts', 'src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'server', include: ['server/**/*.test.ts'], globalSetup: ['server/testing/template-setup.ts'], environment: 'node', testTimeout: 20000, hookTimeout: 120000 } },
      { test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], globalSetup: ['server/testing/template-setup.ts'], environment: 'node', testTimeout: 20000, hookTimeout: 120000 } },
    ],
  },
})
