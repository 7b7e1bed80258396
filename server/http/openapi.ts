/**
 * Registers every operation of the bundled document as a fastify route: request parts validated
 * by Ajv (via the validatorCompiler), tokens checked per the operation's `security`, the handler
 * found by operationId, and every JSON response validated against the document — a response that
 * breaks the contract is a platform bug and is never sent silently.
 *
 * The platform serves the whole contract or does not start: an operation declared in openapi/
 * without a handler is refused at registration, naming it, rather than answered with a
 * placeholder while the client believes the call exists.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ValidateFunction } from 'ajv'
import { authenticate } from '../auth/authenticate.ts'
import { unsupportedMediaType } from './error-handler.ts'
import { registerJsonBodyParser } from './input-rules.ts'
import { ApiProblem } from './errors.ts'
import type { BodyFieldCheck, Handlers, Services } from './handler.ts'
import { listOperations, type Doc, type Operation } from './operations.ts'
import { rateLimitOf } from './rate-limit.ts'
import { createValidators, requestSchemas } from './validation.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string
    /** The media types the operation's request body is declared in, when it has one. */
    mediaTypes?: string[]
    /** The handler's rules that need only the body, also run when the schema refuses it. */
    bodyFieldCheck?: BodyFieldCheck
  }
}

export interface RegisteredOperations {
  implemented: Operation[]
}

/** The operations of `doc` that `handlers` has no handler for. */
export function unhandledOperations(doc: Doc, handlers: Handlers): Operation[] {
  return listOperations(doc).filter((operation) => !handlers[operation.operationId])
}

/** Throws, naming each one, when an operation of `doc` has no handler: the platform does not start. */
export function assertEveryOperationHandled(doc: Doc, handlers: Handlers): void {
  const unhandled = unhandledOperations(doc, handlers)
  if (unhandled.length === 0) return
  const names = unhandled.map((op) => `${op.operationId} (${op.method.toUpperCase()} ${op.path})`).join(', ')
  throw new Error(`the contract declares operations the platform has no handler for: ${names} — add them to server/handlers.ts`)
}

export function registerOperations(app: FastifyInstance, doc: Doc, handlers: Handlers, services: Services): RegisteredOperations {
  assertEveryOperationHandled(doc, handlers)
  const validators = createValidators(doc)
  registerJsonBodyParser(app)
  app.setValidatorCompiler(({ schema, httpPart }) => validators.compileRequest(schema as Doc, httpPart))

  const result: RegisteredOperations = { implemented: [] }
  for (const operation of listOperations(doc)) {
    const handler = handlers[operation.operationId]!
    const responses = validators.compileResponses(operation)
    const checkResponse = (request: FastifyRequest, reply: FastifyReply, payload: unknown) =>
      validateResponse(request, reply, payload, operation, responses, validators.apiError, services.config.strictResponses)

    const mediaTypes = Object.keys(operation.requestBody?.content ?? {})
    const config = {
      operationId: operation.operationId,
      ...(mediaTypes.length ? { mediaTypes } : {}),
      ...(handler.bodyFieldCheck ? { bodyFieldCheck: handler.bodyFieldCheck } : {}),
    }

    const rateLimit = rateLimitOf(operation.operationId, services.config.rateLimits)
    app.route({
      method: operation.method.toUpperCase() as 'GET',
      url: operation.url,
      schema: requestSchemas(operation),
      config: { ...config, ...(rateLimit ? { rateLimit } : {}) },
      // Before parsing, so a body in a type the operation does not declare is refused as such
      // rather than parsed by whichever parser knows its type and then failing validation.
      preParsing: async (request, _reply, payload) => {
        if (mediaTypes.length && request.headers['content-type'] !== undefined && !acceptsMediaType(mediaTypes, request.headers['content-type'])) {
          throw unsupportedMediaType(mediaTypes)
        }
        return payload
      },
      preSerialization: checkResponse,
      handler: async (request, reply) => {
        const session = await authenticate(request, services.tokens, operation.security)
        const body = await handler(request, reply, { ...services, operation, session })
        // No body (204 and the like) is sent as no payload at all, not as JSON null.
        return body === undefined ? reply.send() : reply.send(body)
      },
    })
    result.implemented.push(operation)
  }
  return result
}

/** Whether a Content-Type header names one of the declared media types (parameters ignored). */
export function acceptsMediaType(declared: string[], contentType: string): boolean {
  const essence = contentType.split(';')[0]!.trim().toLowerCase()
  return declared.some((type) => {
    const wanted = type.toLowerCase()
    return wanted === essence || wanted === '*/*' || (wanted.endsWith('/*') && essence.startsWith(wanted.slice(0, -1)))
  })
}

async function validateResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  operation: Operation,
  responses: Map<string, ValidateFunction>,
  apiError: ValidateFunction,
  strict: boolean,
): Promise<unknown> {
  const status = reply.statusCode
  const validate =
    responses.get(String(status)) ?? responses.get(`${String(status)[0]}XX`) ?? responses.get('default') ?? (status >= 400 ? apiError : undefined)
  const declaredWithoutBody = !validate && String(status) in operation.responses
  if (declaredWithoutBody && (payload === null || payload === undefined || payload === '')) {
    return payload
  } else if (!validate) {
    request.log.error({ status, operationId: request.routeOptions.config.operationId }, 'response status not declared in the contract, or a body where none is declared')
  } else if (validate(payload)) {
    return payload
  } else {
    request.log.error({ status, operationId: request.routeOptions.config.operationId, errors: validate.errors }, 'response breaks the contract')
  }
  if (!strict) return payload
  reply.code(500)
  return {
    status: 500,
    code: 'error.system.error',
    message: `The platform produced a ${status} response that does not match the contract for ${request.routeOptions.config.operationId}.`,
  }
}
