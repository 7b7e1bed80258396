import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react'
import * as styles from './form.css'

/** On a page of its own a flow's step heading is the page's h1; under a dialog or page title, an h2. */
export const StepHeadingLevel = createContext<1 | 2>(2)

/**
 * A flow step's heading. When the flow moves to another step it takes focus, so a screen reader
 * announces where the player is and keyboard users continue from the top of the new step instead
 * of from a button that no longer exists. The step shown first keeps the browser's own focus.
 *
 * @example <StepHeading takeFocus={stepChanged}><Trans>Enter the code</Trans></StepHeading>
 */
export function StepHeading({ children, takeFocus }: { children: ReactNode; takeFocus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null)
  const level = useContext(StepHeadingLevel)
  useEffect(() => {
    if (takeFocus) ref.current?.focus()
  }, [takeFocus])
  const Tag = level === 1 ? 'h1' : 'h2'
  return (
    <Tag ref={ref} tabIndex={-1} className={level === 1 ? styles.pageStepHeading : styles.stepHeading}>
      {children}
    </Tag>
  )
}
