/**
 * Rules: deeply nested JSON is refused before anything parses it (it overflowed the stack and
 * came back in fastify's own shape); an error never echoes the request body (long values are
 * cut, objects and arrays are not sent back, at most 20 field errors); every 4xx carries a code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import net from 'node:net'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { createValidators } from '../http/validation.ts'
import { loadBundledOpenApi } from '../../openapi/bundle.ts'
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../http/input-rules.ts'
import { listOperations, type Doc } from '../http/operations.ts'
import { MAX_FIELD_ERRORS, MAX_REJECTED_LENGTH } from '../http/errors.ts'

const document = loadBundledOpenApi()
const apiError = createValidators(document).apiError

let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform()
})
afterAll(() => platform?.close())

async function postRaw(path: string, body: string, contentType = 'application/json') {
  const res = await fetch(platform.url + path, { method: 'POST', headers: { 'x-site-id': '5', 'content-type': contentType }, body })
  const text = await res.text()
  return { status: res.status, text, body: text ? JSON.parse(text) : null }
}

/** One raw HTTP/1.1 exchange, for what fetch will not send. */
function exchange(request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(platform.url).port), '127.0.0.1', () => socket.write(request))
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const [head = '', ...rest] = answer.split('\r\n\r\n')
      resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') })
    })
  })
}

describe('deeply nested JSON (rule: depth limited before parsing)', () => {
  it.each([
    ['arrays', '['.repeat(100_000) + ']'.repeat(100_000)],
    ['objects', '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000)],
  ])('100,000 levels of %s answer 400 error.request.malformed in the ApiError shape', async (_kind, body) => {
    const res = await postRaw('/api/v1/player/login', body)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ status: 400, code: 'error.request.malformed', message: `The body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels.` })
  })

  it('a body just inside the limit is parsed and judged by its schema', async () => {
    const nested = '['.repeat(MAX_JSON_DEPTH - 1) + ']'.repeat(MAX_JSON_DEPTH - 1)
    const res = await postRaw('/api/v1/player/login', `{"email":"a@croupier.test","password":"x","extra":${nested}}`)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('error.validation')
  })

  it('brackets inside strings do not count', () => {
    expect(jsonDepthExceeds(JSON.stringify({ text: '['.repeat(1000) + '\\"{' }))).toBe(false)
    expect(jsonDepthExceeds('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBe(false)
    expect(jsonDepthExceeds('['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1))).toBe(true)
  })

  it('the limit is far above what any request body of the contract needs', () => {
    const deref = (schema: Doc): Doc => (schema.$ref ? deref(schema.$ref.slice(2).split('/').reduce((n: Doc, k: string) => n[k], document)) : schema)
    const depth = (schema: Doc, seen: string[] = []): number => {
      if (schema.$ref) return seen.includes(schema.$ref) ? 0 : depth(deref(schema), [...seen, schema.$ref])
      const children = [
        ...Object.values<Doc>(schema.properties ?? {}),
        ...(schema.items ? [schema.items] : []),
        ...(typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : []),
        ...['allOf', 'anyOf', 'oneOf'].flatMap((k) => schema[k] ?? []),
      ]
      const own = schema.type === 'object' || schema.type === 'array' || schema.properties || schema.items ? 1 : 0
      const combinator = ['allOf', 'anyOf', 'oneOf'].some((k) => schema[k])
      return (combinator ? 0 : own) + Math.max(0, ...children.map((c) => depth(c, seen)))
    }
    const deepest = Math.max(
      ...listOperations(document).map((op) => {
        const schema = op.requestBody?.content?.['application/json']?.schema
        return schema ? depth(schema) : 0
      }),
    )
    expect(deepest).toBeGreaterThan(0)
    expect(deepest * 4).toBeLessThanOrEqual(MAX_JSON_DEPTH)
  })
})

describe('an error never echoes the request body (rule: bounded errors)', () => {
  it('a huge string value comes back cut to a short prefix', async () => {
    const huge = 'x'.repeat(500_000)
    const reset = await postRaw('/api/v1/player/password_reset', JSON.stringify({ email: huge }))
    expect(reset.status).toBe(400)
    expect(reset.text.length).toBeLessThan(1000)
    expect(reset.body.errors[0]).toMatchObject({ field: 'email', code: 'error.validation.size', rejectedValue: 'x'.repeat(MAX_REJECTED_LENGTH) + '…' })
  })

  it('an object or array where a string belongs is named, not sent back', async () => {
    const res = await postRaw('/api/v1/player/login', JSON.stringify({ email: { nested: 'y'.repeat(10_000) }, password: ['z'.repeat(10_000)] }))
    expect(res.status).toBe(400)
    expect(res.text).not.toContain('yyyy')
    expect(res.text).not.toContain('zzzz')
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'password'])
    for (const error of res.body.errors) expect(error).not.toHaveProperty('rejectedValue')
  })

  it('a huge unknown key is cut in the field name', async () => {
    const key = 'k'.repeat(200_000)
    const res = await postRaw('/api/v1/player/login', JSON.stringify({ email: 'a@croupier.test', password: 'x', [key]: 1 }))
    expect(res.status).toBe(400)
    expect(res.text.length).toBeLessThan(1000)
    expect(res.body.errors).toContainEqual(expect.objectContaining({ field: 'k'.repeat(MAX_REJECTED_LENGTH) + '…', code: 'error.validation.unknown.field' }))
  })

  it('thousands of invalid fields give at most 20 field errors', async () => {
    const body = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`f${i}`, i]))
    const res = await postRaw('/api/v1/player/login', JSON.stringify(body))
    expect(res.status).toBe(400)
    expect(res.body.errors).toHaveLength(MAX_FIELD_ERRORS)
    expect(res.text.length).toBeLessThan(5000)
  })
})

describe('every 4xx carries a code (rule: one error shape)', () => {
  const cases: [name: string, request: string, status: number, code: string][] = [
    ['a plain GET on the websocket path', 'GET /ws HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 404, 'error.not.found'],
    ['an unknown API path', 'GET /api/v1/nowhere HTTP/1.1\r\nHost: x\r\nx-site-id: 5\r\nConnection: close\r\n\r\n', 404, 'error.not.found'],
    ['a body over the limit', `POST /api/v1/player/login HTTP/1.1\r\nHost: x\r\nx-site-id: 5\r\ncontent-type: application/json\r\ncontent-length: ${2 * 1024 * 1024}\r\nConnection: close\r\n\r\n`, 413, 'error.request.too.large'],
    ['a body in an undeclared type', 'POST /api/v1/player/login HTTP/1.1\r\nHost: x\r\nx-site-id: 5\r\ncontent-type: text/xml\r\ncontent-length: 4\r\nConnection: close\r\n\r\n<a/>', 415, 'error.request.unsupported.media.type'],
    ['a malformed percent escape in the path', 'GET /api/v1/content/%E0%A4%A HTTP/1.1\r\nHost: x\r\nx-site-id: 5\r\nConnection: close\r\n\r\n', 400, 'error.request.malformed'],
    ['an empty JSON body', 'POST /api/v1/player/login HTTP/1.1\r\nHost: x\r\nx-site-id: 5\r\ncontent-type: application/json\r\ncontent-length: 0\r\nConnection: close\r\n\r\n', 400, 'error.request.malformed'],
    ['a prototype-poisoning key', 'POST /api/v1/player/login HTTP/1.1\r\nHost: x\r\nx-site-id: 5\r\ncontent-type: application/json\r\ncontent-length: 22\r\nConnection: close\r\n\r\n{"__proto__":{"a":1}} ', 400, 'error.request.malformed'],
    ['a method the path does not have', 'DELETE /api/v1/markets HTTP/1.1\r\nHost: x\r\nx-site-id: 5\r\nConnection: close\r\n\r\n', 405, 'error.request.method.not.allowed'],
  ]

  it.each(cases)('%s', async (_name, request, status, code) => {
    const res = await exchange(request)
    expect(res.status).toBe(status)
    const body = JSON.parse(res.body)
    expect(body).toMatchObject({ status, code })
    expect(apiError(body)).toBe(true)
  })
})
