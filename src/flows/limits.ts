import { limitsMachine } from '../../machines/limits/limits.machine'
import { changeLimit, loadLimits } from '../api/limits.actors'
import type { Flow } from './useFlow'

/** One family of gambling limits with the platform calls. */
export const limitsFlow: Flow<typeof limitsMachine> = () => limitsMachine.provide({ actors: { loadLimits, changeLimit } })
