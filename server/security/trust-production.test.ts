/**
 * Rules: production (NODE_ENV=production) refuses to start without its secrets and names each
 * missing one; it seeds no demo players; captcha goes through the configured provider's
 * server-side verification; the production client bundle carries neither the development captcha
 * token nor source maps.
 */
import { createServer, type Server } from 'node:http'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../build.ts'
import { buildClientWhenStale } from '../testing/client-build.ts'
import { spawnPlatform, type PlatformProcess } from '../testing/platform-process.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { DEMO, send, signUpBody } from './trust-support.ts'

const secrets = {
  PUBLIC_ORIGIN: 'https://croupier.example',
  JWT_SECRET: 'a-production-signing-key-of-at-least-32-characters',
  CAPTCHA_PROVIDER: 'turnstile',
  CAPTCHA_SITE_KEY: 'site-key',
  CAPTCHA_SECRET: 'captcha-secret',
}

describe('production start-up', () => {
  const started: PlatformProcess[] = []
  // Production runs the compiled build under plain node (npm run build:server), so that is what starts here.
  beforeAll(() => buildServer(), 60_000)
  afterEach(async () => {
    for (const platform of started.splice(0)) await platform.stop()
  })

  /** Exit code, or 'healthy' when the platform came up instead. */
  async function outcome(platform: PlatformProcess): Promise<number | string> {
    return Promise.race([platform.exited, platform.healthy(90_000).then(() => 'healthy' as const)])
  }

  it('[rule: production needs its secrets] refuses to start without them and names each on its own line', async () => {
    const platform = spawnPlatform({
      build: true,
      env: { NODE_ENV: 'production', PUBLIC_ORIGIN: '', JWT_SECRET: '', CAPTCHA_SECRET: '', CAPTCHA_SITE_KEY: '', CAPTCHA_PROVIDER: '' },
    })
    started.push(platform)
    expect(await outcome(platform)).toBe(1)
    const lines = platform.output().split('\n')
    for (const name of ['PUBLIC_ORIGIN', 'JWT_SECRET', 'CAPTCHA_SECRET', 'CAPTCHA_SITE_KEY']) {
      expect(lines.filter((line) => line.includes(`${name} is missing`)), platform.output()).toHaveLength(1)
    }
    expect(platform.output()).not.toContain('    at ') // a message for the operator, not a stack trace
  }, 120_000)

  it('[rule: production needs its secrets] refuses a short signing key and the sandbox captcha', async () => {
    const platform = spawnPlatform({ build: true, env: { NODE_ENV: 'production', ...secrets, JWT_SECRET: 'short', CAPTCHA_PROVIDER: 'sandbox' } })
    started.push(platform)
    expect(await outcome(platform)).toBe(1)
    expect(platform.output()).toContain('JWT_SECRET is too short')
    expect(platform.output()).toContain('CAPTCHA_PROVIDER=sandbox is for development and tests')
  }, 120_000)

  it('[rule: no demo players in production] starts with its secrets and lets no demo account in', async () => {
    const platform = spawnPlatform({ build: true, env: { NODE_ENV: 'production', ...secrets } })
    started.push(platform)
    expect(await outcome(platform)).toBe('healthy')
    const login = await send(platform.url, 'POST', '/api/v1/player/login', { body: DEMO })
    expect([login.status, login.body.code]).toEqual([401, 'error.player.not.found'])
    expect(platform.output()).not.toContain(DEMO.password)
  }, 120_000)
})

describe('captcha through the provider', () => {
  let verifier: Server
  let verifyUrl: string
  const seen: URLSearchParams[] = []
  let platform: TestPlatform

  beforeAll(async () => {
    // A stand-in for Turnstile's siteverify on 127.0.0.1: the real one is never called in tests.
    verifier = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        const form = new URLSearchParams(body)
        seen.push(form)
        const token = form.get('response')
        const success = form.get('secret') === secrets.CAPTCHA_SECRET && (token === 'solved' || token === 'solved-elsewhere')
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify({ success, hostname: token === 'solved-elsewhere' ? 'evil.example' : 'croupier.example', 'error-codes': success ? [] : ['invalid-input-response'] }))
      })
    })
    await new Promise<void>((ok) => verifier.listen(0, '127.0.0.1', ok))
    const address = verifier.address()
    verifyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/siteverify`
    platform = await startTestPlatform({ env: { NODE_ENV: 'production', ...secrets, CAPTCHA_VERIFY_URL: verifyUrl } })
  }, 180_000)
  afterAll(async () => {
    await platform?.close()
    await new Promise((ok) => verifier?.close(ok))
  })

  const register = (token: string) => send(platform.url, 'POST', '/api/v1/player/registration', { body: signUpBody('NO'), headers: { 'X-Captcha-Token': token } })

  it('[rule: captcha verified server-side in production] a token the provider accepts signs up; its secret and the visitor IP go with it', async () => {
    const answer = await register('solved')
    expect(answer.status).toBe(201)
    const call = seen.at(-1)!
    expect(Object.fromEntries(call)).toMatchObject({ secret: secrets.CAPTCHA_SECRET, response: 'solved', remoteip: '127.0.0.1' })
  })

  it('[rule: captcha verified server-side in production] the development token, a refused token and one solved on another site are refused', async () => {
    for (const token of ['croupier-dev-captcha', 'robot', 'solved-elsewhere']) {
      const answer = await register(token)
      expect([answer.status, answer.body.code], token).toEqual([403, 'error.captcha.validation'])
    }
  })

  it('[rule: captcha verified server-side in production] tells the client which provider to render, and no sandbox token', async () => {
    const config = await send(platform.url, 'GET', '/api/v1/captcha/config')
    expect(config.body).toEqual({ provider: 'turnstile', siteKey: 'site-key' })
  })
})

describe('the production client bundle', () => {
  // The build `npm test` makes once for these rules and the e2e platforms (client-build.ts).
  let outDir: string
  beforeAll(async () => {
    outDir = await buildClientWhenStale()
  }, 600_000)

  const files = (dir: string): string[] => readdirSync(dir).flatMap((entry) => (statSync(join(dir, entry)).isDirectory() ? files(join(dir, entry)) : [join(dir, entry)]))

  it('[rule: no development captcha token in production] no built file contains it', () => {
    const carrying = files(outDir).filter((file) => readFileSync(file).includes('croupier-dev-captcha'))
    expect(carrying).toEqual([])
  })

  it('[rule: no source maps in production] no .map file and no sourceMappingURL', () => {
    const all = files(outDir)
    expect(all.filter((file) => file.endsWith('.map'))).toEqual([])
    expect(all.filter((file) => file.endsWith('.js') && readFileSync(file, 'utf8').includes('sourceMappingURL'))).toEqual([])
  })
})
