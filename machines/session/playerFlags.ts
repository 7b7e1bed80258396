/**
 * Flags the login flow sets for the signed-in player and that must survive a reload: the terms
 * update (guard 9) and the first login (welcome). Authorization holds them; src/ stores them on the
 * device under the spec's local-storage keys (`showUpdatedTnC`, `firstLogin`).
 */
export interface PlayerFlags {
  /** A newer terms version than the player accepted exists (spec: showUpdatedTnC). */
  showUpdatedTnC: boolean
  firstLogin: boolean
}

export const noPlayerFlags: PlayerFlags = { showUpdatedTnC: false, firstLogin: false }
