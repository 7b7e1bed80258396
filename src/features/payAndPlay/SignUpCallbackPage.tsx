import { useEffect, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import * as cashier from '../deposit/cashier.css'
import type { SignUpCallbackMessage } from './PayAndPlayPage'

/**
 * /{langmarket}/signup/callback: where the bank sends its frame back. It posts
 * `{ type: 'signup-callback', code, sessionId }` (and the bank's error, when declined) to the Pay N
 * Play page around the frame, on this site's origin only, and says so in case it was opened alone.
 */
export function SignUpCallbackPage({ sessionId, code, error }: { sessionId: string | null; code: string | null; error: string | null }) {
  const [framed] = useState(() => typeof window !== 'undefined' && window.parent !== window)
  useEffect(() => {
    if (!framed || !sessionId) return
    const message: SignUpCallbackMessage = { type: 'signup-callback', sessionId, code, error }
    window.parent.postMessage(message, window.location.origin)
  }, [framed, sessionId, code, error])
  return (
    <p className={cashier.status} role="status">
      {framed ? <Trans>Returning from your bank…</Trans> : <Trans>This page finishes a Pay N Play payment. Please start Pay N Play again from the sign-up page.</Trans>}
    </p>
  )
}
