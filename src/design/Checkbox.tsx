import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { FieldError } from './FieldError'
import * as styles from './form.css'

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'children'> {
  /** The label; it may hold links (a native label does not toggle when a link inside it is followed). */
  children: ReactNode
  /** The flow's verdict, already translated. */
  error?: string | null
}

/**
 * A native checkbox with its label beside it and its error tied to it. Native rather than
 * react-aria's: the browser's own control needs no hidden input, and links inside its label work.
 *
 * @example <Checkbox name="marketingOptIn"><Trans>Send me offers.</Trans></Checkbox>
 */
export function Checkbox({ children, error, id, ...input }: CheckboxProps) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  return (
    <div className={styles.field}>
      <label className={styles.checkbox} htmlFor={inputId}>
        <input
          {...input}
          id={inputId}
          type="checkbox"
          className={styles.checkboxInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{children}</span>
      </label>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  )
}
