/**
 * Types machines take from the contract, by operationId, so a flow's inputs and outputs change
 * when openapi/ changes and never drift into hand-written copies.
 *
 * @example
 * type LoginRequest = RequestBody<'loginPlayer'>
 * type LoginResult = ResponseBody<'loginPlayer'>
 */
import type { PromiseActorLogic } from 'xstate'
import type { components, operations } from '../../openapi/dist/schema'

export type Schemas = components['schemas']
export type OperationId = keyof operations

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never

/** The JSON request body of an operation. */
export type RequestBody<Op extends OperationId> = JsonOf<NonNullable<operations[Op]['requestBody']>>

type SuccessStatus = 200 | 201 | 202

/** The JSON body of an operation's success answer (200, 201 or 202); `void` for 204-only calls. */
export type ResponseBody<Op extends OperationId> = [JsonOf<operations[Op]['responses'][SuccessStatus & keyof operations[Op]['responses']]>] extends [never]
  ? void
  : JsonOf<operations[Op]['responses'][SuccessStatus & keyof operations[Op]['responses']]>

/** Path, query and header parameters of an operation. */
export type Parameters<Op extends OperationId> = operations[Op]['parameters']

/**
 * A platform call as an actor, typed by its operationId: the request body in, the success body
 * out. A machine names it with `providedCall`; src/api implements it with `fromPromise`.
 */
export type CallLogic<Op extends OperationId> = PromiseActorLogic<ResponseBody<Op>, RequestBody<Op>>
