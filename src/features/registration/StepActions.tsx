import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Button } from '../../design/Button'
import { useRegistration } from './RegistrationContext'
import * as styles from './signup.css'

/**
 * The row under a wizard step: Back when the machine allows `step.previous` (a spacer keeps the
 * main action on the right otherwise), then the step's own action.
 */
export function StepActions({ children }: { children: ReactNode }) {
  const actor = useRegistration()
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const canGoBack = useSelector(actor, (s) => s.can({ type: 'step.previous' }))
  return (
    <div className={styles.actions}>
      {canGoBack ? (
        <Button variant="secondary" onPress={() => actor.send({ type: 'step.previous' })} isDisabled={loading}>
          <Trans>Back</Trans>
        </Button>
      ) : (
        <span />
      )}
      {children}
    </div>
  )
}
