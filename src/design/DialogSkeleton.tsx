import { useId, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { dialog, dialogHeader, modal, overlay } from './primitives.css'
import { visuallyHidden } from './utilities.css'
import * as styles from './dialogSkeleton.css'

/**
 * What a modal shows while its code loads (the dialogs load on demand, so react-aria is not in the
 * first page's code): the dialog's frame and title, with placeholder fields. Same frame and
 * heading level as Modal, so the dialog does not jump when it arrives.
 */
export function DialogSkeleton({ title }: { title: ReactNode }) {
  const titleId = useId()
  return (
    <div className={overlay}>
      <div className={modal}>
        <div role="dialog" aria-modal="true" aria-labelledby={titleId} aria-busy="true" className={dialog}>
          <div className={dialogHeader}>
            <h3 id={titleId}>{title}</h3>
          </div>
          <SkeletonLines />
        </div>
      </div>
    </div>
  )
}

/** Placeholder fields with a polite "Loading…" for assistive technology, inside a dialog that is there. */
export function SkeletonLines() {
  const { t } = useLingui()
  return (
    <>
      <div className={styles.lines} aria-hidden="true">
        <span className={styles.shortLine} />
        <span className={styles.line} />
        <span className={styles.line} />
        <span className={styles.line} />
      </div>
      <span role="status" className={visuallyHidden}>
        {t`Loading…`}
      </span>
    </>
  )
}
