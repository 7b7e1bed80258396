import type { ReactNode } from 'react'
import { Input, Label, Text, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components'
import { FieldErrorSlot } from './FieldError'
import * as styles from './form.css'

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children' | 'isInvalid'> {
  label: ReactNode
  /** What to enter, under the label (`aria-describedby`). */
  description?: ReactNode
  /** The flow's verdict on this field, already translated; null or absent when it is fine. */
  error?: string | null
  /** Marks the field invalid when the reason is told elsewhere (a refused login blames both fields). */
  isInvalid?: boolean
  /** `code`: a one-time code in large, spaced digits. */
  appearance?: 'text' | 'code'
}

/**
 * A labelled text input whose description and error are tied to it (`aria-describedby`,
 * `aria-invalid`) and whose error is announced when it appears. Validation is the flow's job, so
 * the browser's own bubbles stay off unless `validationBehavior="native"` asks for them.
 *
 * @example <TextField name="email" type="email" autoComplete="email" label={t`E-mail`} error={emailError} />
 */
export function TextField({ label, description, error, isInvalid, appearance = 'text', validationBehavior = 'aria', ...props }: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      className={styles.field}
      // Undefined, not false: false would also silence the browser's verdict in native validation.
      isInvalid={isInvalid || Boolean(error) || undefined}
      validationBehavior={validationBehavior}
    >
      <Label className={styles.label}>{label}</Label>
      <Input className={appearance === 'code' ? styles.codeInput : styles.input} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorSlot error={error} />
    </AriaTextField>
  )
}

/** The description slot of a react-aria field, when there is one. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null
  return (
    <Text slot="description" elementType="p" className={styles.hint}>
      {children}
    </Text>
  )
}
