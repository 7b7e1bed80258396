import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { passwordResetMachine } from '../../../machines/passwordReset/passwordReset.machine'
import type { ResetField } from '../../../machines/passwordReset/resetErrors'
import { fallbackFieldMessage, fallbackFormMessage, fieldMessages, formMessages } from './messages'

export type ResetActor = ActorRefFrom<typeof passwordResetMachine>

/** The translated error under one field, or null. */
export function useFieldError(actor: ResetActor, field: ResetField): string | null {
  const { i18n } = useLingui()
  const code = useSelector(actor, (snapshot) => snapshot.context.fieldErrors[field] ?? null)
  if (!code) return null
  return i18n._(fieldMessages[code] ?? fallbackFieldMessage[field])
}

/** The translated error about the whole form (the platform failed, too many attempts), or null. */
export function useFormError(actor: ResetActor): string | null {
  const { i18n } = useLingui()
  const code = useSelector(actor, (snapshot) => snapshot.context.error?.code ?? null)
  if (!code) return null
  return i18n._(formMessages[code] ?? fallbackFormMessage)
}

export const useBusy = (actor: ResetActor) => useSelector(actor, (snapshot) => snapshot.hasTag('busy'))
