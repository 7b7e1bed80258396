import type { ModelEvent } from '../tooling/model'
import type { FlowError } from '../shared/flowError'

/**
 * How the claim conflict child can end, as a parent's model test settles it: the bonus in the way
 * was forfeited, its forfeit was refused (with `refusal`), or the player kept it.
 */
export const claimConflictAnswers = (refusal: FlowError): ModelEvent[] => [
  { type: 'xstate.done.actor.claimConflict', output: { outcome: 'forfeited', error: null }, label: 'forfeited' },
  { type: 'xstate.done.actor.claimConflict', output: { outcome: 'failed', error: refusal }, label: 'forfeit refused' },
  { type: 'xstate.done.actor.claimConflict', output: { outcome: 'kept', error: null }, label: 'kept' },
]
