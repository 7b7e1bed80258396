/**
 * The content service's two forms (GET getContent, POST queryContent: one lookup) and its event
 * stream (GET /content/events), met over HTTP as a client meets them: the heartbeat at the
 * configured interval, an event when a document of the stream's catalog changes (and none for
 * another catalog), and every stream ended when the platform shuts down, so closing never hangs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { parseContentChange } from './content-events.ts'

let platform: TestPlatform
const site = { 'x-site-id': '5' }
const HEARTBEAT_MS = 150

beforeAll(async () => {
  platform = await startTestPlatform({ config: { contentHeartbeatMs: HEARTBEAT_MS } })
}, 180_000)
afterAll(() => platform?.close())

const post = (body: unknown) =>
  fetch(`${platform.url}/api/v1/content`, { method: 'POST', headers: { ...site, 'content-type': 'application/json' }, body: JSON.stringify(body) })

describe('queryContent (POST)', () => {
  it('answers what the GET form answers, as a list', async () => {
    const got = await (await fetch(`${platform.url}/api/v1/content/footer?locale=en-UN`, { headers: site })).json()
    const res = await post({ query: 'footer', locale: 'en-UN' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual([got])
  })

  it('looks up several items at once, in the order asked', async () => {
    const one = await (await fetch(`${platform.url}/api/v1/content/static-page?locale=en-UN&ref=terms`, { headers: site })).json()
    const two = await (await fetch(`${platform.url}/api/v1/content/static-page?locale=en-UN&ref=privacy-policy`, { headers: site })).json()
    expect(one.blocks.length).toBeGreaterThan(0)
    expect(await (await post({ query: 'static-page', locale: 'en-UN', refs: ['privacy-policy', 'terms'] })).json()).toEqual([two, one])
  })

  it('answers a missing item or locale with 404, as the GET form does', async () => {
    const missing = await post({ query: 'static-page', locale: 'en-UN', refs: ['terms', 'ü'.repeat(2000)] })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ code: 'error.content.not.found' })
    expect((await post({ query: 'footer', locale: 'xx-UN' })).status).toBe(404)
    expect((await fetch(`${platform.url}/api/v1/content/footer?locale=xx-UN`, { headers: site })).status).toBe(404)
  })

  it('filters banners by audience with a token, as the GET form does', async () => {
    const visitor = (await (await post({ query: 'home-page', locale: 'en-UN' })).json())[0]
    const viaGet = await (await fetch(`${platform.url}/api/v1/content/home-page?locale=en-UN`, { headers: site })).json()
    expect(visitor.blocks).toEqual(viaGet.blocks)
  })

  it('refuses a body the contract does not allow', async () => {
    expect((await post({ query: 'footer', locale: 'en-UN', refs: [] })).status).toBe(400)
    expect((await post({ query: 'footer' })).status).toBe(400)
  })
})

/** Reads an event stream's text as it arrives. */
function reader(response: Response) {
  const stream = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  return {
    get text() {
      return text
    },
    /** Reads until `predicate(text)` holds (or the stream ends); false when it ended first. */
    async until(predicate: (text: string) => boolean, timeoutMs = 5_000): Promise<boolean> {
      const deadline = Date.now() + timeoutMs
      while (!predicate(text)) {
        if (Date.now() > deadline) throw new Error(`timed out; got: ${text}`)
        const { value, done } = await stream.read()
        if (done) return false
        text += decoder.decode(value, { stream: true })
      }
      return true
    },
    cancel: () => stream.cancel(),
  }
}

describe('streamContentEvents (SSE)', () => {
  it('opens an event stream and sends a heartbeat at the configured interval', async () => {
    const started = Date.now()
    const res = await fetch(`${platform.url}/api/v1/content/events?locale=en-UN`, { headers: site })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(res.headers.get('cache-control')).toContain('no-cache')
    const events = reader(res)
    await events.until((t) => t.includes(': connected'))
    await events.until((t) => t.split(': heartbeat\n\n').length >= 3)
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * HEARTBEAT_MS - 20)
    await events.cancel()
  })

  it('announces a change to a document of its catalog, and not one of another catalog', async () => {
    const res = await fetch(`${platform.url}/api/v1/content/events?locale=en-CA`, { headers: site })
    const events = reader(res)
    await events.until((t) => t.includes(': connected'))
    // Another catalog first: en-CA reads the `ca` catalog, so a change to `fi` is not announced.
    await platform.db.query(`update content_documents set blocks = blocks || '[]'::jsonb || jsonb_build_array(jsonb_build_object('id', 'x', 'kind', 'text', 'body', 'fi')) where query = 'footer' and catalog = 'fi'`)
    await platform.db.query(`update content_documents set blocks = blocks - (jsonb_array_length(blocks) - 1) where query = 'static-page/terms' and catalog = 'ca'`)
    await events.until((t) => t.includes('event: content.updated'))
    const data = events.text.split('\n').find((line) => line.startsWith('data: '))!
    const event = JSON.parse(data.slice('data: '.length))
    expect(event).toEqual({ query: 'static-page', locale: 'en-CA', updatedAt: expect.any(String) })
    // The event carries the document's new stamp, which the lookup now answers.
    const page = await (await fetch(`${platform.url}/api/v1/content/static-page?locale=en-CA&ref=terms`, { headers: site })).json()
    expect(page.updatedAt).toBe(event.updatedAt)
    expect(events.text).not.toContain('"footer"')
    await events.cancel()
  })

  it('announces a change made through the development content editor', async () => {
    const res = await fetch(`${platform.url}/api/v1/content/events?locale=fi-FI`, { headers: site })
    const events = reader(res)
    await events.until((t) => t.includes(': connected'))
    const blocks = [{ id: 'footer-licence', kind: 'text', body: 'Muutettu teksti.', audience: 'both' }]
    const put = (path: string, body: unknown) => fetch(`${platform.url}${path}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    expect((await put('/dev/content/fi/footer', { blocks })).status).toBe(204)
    await events.until((t) => t.includes('"query":"footer"'))
    expect((await (await fetch(`${platform.url}/api/v1/content/footer?locale=fi-FI`, { headers: site })).json()).blocks).toEqual(blocks)
    expect((await put('/dev/content/fi/nothing-here', { blocks })).status).toBe(404)
    expect((await put('/dev/content/fi/footer', { blocks: 'no' })).status).toBe(400)
    await events.cancel()
  })

  it('refuses a locale no market offers with 400', async () => {
    const res = await fetch(`${platform.url}/api/v1/content/events?locale=xx-UN`, { headers: site })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'error.locale.not.found' })
    expect((await fetch(`${platform.url}/api/v1/content/events`, { headers: site })).status).toBe(400)
  })

  it('ends every open stream when the platform shuts down, so closing does not wait on them', async () => {
    const own = await startTestPlatform({ config: { contentHeartbeatMs: HEARTBEAT_MS } })
    // A client that stopped reading a stream and went on: its connection must not keep the close
    // waiting once the stream is ended (without `Connection: close` it waited fastify's 72 s).
    const left = reader(await fetch(`${own.url}/api/v1/content/events?locale=en-UN`, { headers: site }))
    await left.until((t) => t.includes(': heartbeat'))
    await left.cancel()
    const res = await fetch(`${own.url}/api/v1/content/events?locale=en-UN`, { headers: site })
    expect(res.headers.get('connection')).toBe('close')
    const events = reader(res)
    await events.until((t) => t.includes(': connected'))
    await new Promise((wait) => setTimeout(wait, 1_000))
    const started = Date.now()
    await own.close()
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(await events.until(() => false)).toBe(false)
  })

  it('reads a notification’s payload, reporting an item query as its query', () => {
    expect(parseContentChange(JSON.stringify({ query: 'static-page/terms', catalog: 'fi', updatedAt: '2026-11-28T01:02:03.456789+00:00' }))).toEqual({
      query: 'static-page',
      catalog: 'fi',
      updatedAt: '2026-11-28T01:02:03.456Z',
    })
    expect(parseContentChange('not json')).toBeNull()
    expect(parseContentChange(JSON.stringify({ query: 'footer' }))).toBeNull()
  })
})
