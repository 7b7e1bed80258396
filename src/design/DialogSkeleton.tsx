import { useId, type ReactNode } from 'react'
import { FormSkeleton } from './FormSkeleton'
import { dialog, dialogHeader, modal, overlay } from './primitives.css'

/**
 * What a modal shows while its code loads (the dialogs load on demand, so react-aria is not in the
 * first page's code): the dialog's frame and title over the form's skeleton. Same frame and
 * heading level as Modal, so the dialog does not jump when it arrives.
 */
export function DialogSkeleton({ title, fields }: { title: ReactNode; fields?: number }) {
  const titleId = useId()
  return (
    <div className={overlay}>
      <div className={modal}>
        <div role="dialog" aria-modal="true" aria-labelledby={titleId} aria-busy="true" className={dialog}>
          <div className={dialogHeader}>
            <h3 id={titleId}>{title}</h3>
          </div>
          <FormSkeleton fields={fields} />
        </div>
      </div>
    </div>
  )
}
