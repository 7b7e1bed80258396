import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { Modal } from '../../design/Dialog'
import { useSearchParamDialog } from '../../design/useSearchParamDialog'
import { LoginForm, type LoginStep } from './LoginForm'
import { LOGIN_SEARCH_PARAM, validateLoginSearch } from './loginSearch'

/**
 * Mounted once in the site layout; `?login=1` opens the login form over the current page, which
 * becomes the page to return to unless the URL names another (`redirect`, from guard 8).
 */
export function LoginModal() {
  const { t } = useLingui()
  const { isOpen, close } = useSearchParamDialog(LOGIN_SEARCH_PARAM, /\/login\/?$/)
  const pathname = useLocation({ select: (location) => location.pathname })
  // Newer terms must be answered before the site: that step cannot be dismissed.
  const [step, setStep] = useState<LoginStep>('form')
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> })

  if (!isOpen) return null
  const { redirect, bonusCode } = validateLoginSearch(search)
  return (
    <Modal title={t`Log in`} isOpen onOpenChange={(isOpen) => !isOpen && close()} isDismissable={step !== 'terms'}>
      <LoginForm redirect={redirect ?? pathname} bonusCode={bonusCode} onStepChange={setStep} />
    </Modal>
  )
}
