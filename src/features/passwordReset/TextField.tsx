import type { ReactNode } from 'react'
import { FieldError, Input, Label, Text, TextField as AriaTextField, type TextFieldProps } from 'react-aria-components'
import * as styles from './passwordReset.css'

interface FieldProps extends Omit<TextFieldProps, 'className' | 'isInvalid' | 'children'> {
  label: ReactNode
  hint?: ReactNode
  /** The platform's or the flow's verdict on this field, already translated. */
  error?: string | null
  inputMode?: 'text' | 'numeric' | 'email'
}

/**
 * A labelled input whose error is tied to it (`aria-describedby`, `aria-invalid`) and announced
 * when it appears. Validation is the flow's job, so the browser's own bubbles stay off.
 */
export function TextField({ label, hint, error, inputMode, ...props }: FieldProps) {
  return (
    <AriaTextField {...props} className={styles.field} isInvalid={Boolean(error)} validationBehavior="aria">
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} inputMode={inputMode} />
      {hint && (
        <Text slot="description" className={styles.hint}>
          {hint}
        </Text>
      )}
      <FieldError className={styles.fieldError}>
        <span role="alert">{error}</span>
      </FieldError>
    </AriaTextField>
  )
}
