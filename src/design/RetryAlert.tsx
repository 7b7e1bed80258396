import { Trans } from '@lingui/react/macro'
import { Button } from './Button'
import { FormError } from './FormError'
import { actions } from './primitives.css'

export interface RetryAlertProps {
  /** Why the part failed, in one sentence, already translated. */
  children: string
  /** Sends the flow's retry. */
  onRetry: () => void
  /**
   * Move focus to the alert when it appears: for a failure that answers the player's own press
   * (see FormError), not for a part that failed to load on its own.
   */
  takeFocus?: boolean
  /** A way out beside Try again (Cancel, Back to the form); Try again is then the primary button. */
  alternative?: { label: string; onPress: () => void }
}

/**
 * A part that could not load or send: why, in one sentence, and Try again (which sends the
 * flow's retry), in the box of FormError, announced when it appears.
 *
 * @example <RetryAlert onRetry={() => actor.send({ type: 'lobby.retry' })}>{t`The games could not be loaded. Please try again.`}</RetryAlert>
 */
export function RetryAlert({ children, onRetry, takeFocus = false, alternative }: RetryAlertProps) {
  return (
    <FormError message={children} takeFocus={takeFocus}>
      <div className={actions}>
        <Button variant={alternative ? 'primary' : 'secondary'} onPress={onRetry}>
          <Trans>Try again</Trans>
        </Button>
        {alternative ? (
          <Button variant="secondary" onPress={alternative.onPress}>
            {alternative.label}
          </Button>
        ) : null}
      </div>
    </FormError>
  )
}
