import { useLingui } from '@lingui/react/macro'
import * as styles from './pageLoader.css'
import { visuallyHidden } from '../design/utilities.css'

/** A polite, labelled spinner; the label is read once, the animation is decorative. */
export function PageLoader() {
  const { t } = useLingui()
  return (
    <div role="status" aria-live="polite" className={styles.wrapper}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={visuallyHidden}>{t`Loading…`}</span>
    </div>
  )
}
