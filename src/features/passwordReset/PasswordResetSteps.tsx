import { useEffect, useRef } from 'react'
import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { AnyMachineSnapshot } from 'xstate'
import { CompleteStep, LinkStatus, PasswordStep } from './ChangeSteps'
import { EmailStep, VerificationStep } from './RequestSteps'
import { visuallyHidden } from '../../design/utilities.css'
import { useBusy, type ResetActor } from './useResetField'
import * as styles from './passwordReset.css'

const steps = [
  { tag: 'email', number: 1, View: EmailStep },
  { tag: 'verification', number: 2, View: VerificationStep },
  { tag: 'password', number: 3, View: PasswordStep },
  { tag: 'complete', number: null, View: CompleteStep },
  { tag: 'linkCheck', number: null, View: LinkStatus },
  { tag: 'expired', number: null, View: LinkStatus },
] as const

const stepOf = (snapshot: AnyMachineSnapshot) => steps.findIndex((step) => snapshot.hasTag(step.tag))

/** Renders whichever step the flow is in; the machine's tags, not its state names, decide. */
export function PasswordResetSteps({ actor }: { actor: ResetActor }) {
  const index = useSelector(actor, stepOf)
  const byLink = useSelector(actor, (snapshot) => snapshot.context.via === 'link')
  const busy = useBusy(actor)
  // The step shown first keeps the browser's focus; every later change of step (back to the
  // first one included) pulls it to the new heading.
  const shown = useRef<number | null>(null)
  useEffect(() => {
    if (index !== -1) shown.current = index
  }, [index])
  if (index === -1) return null
  const stepChanged = shown.current !== null && shown.current !== index
  const { number, View } = steps[index]!
  const total = 3
  return (
    <>
      {number !== null && !byLink && (
        <p className={styles.progress}>
          <Trans>
            Step {number} of {total}
          </Trans>
        </p>
      )}
      <View key={index} actor={actor} focusHeading={stepChanged} />
      {/* While a call runs the fields are read-only and the buttons change their label (nothing is
          disabled, so focus stays put); this says so to screen readers. */}
      <p role="status" className={visuallyHidden}>
        {busy && <Trans>Please wait…</Trans>}
      </p>
    </>
  )
}
