import { assign, type EventObject } from 'xstate'
import { invokeError, toFlowError, type FlowError } from './flowError'

/**
 * The pieces every machine's platform call repeats: storing the answer, storing the failure as a
 * FlowError and sending the flow to where the player reads it.
 * They return plain config, so each machine's chart keeps its own states, targets and descriptions
 * (the statecharts read exactly as before) and XState still types every name against `setup`.
 */

/** The context a call failure is stored in. */
export interface WithCallError {
  error: FlowError | null
}

/**
 * For `setup({ actions })`: keeps a failed call's error, as a FlowError, in `context.error`.
 *
 * @example actions: { storeError: storeCallError<DepositContext, DepositEvent>() }
 */
export function storeCallError<TContext extends WithCallError, TEvent extends EventObject>() {
  return assign<TContext, TEvent, unknown, TEvent, never>((_, error) => {
    const update: Partial<WithCallError> = { error: toFlowError(error) }
    return update as Partial<TContext>
  })
}

/** A transition taken when a call fails: the error is stored by `store` (`storeError` unless named). */
export interface CallFailure<TTarget extends string, TStore extends string> {
  target: TTarget
  actions: { type: TStore; params: typeof invokeError }
  description: string
}

/**
 * An invoke's `onError` (or one branch of it): to `target`, the error stored by the `storeError`
 * action (or the one named), with the transition's plain-language description.
 *
 * @example onError: failsTo('error', 'The cashier could not be checked.')
 * @example onError: failsTo('failed', 'The lobby could not be loaded.', 'storeLoadError')
 */
export function failsTo<const TTarget extends string>(target: TTarget, description: string): CallFailure<TTarget, 'storeError'>
export function failsTo<const TTarget extends string, const TStore extends string>(
  target: TTarget,
  description: string,
  store: TStore,
): CallFailure<TTarget, TStore>
export function failsTo(target: string, description: string, store = 'storeError'): CallFailure<string, string> {
  return { target, actions: { type: store, params: invokeError }, description }
}

/** One branch of a transition: to `target`, running `action` with the branch's params. */
export interface Branch<TTarget extends string, TAction extends string, TParams> {
  target: TTarget
  actions: { type: TAction; params: TParams }
  description: string
}

/** A branch taken only when its guard, given the same params, holds. */
export type GuardedBranch<TTarget extends string, TAction extends string, TGuard extends string, TParams> = Branch<TTarget, TAction, TParams> & {
  guard: { type: TGuard; params: TParams }
}

export interface BranchOn<TParams> {
  <const TTarget extends string, const TAction extends string>(target: TTarget, action: TAction, description: string): Branch<TTarget, TAction, TParams>
  <const TTarget extends string, const TAction extends string, const TGuard extends string>(
    target: TTarget,
    action: TAction,
    description: string,
    guard: TGuard,
  ): GuardedBranch<TTarget, TAction, TGuard, TParams>
}

/**
 * Branches of one transition that all read the same params (a call's answer or error, a submitted
 * form): each goes to its target and runs its action with those params, and a branch naming a
 * guard is taken only when that guard, given the same params, holds. Branches are tried in order,
 * so the last one usually names no guard.
 *
 * @example
 * const onSubmit = branchesOn(submitted)
 * 'deposit.submit': [
 *   onSubmit('submitting', 'storeRequest', 'An amount within the method’s range: the payment is opened.', 'isAmountAccepted'),
 *   onSubmit('choosing', 'refuseAmount', 'Outside the method’s range: nothing is sent.'),
 * ]
 */
export function branchesOn<TParams>(params: TParams): BranchOn<TParams> {
  function branch<const TTarget extends string, const TAction extends string>(target: TTarget, action: TAction, description: string): Branch<TTarget, TAction, TParams>
  function branch<const TTarget extends string, const TAction extends string, const TGuard extends string>(
    target: TTarget,
    action: TAction,
    description: string,
    guard: TGuard,
  ): GuardedBranch<TTarget, TAction, TGuard, TParams>
  function branch(target: string, action: string, description: string, guard?: string): Branch<string, string, TParams> {
    const taken: Branch<string, string, TParams> = { target, actions: { type: action, params }, description }
    if (guard === undefined) return taken
    const guarded: GuardedBranch<string, string, string, TParams> = { guard: { type: guard, params }, ...taken }
    return guarded
  }
  return branch
}

export interface AnswerBranch<TStore extends string, TParams> {
  <const TTarget extends string>(target: TTarget, description: string): Branch<TTarget, TStore, TParams>
  <const TTarget extends string, const TGuard extends string>(target: TTarget, description: string, guard: TGuard): GuardedBranch<TTarget, TStore, TGuard, TParams>
}

/**
 * Branches of a call's `onDone` that all store the answer with one action (`branchesOn` with the
 * action fixed).
 *
 * @example
 * const stored = storesAnswer('storeDeposit', readBack)
 * onDone: [stored('approved', 'The provider approved the payment.', 'isApproved'), stored('pending', 'Not decided yet.')]
 */
export function storesAnswer<const TStore extends string, TParams>(store: TStore, params: TParams): AnswerBranch<TStore, TParams> {
  const on = branchesOn(params)
  function branch<const TTarget extends string>(target: TTarget, description: string): Branch<TTarget, TStore, TParams>
  function branch<const TTarget extends string, const TGuard extends string>(target: TTarget, description: string, guard: TGuard): GuardedBranch<TTarget, TStore, TGuard, TParams>
  function branch(target: string, description: string, guard?: string): Branch<string, TStore, TParams> {
    return guard === undefined ? on(target, store, description) : on(target, store, description, guard)
  }
  return branch
}

/**
 * Branches of a call's `onError`, each reading the failed call's error as params (`branchesOn`
 * over `invokeError`).
 *
 * @example
 * onError: [
 *   onCallError('editing', 'storeEmailError', 'The platform refused the address.', 'isEmailRejected'),
 *   onCallError('editing', 'storeFormError', 'The platform failed; the form says so.'),
 * ]
 */
export const onCallError = branchesOn(invokeError)

/**
 * A form step: the player fills in the form and sends `event`, whose branches (usually from
 * `branchesOn`) accept it on to the call or refuse it back to this step.
 *
 * @example choosing: formStep('The method list and the amount field.', 'deposit.submit', [onSubmit(…), onSubmit(…)])
 */
export function formStep<const TEvent extends string, TBranches>(description: string, event: TEvent, branches: TBranches) {
  const on: Partial<Record<TEvent, TBranches>> = {}
  on[event] = branches
  return { description, on }
}
