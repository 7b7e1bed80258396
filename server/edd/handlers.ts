/** Enhanced due diligence questionnaire: the reference lists, the player's answer and its submission. */
import { defineHandlers } from '../http/handler.ts'
import { eddAnswer, occupations, playerSalaryRanges, sourcesOfFunds, submitAnswer } from './edd.ts'

export const eddHandlers = defineHandlers({
  async listOccupations() {
    return { status: 200, body: [...occupations] }
  },

  async listSourcesOfFunds() {
    return { status: 200, body: [...sourcesOfFunds] }
  },

  async listSalaryRanges(_request, { db, session }) {
    return { status: 200, body: await playerSalaryRanges(db, session!.player_id) }
  },

  async getEddAnswer(_request, { db, session }) {
    return { status: 200, body: await eddAnswer(db, session!.player_id) }
  },

  async submitEddAnswer(request, { db, session }) {
    return { status: 201, body: await submitAnswer(db, session!.player_id, request.body) }
  },
})
