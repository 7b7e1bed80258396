import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Button } from './Button'
import { alert, text } from './primitives.css'

/** A flow that could not load its data: why, in one sentence, and Try again (which sends the flow's retry). */
export function RetryAlert({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className={alert}>
      <p className={text}>{children}</p>
      <Button variant="secondary" onPress={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}
