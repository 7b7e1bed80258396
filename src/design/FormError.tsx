import type { ReactNode } from 'react'
import * as styles from './form.css'

export interface FormErrorProps {
  /** What went wrong with the whole form, already translated; nothing renders without it. */
  message: string | null | undefined
  /** What the player can do about it: details, a link, a button. */
  children?: ReactNode
}

/**
 * The error about a whole form (a refused login, a failed call), announced when it appears and
 * shown in the same box at login, sign-up and password reset.
 *
 * @example <FormError message={error && i18n._(errorMessage('registration', error))} />
 */
export function FormError({ message, children }: FormErrorProps) {
  if (!message) return null
  return (
    <div role="alert" className={styles.formError}>
      <p className={styles.formErrorMessage}>{message}</p>
      {children}
    </div>
  )
}
