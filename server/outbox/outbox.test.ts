import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'

let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform()
  const { outbox } = platform.app.services
  await outbox.send({ to: 'Player@Example.test', channel: 'email', subject: 'Verify', body: 'Your code is 1234', code: '1234' })
  await outbox.send({ to: '+358 40 123 4567', channel: 'sms', subject: 'Code', body: 'Code 9876', code: '9876' })
  await outbox.send({ to: 'player@example.test', channel: 'email', subject: '<script>alert(1)</script>', body: 'Second & last' })
})
afterAll(() => platform?.close())

describe('development outbox', () => {
  it('lists a recipient’s messages latest first, matching e-mail case and phone spacing', async () => {
    const mail = await (await fetch(`${platform.url}/dev/outbox?to=PLAYER@example.test`)).json()
    expect(mail.map((m: { subject: string }) => m.subject)).toEqual(['<script>alert(1)</script>', 'Verify'])
    expect(mail[1]).toMatchObject({ to: 'player@example.test', channel: 'email', code: '1234' })
    const sms = await (await fetch(`${platform.url}/dev/outbox?to=${encodeURIComponent('+358401234567')}`)).json()
    expect(sms).toEqual([expect.objectContaining({ channel: 'sms', code: '9876', to: '+358401234567' })])
  })

  it('renders an escaped HTML page for browsers', async () => {
    const res = await fetch(`${platform.url}/dev/outbox`, { headers: { accept: 'text/html' } })
    const html = await res.text()
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('Second &amp; last')
  })

  it('is absent in production', async () => {
    const { buildApp } = await import('../app.ts')
    const app = await buildApp({ db: platform.db, config: { ...platform.app.services.config, production: true } })
    expect((await app.inject({ url: '/dev/outbox' })).statusCode).toBe(404)
    expect((await app.inject({ url: '/api/docs' })).statusCode).toBe(404)
    await app.close()
  })
})
