/**
 * Rule: no secrets in URLs or logs. The e-mailed reset key is checked through a POST body (no
 * route takes it from a query string), and the request log writes URLs without their query
 * strings, so a key or ticket someone puts in a URL is not kept in the logs.
 */
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadBundledOpenApi } from '../../openapi/bundle.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { DEMO, send } from './trust-support.ts'

const lines: string[] = []
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean))
    done()
  },
})
let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform({ env: { LOG_LEVEL: 'info' }, logStream })
}, 180_000)
afterAll(() => platform?.close())

/** A fresh e-mailed reset key for the demo player, as the link in the e-mail carries it. */
async function emailedResetKey(): Promise<string> {
  await platform.db.query('delete from password_resets where email = $1', [DEMO.email])
  expect((await send(platform.url, 'POST', '/api/v1/player/password_reset', { body: { email: DEMO.email } })).status).toBe(200)
  const mail = (await platform.app.services.outbox.list(DEMO.email)).find((m) => m.channel === 'email' && m.subject.includes('Reset'))
  return mail!.code!
}

describe('the e-mailed reset key', () => {
  it('[rule: reset key in a POST body] is checked from the body of a POST', async () => {
    const resetKey = await emailedResetKey()
    const checked = await send(platform.url, 'POST', '/api/v1/player/password_reset/new_password/email/check', { body: { resetKey } })
    expect([checked.status, checked.body.valid]).toEqual([200, true])
  })

  it('[rule: reset key in a POST body] no route reads it from a query string', async () => {
    const resetKey = await emailedResetKey()
    for (const path of ['/api/v1/player/password_reset/new_password/email', '/api/v1/player/password_reset/new_password/email/check']) {
      const answer = await send(platform.url, 'GET', `${path}?resetKey=${encodeURIComponent(resetKey)}`)
      expect(answer.status, path).toBeGreaterThanOrEqual(400)
      expect(JSON.stringify(answer.body), path).not.toContain(resetKey)
    }
  })

  it('[rule: reset key in a POST body] no operation of the contract takes a key, code, password or token in its query or path', () => {
    const secret = /^(resetKey|password|\w*Password|smsCode|emailCode|code|token|\w+Token)$/
    const inUrl = Object.entries<any>(loadBundledOpenApi().paths).flatMap(([path, item]) =>
      Object.entries<any>(item).flatMap(([method, op]) =>
        (op?.parameters ?? [])
          .filter((p: any) => ['query', 'path'].includes(p.in) && secret.test(p.name))
          .map((p: any) => `${method.toUpperCase()} ${path} ${p.in}:${p.name}`),
      ),
    )
    expect(inUrl).toEqual([])
  })
})

describe('the request log', () => {
  it('[rule: logged URLs drop their query strings] a secret in a query string is not logged', async () => {
    const secret = 'secret-in-query-4f1c9a'
    lines.length = 0
    await send(platform.url, 'GET', `/api/v1/player/access/context?resetKey=${secret}&ticket=${secret}`)
    await send(platform.url, 'GET', `/en-NO/reset-password?resetKey=${secret}`)
    const logged = lines.map((line) => JSON.parse(line) as { req?: { url?: string } })
    const urls = logged.flatMap((entry) => (entry.req?.url ? [entry.req.url] : []))
    expect(urls).toEqual(expect.arrayContaining(['/api/v1/player/access/context', '/en-NO/reset-password']))
    expect(lines.filter((line) => line.includes(secret))).toEqual([])
  })
})
