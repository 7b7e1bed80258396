/**
 * Rule: login, sign-up, password reset and code requests are limited per client IP: over the
 * limit the answer is 429 `error.rate.limited` in the ApiError shape with Retry-After. Counts are
 * kept in memory, or in Redis when REDIS_URL is set, and then two instances share them.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { request as httpRequest } from 'node:http'
import net from 'node:net'
import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { loadBundledOpenApi } from '../../openapi/bundle.ts'
import { createValidators } from '../http/validation.ts'
import { listOperations } from '../http/operations.ts'
import Fastify from 'fastify'
import { loadRateLimits, rateLimitedOperations, registerRateLimits, type RateLimits } from '../http/rate-limit.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'

const document = loadBundledOpenApi()
const apiError = createValidators(document).apiError
const operations = listOperations(document)

/** Limits of `max` per operation and a long window, so a test never straddles two windows. */
const tight = (max: number, namespace = 'croupier-rate-'): RateLimits => ({
  windowMs: 600_000,
  login: max,
  signUp: max,
  passwordReset: max,
  codes: max,
  namespace,
})

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: any
}

/** A JSON POST from a chosen loopback address (127.0.0.x all reach a server on 127.0.0.1). */
function post(platform: TestPlatform, path: string, body: unknown, from = '127.0.0.1', method = 'POST'): Promise<Answer> {
  const { port } = new URL(platform.url)
  const data = method === 'GET' ? '' : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method, localAddress: from, headers: { 'x-site-id': '5', ...(data ? { 'content-type': 'application/json' } : {}), 'content-length': Buffer.byteLength(data) } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text ? JSON.parse(text) : null }))
      },
    )
    req.on('error', reject)
    req.end(data)
  })
}

const login = { email: 'nobody@croupier.test', password: 'not-the-password' }
const urlOf = (operationId: string) => {
  const op = operations.find((o) => o.operationId === operationId)!
  return op.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')
}


describe('per-IP limits (rule: 429 with Retry-After in the ApiError shape)', () => {
  // Every operation and every address counts on its own, so one platform serves every case.
  let platform: TestPlatform
  beforeAll(async () => {
    platform = await startTestPlatform({ config: { rateLimits: tight(2) } })
  })
  afterAll(() => platform?.close())

  it('the request over the limit is refused with 429 error.rate.limited and Retry-After', async () => {
    for (let i = 0; i < 2; i++) expect((await post(platform, '/api/v1/player/login', login, '127.0.0.2')).status).toBe(401)
    const refused = await post(platform, '/api/v1/player/login', login, '127.0.0.2')
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ status: 429, code: 'error.rate.limited' })
    expect(apiError(refused.body)).toBe(true)
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(refused.body.additionalInfo).toEqual({ retryAfterSeconds: retryAfter })
    // Another address is not held back by this one.
    expect((await post(platform, '/api/v1/player/login', login, '127.0.0.3')).status).toBe(401)
  })

  it('counts refused and malformed requests too: a bad body is no way around the limit', async () => {
    expect((await post(platform, '/api/v1/player/login', { email: 1 }, '127.0.0.4')).status).toBe(400)
    expect((await post(platform, '/api/v1/player/login', { email: 1 }, '127.0.0.4')).status).toBe(400)
    expect((await post(platform, '/api/v1/player/login', login, '127.0.0.4')).status).toBe(429)
  })

  it.each(Object.keys(rateLimitedOperations))('%s is limited, and its 429 is in the contract', async (operationId) => {
    const op = operations.find((o) => o.operationId === operationId)
    expect(op, `${operationId} is not an operation of the contract`).toBeDefined()
    expect(op!.responses['429'], `${operationId} does not declare its 429`).toBeDefined()
    const send = () => post(platform, urlOf(operationId), {}, '127.0.0.5', op!.method.toUpperCase())
    expect((await send()).status).not.toBe(429)
    expect((await send()).status).not.toBe(429)
    const third = await send()
    expect(third.status).toBe(429)
    expect(third.body.code).toBe('error.rate.limited')
  })

  it('reads its limits from the environment, with generous defaults', () => {
    expect(loadRateLimits({})).toEqual({ windowMs: 60_000, login: 30, signUp: 20, passwordReset: 20, codes: 30, namespace: 'croupier-rate-' })
    expect(loadRateLimits({ RATE_LIMIT_WINDOW_SECONDS: '10', RATE_LIMIT_LOGIN: '5', RATE_LIMIT_SIGNUP: '0', RATE_LIMIT_CODES: 'x' })).toMatchObject({
      windowMs: 10_000,
      login: 5,
      signUp: 20,
      codes: 30,
    })
  })
})

/** The Redis of TEST_REDIS_URL (`off`: none), or of 127.0.0.1:6379 when something answers there. */
async function reachableRedis(): Promise<string | undefined> {
  if (process.env.TEST_REDIS_URL === 'off') return undefined
  if (process.env.TEST_REDIS_URL) return process.env.TEST_REDIS_URL
  const answers = await new Promise<boolean>((resolve) => {
    const socket = net.connect(6379, '127.0.0.1')
    socket.setTimeout(500)
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
    socket.once('error', () => resolve(false))
  })
  return answers ? 'redis://127.0.0.1:6379' : undefined
}

describe('where the counts live (rule: memory by default, Redis shared by instances)', () => {
  let redisUrl: string | undefined
  const namespace = `croupier-rate-test-${randomBytes(6).toString('hex')}-`

  beforeAll(async () => {
    redisUrl = await reachableRedis()
  })
  afterAll(async () => {
    if (!redisUrl) return
    const redis = new Redis(redisUrl)
    const keys = await redis.keys(`${namespace}*`)
    if (keys.length) await redis.del(...keys)
    await redis.quit()
  })

  const platforms: TestPlatform[] = []
  afterEach(async () => {
    await Promise.all(platforms.splice(0).map((p) => p.close()))
  })

  it('two instances share one count through Redis when REDIS_URL is set (without Redis: each instance counts alone)', async () => {
    const limits = tight(3, namespace)
    const [a, b] = await Promise.all([0, 1].map(() => startTestPlatform({ config: { rateLimits: limits, redisUrl } })))
    platforms.push(a!, b!)
    await post(a!, '/api/v1/player/login', login)
    await post(a!, '/api/v1/player/login', login)
    await post(b!, '/api/v1/player/login', login)
    const fourth = await post(b!, '/api/v1/player/login', login)
    if (redisUrl) {
      console.log(`rate limits: shared through Redis at ${redisUrl}`)
      expect(fourth.status).toBe(429)
      expect((await post(a!, '/api/v1/player/login', login)).status).toBe(429)
    } else {
      console.log('rate limits: no Redis answers here, so the in-memory counts are checked instead')
      // Each instance counts alone: b has seen 2 of its 3, a 2 of its 3.
      expect(fourth.status).toBe(401)
      expect((await post(b!, '/api/v1/player/login', login)).status).toBe(401)
      expect((await post(b!, '/api/v1/player/login', login)).status).toBe(429)
      expect((await post(a!, '/api/v1/player/login', login)).status).toBe(401)
    }
  }, 90_000)

  it('refuses to start when REDIS_URL names a Redis that does not answer', async () => {
    const app = Fastify()
    await expect(registerRateLimits(app, { limits: tight(3), redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow(/REDIS_URL is set but Redis does not answer/)
    await app.close()
  })
})
