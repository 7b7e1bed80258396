import { defineConfig } from 'vitest/config'
import babel from '@rolldown/plugin-babel'

/**
 * Three suites, run separately by `npm test`: machines (headless, model-based), server, contract.
 * src/ modules hold Lingui `msg` descriptors, which only the macro plugin turns into data.
 *
 * Files share a worker's modules (`isolate: false`): loading the server and compiling PGlite's
 * WebAssembly once per worker instead of once per file halves the suites' time (server and
 * contract 267 → 142 s, machines 38 → 15 s on the 2-core box). Every file opens its own database
 * and platform and stops them, and no test may leave module state behind (fake timers are
 * restored, environment overrides are passed as config). StrykerJS keeps isolation
 * (tests/mutation/vitest.config.ts): a mutant is loaded afresh for each run.
 */
const linguiMacro = babel({ plugins: ['@lingui/babel-plugin-lingui-macro'], include: [/[\\/]src[\\/]/] })

export default defineConfig({
  test: {
    projects: [
      { plugins: [linguiMacro], test: { name: 'machines', isolate: false, include: ['machines/**/*.test.ts', 'src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'server', isolate: false, include: ['server/**/*.test.ts'], globalSetup: ['server/testing/template-setup.ts'], environment: 'node', testTimeout: 20000, hookTimeout: 120000 } },
      { test: { name: 'contract', isolate: false, include: ['tests/contract/**/*.test.ts'], globalSetup: ['server/testing/template-setup.ts'], environment: 'node', testTimeout: 20000, hookTimeout: 120000 } },
    ],
  },
})
