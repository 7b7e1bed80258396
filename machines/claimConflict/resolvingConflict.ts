import { assign, type EventObject } from 'xstate'
import { onCallError } from '../shared/callState'
import { namedAsListed, type CampaignTexts } from '../shared/listedTexts'
import { claimConflictOf, type ClaimConflict, type ClaimConflictOutput } from './claimConflict.machine'

/**
 * What a parent flow (rewards, campaigns) repeats to run the claim conflict as its child: the
 * claim's refusal that opens it, the state that invokes it, and where each of its outcomes leads.
 * Like shared/callState.ts they return plain config, so each parent's chart keeps its own states
 * and targets, and XState still types every name against the parent's `setup`, which must declare
 * `claimConflict: claimConflictMachine`, `claimConflictGuards`, `storeConflict`
 * (`storeClaimConflict(listed)`), `storeError` and `forget`.
 */

/** The parent's context while the conflict runs: what the refusal named, the child's input. */
export interface WithClaimConflict {
  conflict: ClaimConflict | null
}

/** For the parent's `setup({ guards })`: the refusal is a conflict; how the child ended. */
export const claimConflictGuards = {
  isClaimConflict: (_: unknown, error: unknown) => claimConflictOf(error) !== null,
  hasForfeited: (_: unknown, output: ClaimConflictOutput) => output.outcome === 'forfeited',
  forfeitFailed: (_: unknown, output: ClaimConflictOutput) => output.outcome === 'failed',
}

/**
 * For the parent's `setup({ actions })`: keeps the conflict a refused claim names in
 * `context.conflict`, its active bonus named as the parent's `listed` campaigns name it: the
 * refusal carries the operator's own texts, the parent's lists those of the page's language.
 *
 * @example actions: { storeConflict: storeClaimConflict<CampaignsContext, CampaignsEvent>((context) => context.campaigns) }
 */
export function storeClaimConflict<TContext extends WithClaimConflict, TEvent extends EventObject>(listed: (context: TContext) => readonly CampaignTexts[]) {
  return assign<TContext, TEvent, unknown, TEvent, never>(({ context }, error) => {
    const conflict = claimConflictOf(error)
    const update: Partial<WithClaimConflict> = { conflict: conflict && { ...conflict, standing: namedAsListed(conflict.standing, listed(context)) } }
    return update as Partial<TContext>
  })
}

/** The claim's `onError` branch taken when the platform names an active bonus in the way. */
export const onClaimConflict = onCallError(
  'resolvingConflict',
  'storeConflict',
  'The vertical already has an active bonus: the player is asked to forfeit it (or, for one taken with a code, to consent) and claim this one.',
  'isClaimConflict',
)

const conflictOutput = ({ event }: { event: { output: ClaimConflictOutput } }) => event.output

/** Reads why the forfeit failed from the child's output, as the parent's `storeError` params. */
export const forfeitError = ({ event }: { event: { output: ClaimConflictOutput } }) => event.output.error

/**
 * The parent's `resolvingConflict` state: the child asks (its dialog is the parent's too); once it
 * forfeited, `claim` claims again, after a refused forfeit `reread` reads the list with the reason
 * shown, and a kept bonus goes `back`. `claimed` names what is claimed, for the chart.
 *
 * @example resolvingConflict: resolvingConflict({ claim: 'claiming', reread: 'reloading', back: 'ready' }, 'the offer')
 */
export function resolvingConflict<const TClaim extends string, const TReread extends string, const TBack extends string>(
  targets: { claim: TClaim; reread: TReread; back: TBack },
  claimed: string,
) {
  return {
    tags: ['dialog'],
    description: 'The claim conflict’s dialog (forfeit-then-claim or forfeit-then-consent) runs as a child flow.',
    invoke: {
      id: 'claimConflict',
      src: 'claimConflict',
      // storeConflict ran on the way in.
      input: ({ context }: { context: WithClaimConflict }) => context.conflict!,
      onDone: [
        { guard: { type: 'hasForfeited', params: conflictOutput }, target: targets.claim, description: `The active bonus is forfeited: now ${claimed} is claimed.` },
        {
          guard: { type: 'forfeitFailed', params: conflictOutput },
          target: targets.reread,
          actions: [{ type: 'storeError', params: forfeitError }, 'forget'],
          description: 'The forfeit was refused (the progress moved, say): the reason is shown and the list is read again.',
        },
        { target: targets.back, actions: 'forget', description: 'The player keeps the active bonus.' },
      ],
    },
  } as const
}
