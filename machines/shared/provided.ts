import { fromCallback, fromPromise, type CallbackActorLogic, type EventObject, type PromiseActorLogic } from 'xstate'
import type { CallLogic, OperationId, RequestBody, ResponseBody } from './contract'

/**
 * An I/O actor a machine names in `setup({ actors })` but does not implement: src/flows provides
 * the real call (`machine.provide({ actors })`), tests provide fakes. Left unprovided it fails
 * loudly instead of pretending to succeed.
 *
 * @example
 * setup({ actors: { loginPlayer: providedActor<LoginResult, LoginRequest>('loginPlayer') } })
 */
export function providedActor<TOutput, TInput = void>(name: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(notProvided('actor', name))))
}

/**
 * A platform call the machine names by its operationId, typed from openapi/ (`CallLogic`): the
 * actor's name is the operation's, so the contract and the chart say the same thing.
 *
 * @example
 * setup({ actors: { startPasswordReset: providedCall('startPasswordReset') } })
 */
export function providedCall<Op extends OperationId>(operationId: Op): CallLogic<Op> {
  return providedActor<ResponseBody<Op>, RequestBody<Op>>(operationId)
}

/**
 * A long-running actor (a timer, a subscription) a machine names but does not implement, the
 * callback counterpart of `providedActor`: src/flows provides the real one with
 * `machine.provide({ actors })`, tests send its events themselves. Left unprovided it fails loudly.
 */
export function providedCallback<TInput = void>(name: string): CallbackActorLogic<EventObject, TInput> {
  return fromCallback<EventObject, TInput>(() => {
    throw new Error(notProvided('actor', name))
  })
}

/**
 * A side effect outside the machine (navigation, storage) that src/flows provides
 * (`machine.provide({ actions })`). Its params are the contract; left unprovided it throws.
 *
 * @example
 * setup({ actions: { openPage: providedAction<{ href: string }>('openPage') } })
 */
export function providedAction<TParams = undefined>(name: string): (args: unknown, params: TParams) => void {
  const placeholder = () => {
    throw new Error(notProvided('action', name))
  }
  // The model-test harness records actions marked so and asserts their params.
  return Object.assign(placeholder, { [PROVIDED]: name })
}

/** Marks an action src/ provides, so tooling can tell it from the machine's own actions. */
export const PROVIDED = Symbol.for('croupier.providedAction')

const notProvided = (kind: string, name: string) =>
  `the ${kind} "${name}" was not provided: src/flows/<flow>.ts provides it with machine.provide()`

/** Where a finished flow sends the player: a path inside the site, replacing the current entry. */
export interface OpenPage {
  href: string
  replace: boolean
}
