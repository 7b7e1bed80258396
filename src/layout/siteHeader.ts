import { useSyncExternalStore } from 'react'
import type { GameTitle } from '../../machines/gameLaunch/gameLaunch.machine'

/**
 * The site header's game title (spec 000 §3, site header: gameTitle, providerTitle): set by the
 * game flow while a game is open, cleared when its page goes.
 */
let current: GameTitle | null = null
const listeners = new Set<() => void>()

export function setGameTitle(title: GameTitle | null): void {
  current = title
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function useGameTitle(): GameTitle | null {
  return useSyncExternalStore(subscribe, () => current, () => null)
}
