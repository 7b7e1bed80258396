/**
 * Cooling off from the time-out refusal (spec 000 §4: "Cooling off starts a 1-day timeout"). The
 * player is not signed in; the id comes from the refusal payload. A cooling-off never shortens a
 * restriction already running: the time-out ends at the later of its current end and one day from
 * now. A second cooling-off while one runs, or one over a self-exclusion, is refused.
 */
import { ApiProblem } from '../http/errors.ts'
import { defineHandlers } from '../http/handler.ts'
import { playerById } from './players.ts'
import { isUuid } from './problems.ts'
import { limits } from './settings.ts'

const notFound = () => new ApiProblem(404, 'error.player.not.found', 'No such player.')
const alreadyActive = (what: string) => new ApiProblem(409, 'error.cooling.already_active', `${what} is already running.`)

export const coolingHandlers = defineHandlers({
  async startPlayerCooling(request, { db }) {
    const { id } = request.params
    const { playerId } = request.body
    if (id !== playerId) throw new ApiProblem(400, 'error.player.id.mismatch', 'The path id and the body playerId differ.')
    if (!isUuid(id)) throw notFound()
    return db.transaction(async (tx) => {
      const p = await playerById(tx, id, true)
      if (!p || p.status === 'PRE_REGISTERED') throw notFound()
      const now = Date.now()
      const until = p.restricted_until === null ? null : new Date(p.restricted_until).getTime()
      if (p.status === 'CLOSED' || p.status === 'BLACKLISTED') throw new ApiProblem(409, 'error.cooling.already_active', 'The account is not open.')
      if (p.status === 'SELF_EXCLUDED' && (until === null || until > now)) throw alreadyActive('A self-exclusion')
      if (p.status === 'TIMEOUT' && p.restriction_is_cooling && until !== null && until > now) throw alreadyActive('A cooling-off')
      const end = Math.max(now + limits.coolingMs, p.status === 'TIMEOUT' && until !== null ? until : 0)
      const timeoutUntil = new Date(end).toISOString()
      await tx.query(
        `update players set status = 'TIMEOUT', restricted_until = $2, restriction_initiator = 'PLAYER', restriction_is_cooling = true,
           updated_at = now() where id = $1`,
        [id, timeoutUntil],
      )
      return { status: 200, body: { playerId: id, timeoutUntil } }
    })
  },
})
