/**
 * Flags the login flow sets for the signed-in player and that must survive a reload: the terms
 * update (guard 9) and the first login (welcome). Local-storage keys are the spec's.
 */
export interface PlayerFlags {
  /** A newer terms version than the player accepted exists (spec: showUpdatedTnC). */
  showUpdatedTnC: boolean
  firstLogin: boolean
}

export const playerFlagKeys = { showUpdatedTnC: 'showUpdatedTnC', firstLogin: 'firstLogin' } as const

export const noPlayerFlags: PlayerFlags = { showUpdatedTnC: false, firstLogin: false }

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage
}

export function readPlayerFlags(): PlayerFlags {
  const store = storage()
  if (!store) return noPlayerFlags
  return {
    showUpdatedTnC: store.getItem(playerFlagKeys.showUpdatedTnC) === 'true',
    firstLogin: store.getItem(playerFlagKeys.firstLogin) === 'true',
  }
}

/** Writes the flags; `null` removes them, as a logout does. */
export function writePlayerFlags(flags: PlayerFlags | null): void {
  const store = storage()
  if (!store) return
  for (const key of Object.keys(playerFlagKeys) as (keyof PlayerFlags)[]) {
    if (flags?.[key]) store.setItem(playerFlagKeys[key], 'true')
    else store.removeItem(playerFlagKeys[key])
  }
}
