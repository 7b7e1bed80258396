import { Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Modal } from '../../design/Dialog'
import { FormSkeleton } from '../../design/FormSkeleton'
import { SignUp } from './SignUp'

/** The sign-up modal's dialog and wizard: its own chunk, see SignUpModal. */
export function SignUpDialog({ returnTo, close }: { returnTo: string; close: () => void }) {
  const { t } = useLingui()
  return (
    <Modal title={t`Sign up`} isOpen onOpenChange={(open) => !open && close()}>
      <Suspense fallback={<FormSkeleton fields={5} />}>
        <SignUp returnTo={returnTo} />
      </Suspense>
    </Modal>
  )
}
