import { lazy, Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { DialogSkeleton } from '../../design/DialogSkeleton'
import { useSearchParamDialog } from '../../design/useSearchParamDialog'
import { PREGAME_SEARCH_PARAM } from './gamePath'

const PreGameDialog = lazy(() => import('./PreGameDialog').then((m) => ({ default: m.PreGameDialog })))

/** Mounted once in the site layout; `?pregame=<slug>` opens the mobile pre-game dialog over the page. */
export function PreGameModal() {
  const { t } = useLingui()
  // No page shows it on its own: a pattern no path matches.
  const { isOpen, close } = useSearchParamDialog(PREGAME_SEARCH_PARAM, /$^/)
  const slug = useLocation({ select: (location) => (location.search as Record<string, unknown>)[PREGAME_SEARCH_PARAM] })
  if (!isOpen || typeof slug !== 'string' || !slug) return null
  return (
    <Suspense fallback={<DialogSkeleton title={t`Game`} />}>
      <PreGameDialog slug={slug} close={close} />
    </Suspense>
  )
}
