import { lazy, Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { DialogSkeleton } from '../../design/DialogSkeleton'
import { useActivityTimer } from './ActivityTimerContext'

/** The dialog loads when a reality check first falls due, not with the page. */
const RealityCheckDialog = lazy(() => import('./RealityCheckDialog').then((m) => ({ default: m.RealityCheckDialog })))

/** The reality check (spec 000 §4 "Activity timer"): shown while the activity timer says it is due. */
export function RealityCheckModal() {
  const { t } = useLingui()
  const timer = useActivityTimer()
  const open = useSelector(timer ?? undefined, (s) => s?.hasTag('realityCheck') ?? false)
  if (!timer || !open) return null
  return (
    <Suspense fallback={<DialogSkeleton title={t`Reality check`} />}>
      <RealityCheckDialog timer={timer} />
    </Suspense>
  )
}
