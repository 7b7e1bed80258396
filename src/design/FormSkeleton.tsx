import { useLingui } from '@lingui/react/macro'
import { visuallyHidden } from './utilities.css'
import * as styles from './skeleton.css'

/**
 * What a dialog shows under its title while its form loads: the form's shape (labels, fields, the
 * button), so the dialog opens at about its final size and does not jump, instead of a lone
 * spinner. Screen readers hear "Loading…" once.
 *
 * @example <Suspense fallback={<FormSkeleton fields={4} />}>…</Suspense>
 */
export function FormSkeleton({ fields = 3 }: { fields?: number }) {
  const { t } = useLingui()
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" data-testid="form-skeleton">
      <span className={visuallyHidden}>{t`Loading…`}</span>
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className={styles.field} aria-hidden="true">
          <span className={styles.label} />
          <span className={styles.input} />
        </div>
      ))}
      <span className={styles.action} aria-hidden="true" />
    </div>
  )
}
