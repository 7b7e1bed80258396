/**
 * The request/response pipeline on a small document of its own, so every error shape is pinned
 * down independently of which areas exist: exact ApiError / FieldError bodies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { defineHandlersOutsideContract } from './handler.ts'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'

const root = parse(readFileSync(new URL('../../openapi/root.yaml', import.meta.url), 'utf8'))

const document = {
  ...root,
  paths: {
    '/api/v1/test/players': {
      post: {
        operationId: 'createTestPlayer',
        tags: ['test'],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['email', 'channel'],
                additionalProperties: false,
                properties: {
                  email: { type: 'string', format: 'email' },
                  channel: { type: 'string', enum: ['EMAIL', 'SMS'] },
                  age: { type: 'integer', minimum: 18 },
                  password: { type: 'string', minLength: 8 },
                },
              },
            },
          },
        },
        responses: {
          '201': { description: 'ok', content: { 'application/json': { schema: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } } } },
          '400': { $ref: '#/components/responses/BadRequest' },
        },
      },
    },
    '/api/v1/test/broken': {
      get: {
        operationId: 'getBrokenThing',
        tags: ['test'],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } } } } } },
      },
    },
    '/api/v1/test/things/{id}': {
      get: {
        operationId: 'getThing',
        tags: ['test'],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'integer' } } } } } } },
      },
    },
    '/api/v1/test/me': {
      post: {
        operationId: 'changeTestThing',
        tags: ['test'],
        security: [{ idToken: [], accessToken: [] }],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', required: ['playerId'], properties: { playerId: { type: 'string' } } } } } } },
      },
    },
  },
}

// Operations of this test's own document, which the generated contract types do not know.
const handlers = defineHandlersOutsideContract({
  createTestPlayer: () => ({ status: 201, body: { id: 'p-1' } }),
  getBrokenThing: (request) => {
    if ((request.query as { crash?: string }).crash) throw new Error('database password is hunter2')
    return { status: 200, body: { n: 'not a number' } }
  },
  getThing: (request) => ({ status: 200, body: { id: (request.params as { id: number }).id } }),
  changeTestThing: (_request, { session }) => ({ status: 200, body: { playerId: session!.player_id } }),
})

let platform: TestPlatform
const site = { 'x-site-id': '5' }
const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(`${platform.url}/api/v1/test/players`, { method: 'POST', headers: { ...site, ...headers }, body })

beforeAll(async () => {
  platform = await startTestPlatform({ document, handlers })
})
afterAll(() => platform?.close())

describe('request validation', () => {
  it('accepts a valid body and answers with the handler status', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.test', channel: 'SMS' }))
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ id: 'p-1' })
  })

  it('lists a missing field as error.validation.required', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.test' }))
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      status: 400,
      code: 'error.validation',
      message: 'The request body is invalid.',
      errors: [{ objectName: 'createTestPlayer', field: 'channel', status: 400, message: 'channel is required', code: 'error.validation.required' }],
    })
  })

  it('refuses an unknown enum value with the rejected value', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.test', channel: 'PIGEON' }))
    const body = await res.json()
    expect(res.status).toBe(400)
    expect(body.errors).toEqual([
      expect.objectContaining({ objectName: 'createTestPlayer', field: 'channel', rejectedValue: 'PIGEON', code: 'error.validation.enum', status: 400 }),
    ])
  })

  it('reports wrong types, formats and unknown fields, never echoing a password', async () => {
    const res = await post(JSON.stringify({ email: 'nope', channel: 'SMS', age: 'old', password: 'short', extra: 1 }))
    const body = await res.json()
    expect(res.status).toBe(400)
    const byField = Object.fromEntries(body.errors.map((e: { field: string }) => [e.field, e]))
    expect(byField.email).toMatchObject({ code: 'error.validation.format', rejectedValue: 'nope' })
    expect(byField.age).toMatchObject({ code: 'error.validation.type', rejectedValue: 'old' })
    expect(byField.extra).toMatchObject({ code: 'error.validation.unknown.field' })
    expect(byField.password).toMatchObject({ code: 'error.validation.size' })
    expect(byField.password).not.toHaveProperty('rejectedValue')
  })

  it('reports an empty text field as required, once, not as too short or malformed', async () => {
    const res = await post(JSON.stringify({ email: '', channel: 'SMS' }))
    const body = await res.json()
    expect(res.status).toBe(400)
    expect(body.errors).toEqual([expect.objectContaining({ field: 'email', code: 'error.validation.required', message: 'email is required', rejectedValue: '' })])
  })

  it('answers malformed JSON with 400 error.request.malformed', async () => {
    const res = await post('{"email": ')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ status: 400, code: 'error.request.malformed', message: 'The body is not valid JSON.' })
  })

  it('answers a non-JSON content type with 415', async () => {
    const res = await post('email=a@b.test', { 'content-type': 'application/x-www-form-urlencoded' })
    expect(res.status).toBe(415)
    expect(await res.json()).toEqual({ status: 415, code: 'error.request.unsupported.media.type', message: 'Send the body as application/json.' })
  })

  it('answers a body over 1 MiB with 413', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.test', channel: 'SMS', password: 'x'.repeat(1024 * 1024) }))
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ status: 413, code: 'error.request.too.large', message: 'The body is larger than the platform accepts.' })
  })

  it('coerces and validates path parameters', async () => {
    expect(await (await fetch(`${platform.url}/api/v1/test/things/7`, { headers: site })).json()).toEqual({ id: 7 })
    const res = await fetch(`${platform.url}/api/v1/test/things/0`, { headers: site })
    expect(res.status).toBe(400)
    expect((await res.json()).errors).toEqual([
      { objectName: 'path', field: 'id', rejectedValue: 0, status: 400, message: 'id must be >= 1', code: 'error.validation.range' },
    ])
  })
})

describe('authentication from the operation security', () => {
  const me = (headers: Record<string, string>) => fetch(`${platform.url}/api/v1/test/me`, { method: 'POST', headers: { ...site, ...headers } })

  it('lets a player with both tokens through and tells the handler who it is', async () => {
    const { id } = (await platform.db.one<{ id: string }>(`select id from players where email = 'demo@croupier.test'`))!
    const issued = await platform.app.services.tokens.issue(id, 'password')
    const res = await me({ authorization: `Bearer ${issued.idToken}`, 'access-token': issued.accessToken })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ playerId: id })
    const without = await me({ authorization: `Bearer ${issued.idToken}` })
    expect(without.status).toBe(401)
    expect(await without.json()).toEqual({ status: 401, code: 'error.token.invalid', message: 'An access token is required: Access-Token header.' })
  })

  it('answers 401 error.token.invalid without or with a bad id token', async () => {
    for (const headers of [{}, { authorization: 'Bearer nonsense' }] as Record<string, string>[]) {
      const res = await me(headers)
      expect(res.status).toBe(401)
      expect(await res.json()).toMatchObject({ status: 401, code: 'error.token.invalid' })
    }
  })
})

describe('global rules', () => {
  it('refuses an /api request without X-Site-Id: 5', async () => {
    for (const headers of [{}, { 'x-site-id': '6' }] as Record<string, string>[]) {
      const res = await fetch(`${platform.url}/api/v1/test/things/1`, { headers })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ status: 400, code: 'error.invalid.site.id', message: 'Every /api request needs the header X-Site-Id: 5.' })
    }
  })

  it('answers an unknown /api route with a 404 ApiError', async () => {
    const res = await fetch(`${platform.url}/api/v1/nowhere?x=1`, { headers: site })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ status: 404, code: 'error.not.found', message: 'No route GET /api/v1/nowhere.' })
  })

  it('refuses to start while an operation of its document has no handler, naming each one', async () => {
    const unbuilt = { get: { operationId: 'getUnbuilt', tags: ['test'], responses: { '200': { description: 'ok' } } } }
    const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIR: '/nonexistent' })
    await expect(buildApp({ db: platform.db, config, handlers, document: { ...document, paths: { ...document.paths, '/api/v1/test/unbuilt': unbuilt } } })).rejects.toThrow(
      'the contract declares operations the platform has no handler for: getUnbuilt (GET /api/v1/test/unbuilt) — add them to server/handlers.ts',
    )
    // The same document with the handler starts (the platform under test is that document's).
    expect(platform.app.operations.implemented.map((op) => op.operationId)).toContain('createTestPlayer')
  })

  it('turns a response that breaks the contract into a 500, never sending it', async () => {
    const res = await fetch(`${platform.url}/api/v1/test/broken`, { headers: site })
    expect(res.status).toBe(500)
    expect(await res.json()).toMatchObject({ status: 500, code: 'error.system.error' })
  })

  it('answers an unexpected failure with 500 error.system.error and no internal detail', async () => {
    const res = await fetch(`${platform.url}/api/v1/test/broken?crash=1`, { headers: site })
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ status: 500, code: 'error.system.error', message: 'Something went wrong on our side.' })
  })

  it('reports health once migrated', async () => {
    const res = await fetch(`${platform.url}/healthz`)
    expect(await res.json()).toEqual({ status: 'ok' })
    await platform.db.query(`delete from schema_migrations where version = '002_players'`)
    expect((await fetch(`${platform.url}/healthz`)).status).toBe(503)
    await platform.db.query(`insert into schema_migrations (version) values ('002_players')`)
  })
})
