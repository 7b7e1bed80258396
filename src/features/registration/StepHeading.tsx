import { useEffect, useRef, type ReactNode } from 'react'
import * as styles from './signup.css'

/**
 * The step's heading. When the wizard moves to another step it takes focus, so a screen reader
 * announces the new step and keyboard users continue from the top of it.
 */
export function StepHeading({ children, takeFocus }: { children: ReactNode; takeFocus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (takeFocus) ref.current?.focus()
  }, [takeFocus])
  return (
    <h2 ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </h2>
  )
}
