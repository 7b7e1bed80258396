import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { useLingui } from '@lingui/react'
import { genericFieldMessage, registrationMessage } from './registrationMessages'
import * as styles from './signup.css'

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: ReactNode
  hint?: ReactNode
  /** Catalogue code of this field's error, from the machine. */
  errorCode?: string
  inputClassName?: string
}

/** A labelled input whose hint and error are tied to it by aria-describedby; the error is announced. */
export function Field({ label, hint, errorCode, inputClassName, id, ...input }: FieldProps) {
  const { i18n } = useLingui()
  const generated = useId()
  const inputId = id ?? generated
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = errorCode ? `${inputId}-error` : undefined
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        {...input}
        id={inputId}
        className={inputClassName ?? styles.input}
        aria-invalid={errorCode ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      {errorCode && <FieldError id={errorId!}>{i18n._(registrationMessage(errorCode, genericFieldMessage))}</FieldError>}
    </div>
  )
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className={styles.fieldError}>
      {children}
    </p>
  )
}

/** The form-level error (a catalogue code), announced when it appears. */
export function FormError({ code }: { code: string | null }) {
  const { i18n } = useLingui()
  if (!code) return null
  return (
    <p role="alert" className={styles.formError}>
      {i18n._(registrationMessage(code))}
    </p>
  )
}
