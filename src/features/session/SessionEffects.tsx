import { useEffect } from 'react'
import { useParams } from '@tanstack/react-router'
import { useRootActors } from '../../app/RootActorsContext'
import { useSessionRef } from './useSession'

/** Activity closer together than this is one activity: the session needs a sign of life, not every move. */
const ACTIVITY_THROTTLE_MS = 5_000
const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const

/**
 * What the session hears from the page: pointer and keyboard activity for the idle timer, and the
 * locale being browsed, whose home page a logout returns to. The logout itself (player data
 * dropped, home page) is authorization's child machine, not an effect of this view.
 */
export function SessionEffects() {
  const { authorization } = useRootActors()
  const session = useSessionRef()
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })

  useEffect(() => {
    authorization.send({ type: 'auth.langmarketChanged', langmarket })
  }, [authorization, langmarket])

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

  return null
}
