import { lazy, Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { DialogSkeleton } from '../../design/DialogSkeleton'
import { useSearchParamDialog } from '../../design/useSearchParamDialog'
import { LOGIN_SEARCH_PARAM, validateLoginSearch } from './loginSearch'

/** The dialog, the form and react-aria load when the modal first opens, not with the page. */
const LoginDialog = lazy(() => import('./LoginDialog').then((m) => ({ default: m.LoginDialog })))

/**
 * Mounted once in the site layout; `?login=1` opens the login form over the current page, which
 * becomes the page to return to unless the URL names another (`redirect`, from guard 8).
 */
export function LoginModal() {
  const { t } = useLingui()
  const { isOpen, close } = useSearchParamDialog(LOGIN_SEARCH_PARAM, /\/login\/?$/)
  const pathname = useLocation({ select: (location) => location.pathname })
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> })

  if (!isOpen) return null
  const { redirect, bonusCode } = validateLoginSearch(search)
  return (
    <Suspense fallback={<DialogSkeleton title={t`Log in`} />}>
      <LoginDialog redirect={redirect ?? pathname} bonusCode={bonusCode} close={close} />
    </Suspense>
  )
}
