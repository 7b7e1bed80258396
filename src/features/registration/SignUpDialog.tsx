import { Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Modal } from '../../design/Dialog'
import { SkeletonLines } from '../../design/DialogSkeleton'
import { SignUp } from './SignUp'

/** The sign-up modal's dialog and wizard: its own chunk, see SignUpModal. */
export function SignUpDialog({ returnTo, close }: { returnTo: string; close: () => void }) {
  const { t } = useLingui()
  return (
    <Modal title={t`Sign up`} isOpen onOpenChange={(open) => !open && close()}>
      <Suspense fallback={<SkeletonLines />}>
        <SignUp returnTo={returnTo} />
      </Suspense>
    </Modal>
  )
}
