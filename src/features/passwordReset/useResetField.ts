import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { passwordResetMachine } from '../../../machines/passwordReset/passwordReset.machine'
import type { ResetField } from '../../../machines/passwordReset/resetErrors'
import { errorMessage } from '../../i18n/errorMessages'

export type ResetActor = ActorRefFrom<typeof passwordResetMachine>

/** What every step view of the reset gets: the flow, and whether its heading takes focus. */
export interface ResetStepProps {
  actor: ResetActor
  focusHeading: boolean
}

/** The translated error under one field, or null. */
export function useFieldError(actor: ResetActor, field: ResetField): string | null {
  const { i18n } = useLingui()
  const code = useSelector(actor, (snapshot) => snapshot.context.fieldErrors[field] ?? null)
  return code ? i18n._(errorMessage('passwordReset', code, field)) : null
}

/** The translated error about the whole form (the platform failed, too many attempts), or null. */
export function useFormError(actor: ResetActor): string | null {
  const { i18n } = useLingui()
  const code = useSelector(actor, (snapshot) => snapshot.context.error?.code ?? null)
  return code ? i18n._(errorMessage('passwordReset', code)) : null
}

export const useBusy = (actor: ResetActor) => useSelector(actor, (snapshot) => snapshot.hasTag('busy'))
