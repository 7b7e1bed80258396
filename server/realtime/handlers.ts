/** The realtime area's one operation: a one-time ticket for the player websocket. */
import { defineHandlers } from '../http/handler.ts'
import { issueTicket } from './tickets.ts'

export const realtimeHandlers = defineHandlers({
  async createRealtimeTicket(_request, { db, session }) {
    return { status: 201, body: await issueTicket(db, session!) }
  },
})
