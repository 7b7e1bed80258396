import { lazy, Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { DialogSkeleton } from '../../design/DialogSkeleton'
import { useSessionRef } from './useSession'

/** The dialog and react-aria load when a player is first warned, not with the page. */
const IdleDialog = lazy(() => import('./IdleDialog').then((m) => ({ default: m.IdleDialog })))

/**
 * The idle-player modal: after 30 minutes without activity the player is asked to continue, with
 * the seconds left before the inactivity logout (IdleDialog).
 */
export function IdleModal() {
  const { t } = useLingui()
  const session = useSessionRef()
  const warned = useSelector(session, (s) => s?.hasTag('idleWarning') ?? false)
  if (!session || !warned) return null
  return (
    <Suspense fallback={<DialogSkeleton title={t`Are you still there?`} />}>
      <IdleDialog />
    </Suspense>
  )
}
