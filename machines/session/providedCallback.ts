import { fromCallback, type CallbackActorLogic, type EventObject } from 'xstate'

/**
 * A long-running actor (a timer, a subscription) a machine names but does not implement, the
 * callback counterpart of `providedActor`: src/flows provides the real one with
 * `machine.provide({ actors })`, tests send its events themselves. Left unprovided it fails loudly.
 */
export function providedCallback<TInput = void>(name: string): CallbackActorLogic<EventObject, TInput> {
  return fromCallback<EventObject, TInput>(() => {
    throw new Error(`the actor "${name}" was not provided: src/flows/<flow>.ts provides it with machine.provide()`)
  })
}
