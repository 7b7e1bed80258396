import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { RegistrationField } from '../../../machines/registration/registrationErrors'
import { focusFirstInvalid } from '../../design/focus'
import { errorMessage } from '../../i18n/errorMessages'
import { useRegistration } from './RegistrationContext'

/**
 * The sign-up step's errors as the player reads them: under each refused field, and about the
 * whole form. `fieldErrors` keeps the codes.
 */
export function useRegistrationErrors() {
  const { i18n } = useLingui()
  const actor = useRegistration()
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors)
  const error = useSelector(actor, (s) => s.context.error)
  return {
    fieldErrors,
    field: (name: RegistrationField): string | null => {
      const code = fieldErrors[name]
      return code ? i18n._(errorMessage('registration', code, name)) : null
    },
    form: error ? i18n._(errorMessage('registration', error)) : null,
  }
}

/**
 * What a step with a form needs: the flow, its errors, whether a call is running, and a ref for the
 * form. After the platform refuses the form, focus goes to its first invalid field, so a keyboard
 * or screen-reader user lands on what needs fixing instead of on the submit button.
 */
export function useStepForm() {
  const actor = useRegistration()
  const errors = useRegistrationErrors()
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (Object.keys(errors.fieldErrors).length === 0) return
    focusFirstInvalid(formRef.current)
  }, [errors.fieldErrors])
  return { actor, errors, loading, formRef }
}
