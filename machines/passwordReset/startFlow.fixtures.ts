import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate'
import { passwordResetMachine } from './passwordReset.machine'
import { input, key } from './passwordReset.fixtures'

/** A password-reset flow with fake platform calls, for the example and property tests. */
export type CallName = 'startPasswordReset' | 'verifyPasswordResetSms' | 'checkPasswordResetLink' | 'setNewPassword' | 'setNewPasswordFromEmail'
export type Answer = (input: unknown) => Promise<unknown>

export const started = async () => ({ smsResetKeyId: 'sms-key-1' })
export const verified = async () => ({ resetKey: 'reset-key-sms' })
export const validLink = async () => ({ valid: true, expiresAt: '2026-11-22T01:00:00Z' })
export const saved = async (): Promise<void> => {}
export const refuse = (err: unknown) => async () => Promise.reject(err)

/** A flow whose calls answer as given; it records what each call received and each page opened. */
export function startFlow(answers: Partial<Record<CallName, Answer>>, langmarket = input.langmarket) {
  const received: { call: string; input: unknown }[] = []
  const opened: unknown[] = []
  const actors = Object.fromEntries(
    Object.entries(answers).map(([call, answer]) => [call, fromPromise(async ({ input }) => (received.push({ call, input }), answer(input)))]),
  )
  const machine = passwordResetMachine.provide({ actors: actors as never, actions: { openPage: (_, page) => void opened.push(page) } })
  const actor = createActor(machine, { input: { langmarket } }).start()
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, received, opened, settled }
}

export async function atVerification(answers: Partial<Record<CallName, Answer>>) {
  const flow = startFlow({ startPasswordReset: started, ...answers })
  flow.actor.send({ type: 'reset.start' })
  flow.actor.send({ type: 'email.submit', email: 'player@croupier.test' })
  await flow.settled()
  return flow
}

export async function atPasswordBySms(answers: Partial<Record<CallName, Answer>>) {
  const flow = await atVerification({ verifyPasswordResetSms: verified, ...answers })
  flow.actor.send({ type: 'code.submit', smsCode: '123456' })
  await flow.settled()
  return flow
}

export async function atPasswordByLink(answers: Partial<Record<CallName, Answer>>) {
  const flow = startFlow({ checkPasswordResetLink: validLink, ...answers })
  flow.actor.send({ type: 'reset.linkOpened', resetKey: 'reset-key-link' })
  await flow.settled()
  return flow
}

export const shown = (s: AnyMachineSnapshot) => ({ state: key(s.value), fieldErrors: s.context.fieldErrors, error: s.context.error?.code ?? null })
