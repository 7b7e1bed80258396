import { useId, type ReactNode, type SelectHTMLAttributes } from 'react'
import { FieldError } from './FieldError'
import * as styles from './form.css'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'children'> {
  label: ReactNode
  options: readonly SelectOption[]
  error?: string | null
  /** Keeps a short label on one line above a narrow select. */
  nowrapLabel?: boolean
}

/**
 * A labelled native select (long lists such as countries get the platform's own picker on phones)
 * with its error tied to it.
 *
 * @example <SelectField label={t`Country`} value={country} onChange={…} options={countries} />
 */
export function SelectField({ label, options, error, nowrapLabel, id, ...select }: SelectFieldProps) {
  const generated = useId()
  const selectId = id ?? generated
  const errorId = `${selectId}-error`
  return (
    <div className={styles.field}>
      <label htmlFor={selectId} className={nowrapLabel ? styles.nowrapLabel : styles.label}>
        {label}
      </label>
      <select
        {...select}
        id={selectId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  )
}
