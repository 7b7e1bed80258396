/**
 * Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) compiled from the bundled document. The
 * whole document is registered under one id so operation schemas keep their `#/components/...`
 * references, rewritten to point into it.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { textErrors } from './input-rules.ts'
import type { Doc, Operation } from './operations.ts'

const documentId = 'croupier-openapi'

/**
 * Ajv counts `Infinity` (a query's "Infinity", a body's 1e400) and integers past 2^53 as integers;
 * neither is an amount, an offset or an id this platform can hold. An integer schema without its
 * own bound gets the safe-integer range, so they are refused as field errors, not met in SQL.
 */
function boundInteger(schema: Record<string, unknown>): Record<string, unknown> {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type]
  if (!types.includes('integer')) return schema
  return {
    ...(schema.minimum === undefined && schema.exclusiveMinimum === undefined ? { minimum: Number.MIN_SAFE_INTEGER } : {}),
    ...(schema.maximum === undefined && schema.exclusiveMaximum === undefined ? { maximum: Number.MAX_SAFE_INTEGER } : {}),
    ...schema,
  }
}

/** References rewritten into the registered document, and integers bounded (boundInteger). */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs)
  if (value && typeof value === 'object') {
    return boundInteger(
      Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? documentId + v : rewriteRefs(v)]),
      ),
    )
  }
  return value
}

function makeAjv(doc: Doc, coerce: boolean) {
  // strict: false because OpenAPI adds keywords (example, discriminator, xml) Ajv does not know.
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: coerce ? 'array' : false, useDefaults: true })
  addFormats(ajv)
  ajv.addSchema(rewriteRefs({ components: doc.components ?? {} }) as Doc, documentId)
  return ajv
}

/**
 * Compiles on first use: compiling ~200 operations' schemas up front costs seconds of start time,
 * while a running platform only ever meets a fraction of them.
 */
function lazy(compile: () => ValidateFunction): ValidateFunction {
  let fn: ValidateFunction | undefined
  const validate = ((data: unknown) => {
    fn ??= compile()
    const valid = fn(data)
    validate.errors = fn.errors
    return valid
  }) as ValidateFunction
  return validate
}

/**
 * The schema's verdict plus the plain-text rule (input-rules.ts) over the same data, so a control
 * character is a FieldError of the same response as any other invalid field. For headers only
 * the ones the operation declares are read: the rest are not the operation's input.
 */
function withPlainText(validate: ValidateFunction, httpPart: string | undefined, schema: Doc): ValidateFunction {
  const declared = httpPart === 'headers' ? new Set(Object.keys(schema.properties ?? {})) : undefined
  const check = ((data: unknown) => {
    const valid = validate(data)
    const text = textErrors(data, declared)
    check.errors = text.length === 0 ? validate.errors : [...(validate.errors ?? []), ...text]
    return valid && text.length === 0
  }) as ValidateFunction
  return check
}

export interface Validators {
  /**
   * For fastify's validatorCompiler: parameters are strings on the wire and are coerced. Every
   * part is also held to the plain-text rule.
   */
  compileRequest(schema: Doc, httpPart: string | undefined): ValidateFunction
  /** One validator per declared response status (and `default`) with a JSON body. */
  compileResponses(op: Operation): Map<string, ValidateFunction>
  apiError: ValidateFunction
}

export function createValidators(doc: Doc): Validators {
  const body = makeAjv(doc, false)
  const params = makeAjv(doc, true)
  return {
    compileRequest(schema, httpPart) {
      return withPlainText(
        lazy(() => (httpPart === 'body' ? body : params).compile(rewriteRefs(schema) as Doc)),
        httpPart,
        schema,
      )
    },
    compileResponses(op) {
      const result = new Map<string, ValidateFunction>()
      for (const [status, response] of Object.entries(op.responses)) {
        const schema = response.content?.['application/json']?.schema
        if (schema) result.set(status, lazy(() => body.compile(rewriteRefs(schema) as Doc)))
      }
      return result
    },
    apiError: lazy(() => body.compile({ $ref: `${documentId}#/components/schemas/ApiError` })),
  }
}

/** Fastify route schemas (params, querystring, headers, body) for one operation. */
export function requestSchemas(op: Operation): Doc {
  const group = (where: Operation['parameters'][number]['in'], lower = false) => {
    const ps = op.parameters.filter((p) => p.in === where)
    if (ps.length === 0) return undefined
    const name = (p: { name: string }) => (lower ? p.name.toLowerCase() : p.name)
    return {
      type: 'object',
      properties: Object.fromEntries(ps.map((p) => [name(p), p.schema ?? {}])),
      required: ps.filter((p) => p.required || where === 'path').map(name),
    }
  }
  const json = op.requestBody?.content?.['application/json']?.schema
  return {
    ...(group('path') ? { params: group('path') } : {}),
    ...(group('query') ? { querystring: group('query') } : {}),
    ...(group('header', true) ? { headers: group('header', true) } : {}),
    ...(json ? { body: json } : {}),
  }
}
