import { useEffect, useRef, type ReactNode } from 'react'
import * as styles from './form.css'

export interface FormErrorProps {
  /** What went wrong with the whole form, already translated; nothing renders without it. */
  message: string | null | undefined
  /** What the player can do about it: details, a link, a button. */
  children?: ReactNode
  /**
   * Move focus to the box when it appears or its message changes: for an error answering a
   * submit, whose button was disabled while the call was out (focus would otherwise fall to the
   * page, outside a dialog). Not for errors that appear without the player acting.
   */
  takeFocus?: boolean
}

/**
 * The error about a whole form (a refused login, a failed call), announced when it appears and
 * shown in the same box at login, sign-up and password reset.
 *
 * @example <FormError message={error && i18n._(errorMessage('registration', error))} />
 */
export function FormError({ message, children, takeFocus = false }: FormErrorProps) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (takeFocus && message) box.current?.focus()
  }, [takeFocus, message])
  if (!message) return null
  return (
    <div role="alert" className={styles.formError} ref={box} tabIndex={takeFocus ? -1 : undefined}>
      <p className={styles.formErrorMessage}>{message}</p>
      {children}
    </div>
  )
}
