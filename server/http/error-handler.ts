/**
 * Every failure leaves the platform as an ApiError: validation (Ajv → FieldErrors), fastify's own
 * 4xx (bad JSON, wrong content type, oversized body), handler problems, and unexpected errors
 * (500 `error.system.error`, logged, details never sent).
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { ApiProblem, fieldErrorsFrom, type ApiErrorBody } from './errors.ts'

const partNames: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' }

const codeByFastifyCode: Record<string, [status: number, code: string, message: string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'error.request.malformed', 'The body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'error.request.malformed', 'The body is empty but the content type is application/json.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'error.request.unsupported.media.type', 'Send the body as application/json.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'error.request.malformed', 'The Content-Length does not match the body.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'error.request.too.large', 'The body is larger than the platform accepts.'],
}

const requestPart: Record<string, 'body' | 'query' | 'params' | 'headers'> = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' }

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
      errors: fieldErrorsFrom(error.validation as never, objectName, data),
    }
  }
  const known = error.code ? codeByFastifyCode[error.code] : undefined
  if (known) return { status: known[0], code: known[1], message: known[2] }
  if (error instanceof SyntaxError && (error as { statusCode?: number }).statusCode === 400) {
    return { status: 400, code: 'error.request.malformed', message: 'The body is not valid JSON.' }
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) return { status, code: 'error.request.invalid', message: error.message }
  return { status: 500, code: 'error.system.error', message: 'Something went wrong on our side.' }
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toApiError(error, request)
    if (body.status >= 500 && body.status !== 501) request.log.error({ err: error }, 'request failed')
    reply.code(body.status).send(body)
  })
}
