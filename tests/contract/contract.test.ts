/**
 * The platform against the contract: every operation of the bundled document has a handler (the
 * platform refuses to start otherwise), and each answers a valid sample request with a response
 * the document accepts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundleOpenApi } from '../../openapi/bundle.ts'
import { handlers } from '../../server/handlers.ts'
import { listOperations, type Doc } from '../../server/http/operations.ts'
import { createValidators } from '../../server/http/validation.ts'
import { startTestPlatform, type TestPlatform } from '../../server/testing/platform.ts'
import { samples, type SampleContext } from './samples.ts'

const document = bundleOpenApi()
const operations = listOperations(document)
const implemented = operations.filter((op) => handlers[op.operationId])
const validators = createValidators(document)

let platform: TestPlatform
let context: SampleContext

beforeAll(async () => {
  platform = await startTestPlatform()
  const { id } = (await platform.db.one<{ id: string }>(`select id from players where email = 'demo@croupier.test'`))!
  const { tokens, outbox } = platform.app.services
  const fresh = () => tokens.issue(id, 'password')
  context = {
    ...(await fresh()),
    fresh,
    url: platform.url,
    async call(method, path, body, headers = {}) {
      const res = await fetch(platform.url + path, {
        method,
        headers: { 'x-site-id': '5', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      })
      const text = await res.text()
      return { status: res.status, body: text ? JSON.parse(text) : null }
    },
    async playerId(email) {
      return (await platform.db.one<{ id: string }>('select id from players where email = $1', [email]))!.id
    },
    async code(to, channel) {
      const message = (await outbox.list(to)).find((m) => m.channel === channel)
      if (!message?.code) throw new Error(`no ${channel} code for ${to} in the outbox`)
      return message.code
    },
  }
  console.log(`contract: ${operations.length} operations, ${implemented.length} with a handler`)
})
afterAll(() => platform?.close())

describe('coverage', () => {
  it('has a handler for every operation', () => {
    const unhandled = operations.filter((op) => !handlers[op.operationId]).map((op) => `${op.operationId} (tags: ${op.tags.join(', ') || 'none'})`)
    expect(unhandled, `add a handler in server/handlers.ts for: ${unhandled.join(', ')}`).toEqual([])
  })

  it('has no handler for an operation that is not in the document', () => {
    const known = new Set(operations.map((op) => op.operationId))
    expect(Object.keys(handlers).filter((id) => !known.has(id))).toEqual([])
  })

  it('has a sample request for every implemented operation', () => {
    expect(implemented.filter((op) => !samples[op.operationId]).map((op) => op.operationId)).toEqual([])
  })
})

describe.each(implemented.map((op) => [op.operationId, op] as const))('%s', (id, op) => {
  it('answers its sample request with a response the document accepts', async () => {
    const make = samples[id]
    expect(make, `${id} has a handler but no sample request in tests/contract/samples.ts`).toBeTypeOf('function')
    const sample = await make!(context)
    const res = await fetch(platform.url + sample.path, {
      method: op.method.toUpperCase(),
      headers: {
        'x-site-id': '5',
        ...(op.security.includes('idToken') ? { authorization: `Bearer ${context.idToken}` } : {}),
        ...(op.security.includes('accessToken') ? { 'access-token': context.accessToken } : {}),
        ...(sample.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...sample.headers,
      },
      ...(sample.body !== undefined ? { body: JSON.stringify(sample.body) } : {}),
      ...(sample.raw !== undefined ? { body: sample.raw } : {}),
    })
    if (sample.stream) {
      // An event stream never ends by itself: its status and media type are the answer.
      expect(res.status).toBe(sample.status ?? 200)
      expect(Object.keys(op.responses[String(res.status)]?.content ?? {})).toContain(res.headers.get('content-type')?.split(';')[0])
      await res.body?.cancel()
      return
    }
    const text = await res.text()
    expect(res.status, text).toBe(sample.status ?? 200)
    const validate = validators.compileResponses(op).get(String(res.status))
    if (validate) {
      const valid = validate(JSON.parse(text))
      expect(valid, JSON.stringify(validate.errors)).toBe(true)
    } else {
      expect(op.responses[String(res.status)], `status ${res.status} is declared`).toBeDefined()
    }
  })
})
