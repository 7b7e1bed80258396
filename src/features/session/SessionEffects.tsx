import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useParams } from '@tanstack/react-router'
import { useRootActors } from '../../app/RootActorsContext'
import { useSessionRef } from './useSession'

/** Activity closer together than this is one activity: the session needs a sign of life, not every move. */
const ACTIVITY_THROTTLE_MS = 5_000
const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const

/** Site data a logout keeps (spec: logout resets the player state but keeps markets and partners). */
const siteDataPaths: readonly unknown[] = ['/api/v1/markets', '/api/v1/countries']

/** The player state of the logout already sent home, so a remount does not send the visitor home again. */
let handledLogout: object | null = null

/**
 * What the session needs from the page: pointer and keyboard activity for the idle timer, fresh
 * server data when a player signs in, and the player's data dropped and the home page when the session ends
 * (spec: any 401 or 403 logs the player out and returns home).
 */
export function SessionEffects() {
  const { authorization } = useRootActors()
  const session = useSessionRef()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })

  useEffect(() => {
    if (!session) return
    let last = 0
    const onActivity = () => {
      const now = Date.now()
      if (now - last < ACTIVITY_THROTTLE_MS) return
      last = now
      session.send({ type: 'session.activity' })
    }
    for (const type of activityEvents) window.addEventListener(type, onActivity, { passive: true })
    return () => {
      for (const type of activityEvents) window.removeEventListener(type, onActivity)
    }
  }, [session])

  useEffect(() => {
    let signedIn = false
    const follow = (snapshot: ReturnType<typeof authorization.getSnapshot>) => {
      if (snapshot.hasTag('authorized') && !signedIn) {
        signedIn = true
        void queryClient.invalidateQueries()
      } else if (snapshot.hasTag('anonymous') && snapshot.context.logoutReason && snapshot.context !== handledLogout) {
        // A refusal can end the session while a route is still loading, before this layout mounted.
        handledLogout = snapshot.context
        signedIn = false
        queryClient.removeQueries({ predicate: (query) => !siteDataPaths.includes(query.queryKey[1]) })
        void navigate({ to: '/$langmarket', params: { langmarket }, replace: true })
      }
    }
    const current = authorization.getSnapshot()
    signedIn = current.hasTag('authorized')
    follow(current)
    const subscription = authorization.subscribe(follow)
    return () => subscription.unsubscribe()
  }, [authorization, queryClient, navigate, langmarket])

  return null
}
