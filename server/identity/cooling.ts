/**
 * Cooling off from the time-out refusal (spec 000 §4: "Cooling off starts a 1-day timeout"). The
 * player is not signed in; the id and the cooling ticket come from the refusal payload, and the
 * ticket (cooling-ticket.ts) is the proof: it must be genuine, unexpired, name this player and
 * belong to the time-out still running. A cooling-off never shortens a restriction already
 * running: the time-out ends at the later of its current end and one day from now. A second
 * cooling-off while one runs is refused; other restrictions (exclusions, closed accounts) never
 * get a ticket.
 */
import { ApiProblem } from '../http/errors.ts'
import { defineHandlers } from '../http/handler.ts'
import { invalidTicket, verifyCoolingTicket } from './cooling-ticket.ts'
import { playerById } from './players.ts'
import { isUuid } from './problems.ts'
import { limits } from './settings.ts'

const notFound = () => new ApiProblem(404, 'error.player.not.found', 'No such player.')
const alreadyActive = (what: string) => new ApiProblem(409, 'error.cooling.already_active', `${what} is already running.`)

export const coolingHandlers = defineHandlers({
  async startPlayerCooling(request, { db }) {
    const { id } = request.params
    const { playerId, coolingTicket } = request.body
    if (id !== playerId) throw new ApiProblem(400, 'error.player.id.mismatch', 'The path id and the body playerId differ.')
    // Before anything about the player is read, so without a ticket nothing can be learnt.
    const ticketFor = await verifyCoolingTicket(db, coolingTicket, id)
    if (!isUuid(id)) throw notFound()
    return db.transaction(async (tx) => {
      const p = await playerById(tx, id, true)
      if (!p || p.status === 'PRE_REGISTERED') throw notFound()
      const now = Date.now()
      const until = p.restricted_until === null ? null : new Date(p.restricted_until).getTime()
      // The ticket belongs to one time-out: once it has changed (or ended) the ticket is spent.
      if (p.status !== 'TIMEOUT' || until !== ticketFor) throw invalidTicket()
      if (p.restriction_is_cooling && until !== null && until > now) throw alreadyActive('A cooling-off')
      const end = Math.max(now + limits.coolingMs, until ?? 0)
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
