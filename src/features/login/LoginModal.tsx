import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { Modal } from '../../design/Dialog'
import { LoginForm } from './LoginForm'
import { LOGIN_SEARCH_PARAM, validateLoginSearch } from './loginSearch'

/**
 * Mounted once in the site layout; `?login=1` opens the login form over the current page, which
 * becomes the page to return to unless the URL names another (`redirect`, from guard 8).
 */
export function LoginModal() {
  const { t } = useLingui()
  const navigate = useNavigate()
  // The login page has the form already; a second one over it would only confuse.
  const open = useLocation({
    select: (location) =>
      LOGIN_SEARCH_PARAM in (location.search as Record<string, unknown>) && !/\/login\/?$/.test(location.pathname),
  })
  const pathname = useLocation({ select: (location) => location.pathname })
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> })

  const close = useCallback(
    () =>
      navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => {
          const { [LOGIN_SEARCH_PARAM]: _closed, ...rest } = previous
          return rest
        },
        replace: true,
      }),
    [navigate],
  )

  if (!open) return null
  const { redirect, bonusCode } = validateLoginSearch(search)
  return (
    <Modal title={t`Log in`} isOpen onOpenChange={(isOpen) => !isOpen && close()}>
      <LoginForm redirect={redirect ?? pathname} bonusCode={bonusCode} />
    </Modal>
  )
}
