import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react'
import * as styles from './signup.css'

/** On the /signup page the step heading is the page's h1; inside the modal it sits below the dialog title. */
export const StepHeadingLevel = createContext<1 | 2>(2)

/**
 * The step's heading. When the wizard moves to another step it takes focus, so a screen reader
 * announces the new step and keyboard users continue from the top of it.
 */
export function StepHeading({ children, takeFocus }: { children: ReactNode; takeFocus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null)
  const Tag = useContext(StepHeadingLevel) === 1 ? 'h1' : 'h2'
  useEffect(() => {
    if (takeFocus) ref.current?.focus()
  }, [takeFocus])
  return (
    <Tag ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </Tag>
  )
}
