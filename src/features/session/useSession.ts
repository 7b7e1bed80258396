import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { sessionMachine } from '../../../machines/session/session.machine'
import { useRootActors } from '../../app/RootActorsContext'

export type SessionRef = ActorRefFrom<typeof sessionMachine>

/** The running session actor while a player is signed in, otherwise undefined. */
export function useSessionRef(): SessionRef | undefined {
  const { authorization } = useRootActors()
  return useSelector(authorization, (s) => s.children.session as SessionRef | undefined)
}

export function useIsAuthorized(): boolean {
  const { authorization } = useRootActors()
  return useSelector(authorization, (s) => s.hasTag('authorized'))
}
