import { createContext, useContext } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { registrationMachine } from '../../../machines/registration/registration.machine'

export type RegistrationActor = ActorRefFrom<typeof registrationMachine>

export const RegistrationContext = createContext<RegistrationActor | null>(null)

/** The wizard's actor; steps read it with `useSelector` one field at a time and send events to it. */
export function useRegistration(): RegistrationActor {
  const actor = useContext(RegistrationContext)
  if (!actor) throw new Error('useRegistration needs <SignUpWizard> above it')
  return actor
}
