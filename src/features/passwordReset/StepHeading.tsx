import { useEffect, useRef, type ReactNode } from 'react'
import * as styles from './passwordReset.css'

/**
 * The step's heading takes focus when the step changes, so keyboard and screen-reader users
 * hear where they are instead of staying on a button that no longer exists. The first step of a
 * freshly opened page keeps the browser's own focus.
 */
export function StepHeading({ children, focusOnMount }: { children: ReactNode; focusOnMount: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnMount) ref.current?.focus()
  }, [focusOnMount])
  return (
    <h2 ref={ref} tabIndex={-1} className={styles.stepTitle}>
      {children}
    </h2>
  )
}

export function FormError({ message }: { message: string | null }) {
  // The live region stays mounted so an error appearing in it is announced.
  return (
    <div role="alert" aria-atomic="true">
      {message && <p className={styles.formError}>{message}</p>}
    </div>
  )
}
