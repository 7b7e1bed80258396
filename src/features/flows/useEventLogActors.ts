import { useEffect, useState } from 'react'
import type { EventLog } from '../../app/rootActors'

export type LoggedActor = ReturnType<EventLog['actors']>[number]

/**
 * The log's actors, refreshed at most once per animation frame: a busy flow can log dozens of
 * events a second and the page only needs to look live.
 */
export function useEventLogActors(log: EventLog): LoggedActor[] {
  const [actors, setActors] = useState<LoggedActor[]>(() => log.actors())
  useEffect(() => {
    let frame: number | null = null
    const unsubscribe = log.subscribe(() => {
      if (frame !== null) return
      frame = requestAnimationFrame(() => {
        frame = null
        setActors(log.actors())
      })
    })
    setActors(log.actors())
    return () => {
      if (frame !== null) cancelAnimationFrame(frame)
      unsubscribe()
    }
  }, [log])
  return actors
}
