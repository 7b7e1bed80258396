import { useEffect, useRef } from 'react'

/**
 * After the platform refuses a form, focus goes to its first invalid field, so a keyboard or
 * screen-reader user lands on what needs fixing instead of on the submit button.
 */
export function useFocusFirstInvalid<T extends HTMLElement>(errors: object) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (Object.keys(errors).length === 0) return
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errors])
  return ref
}
