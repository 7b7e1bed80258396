/**
 * Call actors of the tournaments flow: the public list for visitors and the player's list with their
 * own standing (spec 001 §7 Tournaments). Each resolves with the platform's answer or rejects with an
 * ApiCallError.
 */
import { fromPromise } from 'xstate'
import type { Tournament, TournamentRequest } from '../../machines/tournaments/tournaments.machine'
import { api } from './client'
import { unwrap } from './errors'

/** GET /tournament/public/{market}/{vertical}/{lang}: no personal standing. */
export const listPublicTournaments = fromPromise<Tournament[], TournamentRequest>(async ({ input, signal }) =>
  unwrap(await api.GET('/api/v1/tournament/public/{market}/{vertical}/{lang}', { params: { path: input }, signal })),
)

/** GET /tournament/{market}/{vertical}/{lang}: with the signed-in player's own standing. */
export const listTournaments = fromPromise<Tournament[], TournamentRequest>(async ({ input, signal }) =>
  unwrap(await api.GET('/api/v1/tournament/{market}/{vertical}/{lang}', { params: { path: input }, signal })),
)
