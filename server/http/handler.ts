/**
 * Operation handlers typed from the contract. `defineHandlers({ opId: handler })` accepts only
 * operationIds of openapi/, gives each handler its operation's path parameters, query and JSON
 * body, and requires it to answer `{ status, body }` with a status the operation declares and
 * that status's body, so a handler that answers a shape the contract lacks does not compile
 * (server/http/handler.types.test.ts). Failures are still thrown as ApiProblem.
 */
import type { CookieSerializeOptions } from '@fastify/cookie'
import type { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import type { CaptchaProvider } from '../auth/captcha.ts'
import type { TokenService, Session } from '../auth/tokens.ts'
import type { Outbox } from '../outbox/outbox.ts'
import type { RealtimeHub } from '../realtime/hub.ts'
import type { ContentEvents } from '../system/content-events.ts'
import type { operations } from './contract-types.ts'
import type { FieldError } from './errors.ts'
import type { Operation } from './operations.ts'

export interface Services {
  db: Db
  config: Config
  tokens: TokenService
  outbox: Outbox
  realtime: RealtimeHub
  captcha: CaptchaProvider
  contentEvents: ContentEvents
}

/** Cookies set on the answer (the refresh cookie); the status and body come from the return value. */
export interface ResponseCookies {
  set(name: string, value: string, options: CookieSerializeOptions): void
  clear(name: string, options: CookieSerializeOptions): void
}

export interface HandlerContext extends Services {
  operation: Operation
  /** The verified session when the operation requires a token or one was sent. */
  session: Session | null
  cookies: ResponseCookies
}

/** What the route registration passes; `cookies` is added per request from the reply. */
export type RouteContext = Omit<HandlerContext, 'cookies'>

export type OperationId = keyof operations
type Op<K extends OperationId> = operations[K]
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never

/** Path parameters; `never` when the operation has none, so reading one does not compile. */
export type PathParams<K extends OperationId> = NonNullable<Op<K>['parameters']['path']>
export type QueryParams<K extends OperationId> = NonNullable<Op<K>['parameters']['query']>
/** The JSON request body; `undefined` when the operation takes none or it is optional and absent. */
export type RequestBody<K extends OperationId> = Op<K> extends { requestBody: infer R }
  ? Json<R>
  : Op<K> extends { requestBody?: infer R }
    ? Json<NonNullable<R>> | undefined
    : never

type Responses<K extends OperationId> = Op<K>['responses']
type ReplyFor<S, R> = R extends { content: { 'application/json': infer B } }
  ? { status: S; body: B }
  : R extends { content: { 'text/html': infer B } }
    ? // A page (the game launcher): sent as is, with its own headers (Content-Security-Policy, caching).
      { status: S; body: B; type: 'text/html; charset=utf-8'; headers?: Record<string, string> }
    : R extends { content: { 'text/event-stream': unknown } }
      ? // An event stream (content events): the stream is sent as it is written, never validated.
        { status: S; body: Readable; type: 'text/event-stream'; headers?: Record<string, string> }
      : R extends { content?: never }
        ? { status: S; body?: undefined }
        : // Another media type: no reply shape yet, so such a handler cannot compile.
          never

/** Every answer the operation may give: one `{ status, body }` per declared status. */
export type OperationReply<K extends OperationId> = {
  [S in keyof Responses<K> & number]: ReplyFor<S, Responses<K>[S]>
}[keyof Responses<K> & number]

export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Params: PathParams<K>
  Querystring: QueryParams<K>
  Body: RequestBody<K>
}>

export type OperationHandler<K extends OperationId> = (
  request: OperationRequest<K>,
  context: HandlerContext,
) => OperationReply<K> | Promise<OperationReply<K>>

/**
 * The field rules of an operation's handler that need nothing but the JSON body. They also run on
 * a body the contract's schema refused (http/error-handler.ts), so a form hears every problem in
 * one answer (docs/decisions.md). That body is unchecked: a rule reads a field only when it has
 * the type the rule expects.
 */
export type BodyFieldCheck = (body: Readonly<Record<string, unknown>>) => FieldError[]

/** What the route registration calls; made only by defineHandlers (or, for tests, below). */
const routeHandler: unique symbol = Symbol('route handler')
export type RouteHandler = ((request: FastifyRequest, reply: FastifyReply, context: RouteContext) => Promise<unknown>) & {
  readonly [routeHandler]: true
  readonly bodyFieldCheck?: BodyFieldCheck
}

/** Handlers by operationId, ready to register (http/openapi.ts). */
export type Handlers = { readonly [operationId: string]: RouteHandler }

interface AnyReply {
  status: number
  body?: unknown
  type?: string
  headers?: Record<string, string>
}

function toRoute(handler: (request: never, context: HandlerContext) => AnyReply | Promise<AnyReply>): RouteHandler {
  const run = async (request: FastifyRequest, reply: FastifyReply, context: RouteContext) => {
    const cookies: ResponseCookies = {
      set: (name, value, options) => void reply.setCookie(name, value, options),
      clear: (name, options) => void reply.clearCookie(name, options),
    }
    // The one place the request is narrowed: http/openapi.ts validated its params, query and body
    // against this operation's schemas before calling, which is what the types describe.
    const answer = await handler(request as never, { ...context, cookies })
    reply.code(answer.status)
    if (answer.type) reply.type(answer.type)
    if (answer.headers) reply.headers(answer.headers)
    return answer.body
  }
  return Object.assign(run, { [routeHandler]: true as const })
}

export function defineHandlers<K extends OperationId>(handlers: { [P in K]: OperationHandler<P> }): Handlers {
  const table: Record<string, RouteHandler> = {}
  for (const operationId of Object.keys(handlers) as K[]) table[operationId] = toRoute(handlers[operationId])
  return table
}

/**
 * The table with each named operation's body rules attached (BodyFieldCheck). Naming an operation
 * the table does not handle is a start-up error.
 * @example withBodyFieldChecks(defineHandlers({ registerPlayer }), { registerPlayer: registrationBodyErrors })
 */
export function withBodyFieldChecks(table: Handlers, checks: { [P in OperationId]?: BodyFieldCheck }): Handlers {
  const result: Record<string, RouteHandler> = { ...table }
  for (const [operationId, bodyFieldCheck] of Object.entries(checks)) {
    const handler = table[operationId]
    if (!handler) throw new Error(`Body field checks for ${operationId}, which has no handler here`)
    result[operationId] = Object.assign((...args: Parameters<RouteHandler>) => handler(...args), { [routeHandler]: true as const, bodyFieldCheck })
  }
  return result
}

/**
 * Handlers for a document of the test's own (server/http/pipeline.test.ts), whose operations the
 * generated types do not know. Area modules use defineHandlers; a test keeps it that way.
 */
export function defineHandlersOutsideContract(
  handlers: Record<string, (request: FastifyRequest, context: HandlerContext) => AnyReply | Promise<AnyReply>>,
): Handlers {
  return Object.fromEntries(Object.entries(handlers).map(([operationId, handler]) => [operationId, toRoute(handler)]))
}

/** One table from several; an operationId defined twice is a start-up error, not a silent override. */
export function mergeHandlers(...tables: Handlers[]): Handlers {
  const merged: Record<string, RouteHandler> = {}
  for (const table of tables) {
    for (const [operationId, handler] of Object.entries(table)) {
      if (operationId in merged) throw new Error(`Two handlers for ${operationId}`)
      merged[operationId] = handler
    }
  }
  return merged
}
