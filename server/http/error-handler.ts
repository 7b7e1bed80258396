/**
 * Every failure leaves the platform as an ApiError: validation (Ajv → FieldErrors), fastify's own
 * 4xx (bad JSON, wrong content type, oversized body, over-long path segment), Node's refusals
 * before fastify sees a request (oversized headers), a method the path does not declare (405),
 * handler problems, and unexpected errors (500 `error.system.error`, logged, details never sent).
 */
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ApiProblem, fieldErrorsFrom, MAX_FIELD_ERRORS, type ApiErrorBody, type FieldError } from './errors.ts'

const partNames: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' }

const codeByFastifyCode: Record<string, [status: number, code: string, message: string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'error.request.malformed', 'The body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'error.request.malformed', 'The body is empty but the content type is application/json.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'error.request.unsupported.media.type', 'Send the body as application/json.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'error.request.malformed', 'The Content-Length does not match the body.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'error.request.too.large', 'The body is larger than the platform accepts.'],
  FST_ERR_BAD_URL: [400, 'error.request.malformed', 'The path is not a valid URL.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'error.request.uri.too.long', 'A path segment is longer than the platform accepts.'],
}

const requestPart: Record<string, 'body' | 'query' | 'params' | 'headers'> = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' }

/** The media types an operation's request body may come in, as its route config records them. */
export const unsupportedMediaType = (mediaTypes: string[]) =>
  new ApiProblem(415, 'error.request.unsupported.media.type', `Send the body as ${mediaTypes.join(' or ')}.`)

export function toApiError(error: FastifyError, request: FastifyRequest): ApiErrorBody {
  const operationId = request.routeOptions.config?.operationId
  if (error instanceof ApiProblem) return error.toBody()
  if (error.validation) {
    const part = error.validationContext ?? 'body'
    const objectName = part === 'body' ? (operationId ?? 'body') : partNames[part] ?? part
    const data = request[requestPart[part] ?? 'body']
    return {
      status: 400,
      code: 'error.validation',
      message: `The request ${partNames[part] ?? part} is invalid.`,
      errors: withHandlerRules(fieldErrorsFrom(error.validation as never, objectName, data), request, part, data),
    }
  }
  const mediaTypes = request.routeOptions.config?.mediaTypes
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' && mediaTypes?.length) return unsupportedMediaType(mediaTypes).toBody()
  const known = error.code ? codeByFastifyCode[error.code] : undefined
  if (known) return { status: known[0], code: known[1], message: known[2] }
  if (error instanceof SyntaxError && (error as { statusCode?: number }).statusCode === 400) {
    return { status: 400, code: 'error.request.malformed', message: 'The body is not valid JSON.' }
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) return { status, code: 'error.request.invalid', message: error.message }
  return { status: 500, code: 'error.system.error', message: 'Something went wrong on our side.' }
}

/**
 * A refused body also gets the handler's own rules that need only the body (BodyFieldCheck), so
 * the player sees every problem at once rather than the handler's after the schema's are fixed.
 * Each field is reported once, the schema's error first.
 */
function withHandlerRules(schemaErrors: FieldError[], request: FastifyRequest, part: string, data: unknown): FieldError[] {
  const check = request.routeOptions.config?.bodyFieldCheck
  if (part !== 'body' || !check || !data || typeof data !== 'object' || Array.isArray(data)) return schemaErrors
  const fields = new Set(schemaErrors.map((e) => e.field))
  const errors = [...schemaErrors]
  for (const e of check(data as Record<string, unknown>)) {
    if (fields.has(e.field)) continue
    fields.add(e.field)
    errors.push(e)
  }
  return errors.slice(0, MAX_FIELD_ERRORS)
}

/** The catalogue code of a status when nothing more specific is known. */
const codeByStatus: Record<number, string> = {
  400: 'error.request.malformed',
  401: 'error.token.invalid',
  403: 'error.forbidden',
  404: 'error.not.found',
  405: 'error.request.method.not.allowed',
  408: 'error.request.timeout',
  413: 'error.request.too.large',
  414: 'error.request.uri.too.long',
  415: 'error.request.unsupported.media.type',
  429: 'error.rate.limited',
  431: 'error.request.headers.too.large',
}

/** An ApiError that says no more than its status does. */
export function bareApiError(status: number): ApiErrorBody {
  return {
    status,
    code: codeByStatus[status] ?? (status >= 500 ? 'error.system.error' : 'error.request.invalid'),
    message: STATUS_CODES[status] ?? 'The request was refused.',
  }
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ApiErrorBody
    try {
      body = toApiError(error, request)
    } catch (failure) {
      // Building the answer failed too: still an ApiError, and both failures in the log.
      request.log.error({ err: failure, cause: error }, 'error handler failed')
      body = bareApiError(500)
    }
    if (body.status >= 500 && body.status !== 501) request.log.error({ err: error }, 'request failed')
    reply.code(body.status).send(body)
  })

  // Plugins answer some refusals with no body at all (a plain GET on the websocket route is a
  // bare 404): every error leaves as an ApiError with a code, HEAD excepted (it has no body).
  app.addHook('onSend', async (request, reply, payload) => {
    const empty = payload === undefined || payload === null || payload === ''
    if (reply.statusCode < 400 || !empty || request.method === 'HEAD') return payload
    reply.type('application/json; charset=utf-8')
    return JSON.stringify(bareApiError(reply.statusCode))
  })
}

/**
 * For fastify's `frameworkErrors`: the router's refusals (a path segment over `maxParamLength`, a
 * malformed URL) arrive before any route, so the request has no route options to read.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const known = codeByFastifyCode[error.code] ?? [400, 'error.request.malformed', 'The request could not be routed.']
  const body: ApiErrorBody = { status: known[0], code: known[1], message: known[2] }
  return reply.code(body.status).send(body)
}

const clientErrors: Record<string, [status: number, code: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'error.request.headers.too.large', 'The request headers are larger than the platform accepts.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'error.request.timeout', 'The request took too long to arrive.'],
}

/**
 * For fastify's `clientErrorHandler`: Node's HTTP parser refused the request (headers too large,
 * a timeout, bytes that are not HTTP), so there is no request or reply, only the socket. The
 * answer is written by hand, as fastify's default does, but in the ApiError shape.
 */
export function clientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, code, message] = clientErrors[error.code ?? ''] ?? [400, 'error.request.malformed', 'The request is not valid HTTP.']
  const body = JSON.stringify({ status, code, message } satisfies ApiErrorBody)
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}

const routeMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

/**
 * The methods the router answers on this URL, asked of the router itself so that its precedence
 * (a fixed segment before a parameter) decides, as it does for real requests. Empty when the path
 * is unknown to every method.
 */
export function allowedMethods(app: FastifyInstance, method: string, path: string): string[] {
  return routeMethods.filter((m) => m !== method && app.findRoute({ method: m, url: path }) !== null)
}

/** 405 with `Allow`, for a path that exists but not with this method. */
export function sendMethodNotAllowed(reply: FastifyReply, method: string, path: string, allowed: string[]) {
  const body: ApiErrorBody = {
    status: 405,
    code: 'error.request.method.not.allowed',
    message: `${method} is not allowed on ${path}; use ${allowed.join(', ')}.`,
  }
  return reply.code(405).header('Allow', allowed.join(', ')).send(body)
}
