import { expect, it } from 'vitest'
import { planModel } from '../tooling/model'
import { input, key, offers } from './passwordReset.fixtures'

/**
 * The machine is built and its model planned inside a test, not while the file loads: a machine
 * that cannot even be built (a misspelt initial state or target) then fails a test, where a
 * failure at load time would report "no tests" and pass unnoticed (StrykerJS counts it survived).
 */
it('builds the machine and plans a path through every offered step', async () => {
  const { passwordResetMachine } = await import('./passwordReset.machine')

  const plan = planModel(passwordResetMachine, { input, events: (s) => offers[key(s.value)] ?? [] })

  expect(plan.paths.length).toBeGreaterThan(0)
})
