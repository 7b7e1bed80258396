/**
 * The platform answers in the contract's terms at the HTTP edges too: what the router, the body
 * parsers and Node's HTTP parser refuse before any operation runs still comes back as an ApiError,
 * and what the contract allows (long path parameters, octet-stream bodies) is not refused there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request as httpRequest } from 'node:http'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { defineHandlersOutsideContract } from './handler.ts'

const root = parse(readFileSync(new URL('../../openapi/root.yaml', import.meta.url), 'utf8'))

const created = { '201': { description: 'ok', content: { 'application/json': { schema: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } } } } }

const document = {
  ...root,
  paths: {
    '/api/v1/test/uploads/{uploadId}': {
      put: {
        operationId: 'putTestUpload',
        tags: ['test'],
        security: [],
        parameters: [{ name: 'uploadId', in: 'path', required: true, schema: { type: 'string', minLength: 1, maxLength: 128 } }],
        requestBody: { required: true, content: { 'application/octet-stream': { schema: { type: 'string' } } } },
        responses: {
          '200': {
            description: 'What arrived.',
            content: { 'application/json': { schema: { type: 'object', required: ['uploadId', 'bytes'], properties: { uploadId: { type: 'string' }, bytes: { type: 'integer' } } } } },
          },
          '400': { $ref: '#/components/responses/BadRequest' },
        },
      },
    },
    '/api/v1/test/notes': {
      post: {
        operationId: 'createTestNote',
        tags: ['test'],
        security: [],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: 'object', additionalProperties: false, required: ['text'], properties: { text: { type: 'string' }, count: { type: 'integer' } } } } },
        },
        responses: { ...created, '400': { $ref: '#/components/responses/BadRequest' } },
      },
    },
    '/api/v1/test/pages': {
      get: {
        operationId: 'listTestPages',
        tags: ['test'],
        security: [],
        parameters: [{ name: 'offset', in: 'query', required: false, schema: { type: 'integer', minimum: 0 } }],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } }, '400': { $ref: '#/components/responses/BadRequest' } },
      },
    },
    '/api/v1/test/notes/{noteId}': {
      get: {
        operationId: 'getTestNote',
        tags: ['test'],
        security: [],
        parameters: [{ name: 'noteId', in: 'path', required: true, schema: { type: 'string', maxLength: 64 } }],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
      delete: {
        operationId: 'deleteTestNote',
        tags: ['test'],
        security: [],
        parameters: [{ name: 'noteId', in: 'path', required: true, schema: { type: 'string', maxLength: 64 } }],
        responses: { '204': { description: 'Gone.' } },
      },
    },
  },
}

const handlers = defineHandlersOutsideContract({
  putTestUpload: (request) => {
    const body = request.body as Buffer
    return { status: 200, body: { uploadId: (request.params as { uploadId: string }).uploadId, bytes: Buffer.isBuffer(body) ? body.length : -1 } }
  },
  createTestNote: () => ({ status: 201, body: { id: 'n-1' } }),
  getTestNote: () => ({ status: 200, body: {} }),
  listTestPages: (request) => ({ status: 200, body: { offset: (request.query as { offset?: number }).offset } }),
  deleteTestNote: () => ({ status: 204, body: undefined }),
})

let platform: TestPlatform
const site = { 'x-site-id': '5' }
const octets = { ...site, 'content-type': 'application/octet-stream' }

beforeAll(async () => {
  platform = await startTestPlatform({ document, handlers })
})
afterAll(() => platform?.close())

describe('integers', () => {
  it('refuses an integer no platform can hold — Infinity, 1e400, past 2^53 — as a field error, not a 500', async () => {
    for (const offset of ['Infinity', '1e400', '99999999999999999999']) {
      const res = await fetch(`${platform.url}/api/v1/test/pages?offset=${offset}`, { headers: site })
      expect(res.status, offset).toBe(400)
      expect((await res.json()).errors, offset).toEqual([expect.objectContaining({ objectName: 'query', field: 'offset' })])
    }
    const res = await fetch(`${platform.url}/api/v1/test/notes`, { method: 'POST', headers: { ...site, 'content-type': 'application/json' }, body: '{"text":"a","count":1e400}' })
    expect(res.status).toBe(400)
    expect((await res.json()).errors).toEqual([expect.objectContaining({ field: 'count' })])
  })

  it('still takes the largest safe integer', async () => {
    const res = await fetch(`${platform.url}/api/v1/test/pages?offset=${Number.MAX_SAFE_INTEGER}`, { headers: site })
    expect([res.status, await res.json()]).toEqual([200, { offset: Number.MAX_SAFE_INTEGER }])
  })
})

describe('path parameters', () => {
  it('lets a path parameter as long as the contract allows reach the operation', async () => {
    const uploadId = 'u'.repeat(128)
    const res = await fetch(`${platform.url}/api/v1/test/uploads/${uploadId}`, { method: 'PUT', headers: octets, body: 'abc' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ uploadId, bytes: 3 })
  })

  it('refuses a parameter longer than its schema allows as a validation error, not at the router', async () => {
    const res = await fetch(`${platform.url}/api/v1/test/uploads/${'u'.repeat(129)}`, { method: 'PUT', headers: octets, body: 'abc' })
    expect(res.status).toBe(400)
    expect((await res.json()).errors).toEqual([expect.objectContaining({ objectName: 'path', field: 'uploadId', code: 'error.validation.size' })])
  })

  it('answers a parameter beyond any the contract allows with 414 as an ApiError', async () => {
    const res = await fetch(`${platform.url}/api/v1/test/notes/${'n'.repeat(4000)}`, { headers: site })
    expect(res.status).toBe(414)
    expect(await res.json()).toEqual({ status: 414, code: 'error.request.uri.too.long', message: 'A path segment is longer than the platform accepts.' })
  })
})

describe('malformed URLs', () => {
  it('answers a broken percent-encoding in a path parameter with 400 as an ApiError', async () => {
    const res = await fetch(`${platform.url}/api/v1/test/notes/%E0%A4%A`, { headers: site })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ status: 400, code: 'error.request.malformed', message: 'The path is not a valid URL.' })
  })
})

describe('request bodies', () => {
  it('accepts the declared octet-stream body and hands the handler its bytes', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff])
    const res = await fetch(`${platform.url}/api/v1/test/uploads/doc-1`, { method: 'PUT', headers: octets, body: bytes })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ uploadId: 'doc-1', bytes: 6 })
  })

  it('refuses a media type the operation does not declare with 415 naming the declared one', async () => {
    const json = await fetch(`${platform.url}/api/v1/test/uploads/doc-1`, {
      method: 'PUT',
      headers: { ...site, 'content-type': 'application/json' },
      body: '{"file":"abc"}',
    })
    expect(json.status).toBe(415)
    expect(await json.json()).toEqual({ status: 415, code: 'error.request.unsupported.media.type', message: 'Send the body as application/octet-stream.' })

    const octetsToJson = await fetch(`${platform.url}/api/v1/test/notes`, { method: 'POST', headers: octets, body: '{"text":"hi"}' })
    expect(octetsToJson.status).toBe(415)
    expect(await octetsToJson.json()).toEqual({ status: 415, code: 'error.request.unsupported.media.type', message: 'Send the body as application/json.' })
  })

  it('still accepts JSON with a charset where JSON is declared', async () => {
    const res = await fetch(`${platform.url}/api/v1/test/notes`, {
      method: 'POST',
      headers: { ...site, 'content-type': 'application/json; charset=utf-8' },
      body: '{"text":"hi"}',
    })
    expect(res.status).toBe(201)
  })
})

describe('methods', () => {
  it('answers a method the path does not declare with 405 and an Allow header', async () => {
    const res = await fetch(`${platform.url}/api/v1/test/notes`, { method: 'DELETE', headers: site })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST')
    expect(await res.json()).toEqual({ status: 405, code: 'error.request.method.not.allowed', message: 'DELETE is not allowed on /api/v1/test/notes; use POST.' })
  })

  it('lists every method the path answers, HEAD beside GET', async () => {
    const res = await fetch(`${platform.url}/api/v1/test/notes/n-1?x=1`, { method: 'PATCH', headers: site })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD, DELETE')
  })

  it('keeps 404 for a path nobody serves', async () => {
    const res = await fetch(`${platform.url}/api/v1/test/nothing`, { method: 'DELETE', headers: site })
    expect(res.status).toBe(404)
    expect(res.headers.get('allow')).toBeNull()
  })
})

describe('headers', () => {
  it('answers headers larger than Node accepts with 431 as an ApiError', async () => {
    // fetch refuses nothing here, but use the raw client so the oversized header surely leaves.
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(`${platform.url}/api/v1/test/notes/n-1`)
      const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, headers: { ...site, 'x-padding': 'p'.repeat(32 * 1024) } }, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      })
      req.on('error', reject)
      req.end()
    })
    expect(status).toBe(431)
    expect(JSON.parse(body)).toEqual({ status: 431, code: 'error.request.headers.too.large', message: 'The request headers are larger than the platform accepts.' })
  })
})

describe('the bundled contract at the edges', () => {
  let real: TestPlatform
  beforeAll(async () => {
    real = await startTestPlatform()
  })
  afterAll(() => real?.close())

  it('keeps the campaign consent path apart from the campaigns by language', async () => {
    const get = await fetch(`${real.url}/api/v1/bonus/campaigns/consent`, { headers: site })
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    // The campaigns by language is its own operation: a list of campaigns, not the consent's 405.
    const byLanguage = await fetch(`${real.url}/api/v1/bonus/campaigns-by-language/fi`, { headers: site })
    expect(byLanguage.status).toBe(200)
    const campaigns = (await byLanguage.json()) as { campaignId: string }[]
    expect(campaigns.length).toBeGreaterThan(0)
    expect(campaigns.every((c) => typeof c.campaignId === 'string')).toBe(true)
  })

  it('takes a document upload with the longest upload id and the declared octet-stream body', async () => {
    const res = await fetch(`${real.url}/api/v1/player/documents/uploads/${'u'.repeat(128)}`, { method: 'PUT', headers: octets, body: Buffer.from('%PDF-1.7') })
    // It reaches the operation, which asks for the player's token (server/documents).
    expect(await res.json()).toMatchObject({ status: 401, code: 'error.token.invalid' })
  })

  it('names the declared body type when no parser knows the one sent, built or not', async () => {
    const res = await fetch(`${real.url}/api/v1/player/documents/uploads/doc-1`, { method: 'PUT', headers: { ...site, 'content-type': 'application/pdf' }, body: '%PDF-1.7' })
    expect(res.status).toBe(415)
    expect(await res.json()).toEqual({ status: 415, code: 'error.request.unsupported.media.type', message: 'Send the body as application/octet-stream.' })
  })
})
