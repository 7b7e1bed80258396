import { useContext, type ReactNode } from 'react'
import { FieldErrorContext, Text } from 'react-aria-components'
import * as styles from './form.css'

/**
 * An error under a field or a group of fields (a date of birth), announced when it appears. The
 * control it explains points at its `id` with `aria-describedby`.
 *
 * @example <FieldError id="birth-error">{message}</FieldError>
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className={styles.fieldError}>
      {children}
    </p>
  )
}

/**
 * The error slot of a react-aria field: the flow's message, else the browser's own verdict when the
 * field validates natively. react-aria gives it its id and adds that to the input's
 * `aria-describedby`; only a field that is invalid and has something to say renders it.
 */
export function FieldErrorSlot({ error }: { error?: string | null }) {
  const validation = useContext(FieldErrorContext)
  const text = error || validation?.validationErrors.join(' ')
  if (!validation?.isInvalid || !text) return null
  return (
    <Text slot="errorMessage" elementType="p" role="alert" className={styles.fieldError}>
      {text}
    </Text>
  )
}
