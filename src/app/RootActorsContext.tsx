import { createContext, useContext, type ReactNode } from 'react'
import type { RootActors } from './rootActors'

const RootActorsContext = createContext<RootActors | null>(null)

export function RootActorsProvider({ actors, children }: { actors: RootActors; children: ReactNode }) {
  return <RootActorsContext.Provider value={actors}>{children}</RootActorsContext.Provider>
}

/** The root actors; views read them with `useSelector` one field at a time. */
export function useRootActors(): RootActors {
  const actors = useContext(RootActorsContext)
  if (!actors) throw new Error('useRootActors needs <RootActorsProvider> above it')
  return actors
}
