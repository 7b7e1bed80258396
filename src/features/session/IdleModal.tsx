import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { DialogSkeleton } from '../../design/DialogSkeleton'
import { useSessionRef } from './useSession'

/**
 * The dialog and react-aria are not in the first page's code: they load once a player is signed in,
 * so that the warning, 30 minutes later, needs no network (the connection may be gone by then).
 */
const loadIdleDialog = () => import('./IdleDialog').then((m) => ({ default: m.IdleDialog }))
const IdleDialog = lazy(loadIdleDialog)

/**
 * The idle-player modal: after 30 minutes without activity the player is asked to continue, with
 * the seconds left before the inactivity logout (IdleDialog).
 */
export function IdleModal() {
  const { t } = useLingui()
  const session = useSessionRef()
  const warned = useSelector(session, (s) => s?.hasTag('idleWarning') ?? false)
  const [Loaded, setLoaded] = useState<ComponentType | null>(null)
  useEffect(() => {
    if (!session) return
    let current = true
    void loadIdleDialog().then((m) => current && setLoaded(() => m.default))
    return () => {
      current = false
    }
  }, [session])
  if (!session || !warned) return null
  // Loaded in advance: shown at once, with no skeleton in between (nor React's reveal delay).
  if (Loaded) return <Loaded />
  return (
    <Suspense fallback={<DialogSkeleton title={t`Are you still there?`} />}>
      <IdleDialog />
    </Suspense>
  )
}
