import { tournamentsMachine } from '../../machines/tournaments/tournaments.machine'
import { listPublicTournaments, listTournaments } from '../api/tournaments.actors'
import type { Flow } from './useFlow'

/** A lobby's tournaments with the platform's two tournament calls. */
export const tournamentsFlow: Flow<typeof tournamentsMachine> = () => tournamentsMachine.provide({ actors: { listPublicTournaments, listTournaments } })
