import type { EventObject } from 'xstate'

/**
 * The `setup({ types })` of a machine that takes input and has context, events and tags. The
 * objects are empty: XState reads only their types, so one call says what four casts said.
 *
 * @example
 * setup({ types: machineTypes<LoginInput, LoginContext, LoginEvent, 'form' | 'loading'>() })
 */
export function machineTypes<TInput, TContext, TEvent extends EventObject, TTag extends string>() {
  return { input: {} as TInput, context: {} as TContext, events: {} as TEvent, tags: {} as TTag }
}
