import { useLingui } from '@lingui/react/macro'
import type { ActorRefFrom } from 'xstate'
import type { ClaimConflict, claimConflictMachine } from '../../../machines/claimConflict/claimConflict.machine'
import { Button } from '../../design/Button'
import { actions, stack, text } from '../../design/primitives.css'

export type ClaimConflictRef = ActorRefFrom<typeof claimConflictMachine>

interface Props {
  conflict: ClaimConflict
  /** What the player is claiming: the offer or the campaign. */
  claim: { title: string } | null
  /** The claim conflict flow while it asks (the rewards or campaigns flow's child); gone once it has answered. */
  actor: ClaimConflictRef | undefined
  busy: boolean
  money: (minor: number | null | undefined, currency: string) => string
}

/**
 * The reward claim conflict's question inside the rewards or campaigns panel's dialog (spec 001 §4,
 * DECISIONS 12): forfeit the active bonus to claim, or — for one taken with a code — consent to
 * giving it up; or keep it. The answer goes to the claim conflict flow.
 */
export function ClaimConflictQuestion({ conflict, claim, actor, busy, money }: Props) {
  const { t } = useLingui()
  const { standing, triggered } = conflict
  return (
    <div className={stack.md}>
      <p className={text}>
        {triggered
          ? t`You activated ${standing.title} with a bonus code. To take ${claim?.title ?? ''} you must forfeit it: what is left of its ${money(standing.bonusAmountMinor, standing.currency)} goes, and its wagering progress (${standing.wageringProgress ?? 0}%) is lost. Do you consent?`
          : t`Only one bonus of this kind can be active. To claim ${claim?.title ?? ''} you must forfeit ${standing.title}: what is left of its ${money(standing.bonusAmountMinor, standing.currency)} goes, and its wagering progress (${standing.wageringProgress ?? 0}%) is lost.`}
      </p>
      <div className={actions}>
        <Button variant="primary" isDisabled={busy} onPress={() => actor?.send({ type: 'dialog.confirm' })}>
          {triggered ? t`Forfeit and consent` : t`Forfeit and claim`}
        </Button>
        <Button variant="secondary" isDisabled={busy} onPress={() => actor?.send({ type: 'dialog.cancel' })}>
          {t`Keep my bonus`}
        </Button>
      </div>
    </div>
  )
}
