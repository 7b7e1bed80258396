import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { useParams } from '@tanstack/react-router'
import type { ActorRefFrom } from 'xstate'
import type { activityTimerMachine } from '../../../machines/activityTimer/activityTimer.machine'
import { activityTimerFlow } from '../../flows/activityTimer'
import { useFlow } from '../../flows/useFlow'
import { useIsAuthorized } from '../session/useSession'

export type ActivityTimerRef = ActorRefFrom<typeof activityTimerMachine>

const ActivityTimerContext = createContext<ActivityTimerRef | null>(null)

/**
 * One activity timer (reality check) for the whole site while a player is signed in: the dialog
 * and the interval setting on the responsible-gambling page read the same actor. It starts at
 * sign-in and stops at sign-out; a change of language starts it again for the new pages (the
 * platform still counts from the same login, so nothing is lost).
 */
export function ActivityTimerProvider({ children }: { children: ReactNode }) {
  const authorized = useIsAuthorized()
  const langmarket = useParams({ strict: false, select: (params) => (params as { langmarket?: string }).langmarket })
  const [timer, setTimer] = useState<ActivityTimerRef | null>(null)
  return (
    <ActivityTimerContext.Provider value={timer}>
      {authorized && langmarket ? <ActivityTimerRunner key={langmarket} langmarket={langmarket} onStart={setTimer} /> : null}
      {children}
    </ActivityTimerContext.Provider>
  )
}

function ActivityTimerRunner({ langmarket, onStart }: { langmarket: string; onStart: (timer: ActivityTimerRef | null) => void }) {
  const timer = useFlow(activityTimerFlow, { historyHref: `/${langmarket}/my-account/transactions` })
  useEffect(() => {
    onStart(timer)
    return () => onStart(null)
  }, [timer, onStart])
  return null
}

/** The signed-in player's activity timer, or null for a visitor. */
export function useActivityTimer(): ActivityTimerRef | null {
  return useContext(ActivityTimerContext)
}
