/** What an operation handler receives: the request, the reply, and the platform's services. */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import type { TokenService, Session } from '../auth/tokens.ts'
import type { Outbox } from '../outbox/outbox.ts'
import type { RealtimeHub } from '../realtime/hub.ts'
import type { Operation } from './operations.ts'

export interface Services {
  db: Db
  config: Config
  tokens: TokenService
  outbox: Outbox
  realtime: RealtimeHub
}

export interface HandlerContext extends Services {
  operation: Operation
  /** The verified session when the operation requires a token or one was sent. */
  session: Session | null
}

/** Returns the JSON body; sets a non-200 status with `reply.code()`, fails by throwing ApiProblem. */
export type Handler = (request: FastifyRequest, reply: FastifyReply, context: HandlerContext) => unknown | Promise<unknown>

export type Handlers = Record<string, Handler>
