import { countryCheckMachine } from '../../machines/countryCheck/countryCheck.machine'
import { fetchAccessContext } from '../api/system.actors'

/**
 * The country check with the platform call. A root flow: the shell creates it once in
 * createRootActors (before any view, router or root actors exist), so it is the provided machine
 * itself rather than a `Flow` a view starts with useFlow.
 */
export const countryCheckFlow = countryCheckMachine.provide({ actors: { fetchAccessContext } })
