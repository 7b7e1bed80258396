import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Input, Label, TextField as AriaTextField } from 'react-aria-components'
import { Button } from './Button'
import { FieldErrorSlot } from './FieldError'
import { FieldDescription, type TextFieldProps } from './TextField'
import * as styles from './form.css'

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'appearance'>

/**
 * A password input with a Show/Hide button beside it, so the player can check what they typed;
 * otherwise a TextField (label, description, error, `aria-describedby`).
 *
 * @example <PasswordField name="password" autoComplete="new-password" label={t`Password`} error={passwordError} />
 */
export function PasswordField({ label, description, error, isInvalid, validationBehavior = 'aria', id, ...props }: PasswordFieldProps) {
  const { t } = useLingui()
  const generated = useId()
  const inputId = id ?? generated
  const [shown, setShown] = useState(false)
  return (
    <AriaTextField
      {...props}
      id={inputId}
      type={shown ? 'text' : 'password'}
      className={styles.field}
      isInvalid={isInvalid || Boolean(error) || undefined}
      validationBehavior={validationBehavior}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.revealRow}>
        <Input className={styles.input} />
        {/* The visible word starts the accessible name, so voice control users can say what they see. */}
        <Button
          variant="quiet"
          aria-controls={inputId}
          aria-label={shown ? t`Hide password` : t`Show password`}
          onPress={() => setShown((visible) => !visible)}
        >
          {shown ? t`Hide` : t`Show`}
        </Button>
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorSlot error={error} />
    </AriaTextField>
  )
}
