import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Modal } from '../../design/Dialog'
import { LoginForm, type LoginStep } from './LoginForm'

/** The login modal's dialog and form (password reset included): its own chunk, see LoginModal. */
export function LoginDialog({ redirect, bonusCode, close }: { redirect: string; bonusCode: string | undefined; close: () => void }) {
  const { t } = useLingui()
  // Newer terms must be answered before the site: that step cannot be dismissed.
  const [step, setStep] = useState<LoginStep>('form')
  return (
    <Modal title={t`Log in`} isOpen onOpenChange={(isOpen) => !isOpen && close()} isDismissable={step !== 'terms'}>
      <LoginForm redirect={redirect} bonusCode={bonusCode} onStepChange={setStep} />
    </Modal>
  )
}
