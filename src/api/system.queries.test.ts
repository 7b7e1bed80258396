import { describe, expect, it } from 'vitest'
import { createApiClient } from './client'
import { CONTENT_GET_URL_LIMIT, contentQueryOptions, contentUrlLength, fetchContent } from './system.queries'

const doc = { query: 'static-page', locale: 'fi-FI', updatedAt: '2026-11-28T03:00:00.000Z', blocks: [] }

/** A client on a recording fetch that answers as the platform would for each form. */
function recording() {
  const requests: { method: string; url: string; body: unknown }[] = []
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request
    const body = request.method === 'POST' ? await request.json() : undefined
    requests.push({ method: request.method, url: request.url, body })
    const answer = request.method === 'POST' ? [doc] : doc
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } })
  }
  return { client: createApiClient({ baseUrl: 'http://platform.test', fetch: fetch as typeof globalThis.fetch }), requests }
}

describe('content lookups', () => {
  it('measures the GET URL as the browser sends it, percent-encoded', () => {
    expect(contentUrlLength('static-page', 'fi-FI', 'terms', 'http://platform.test')).toBe('http://platform.test/api/v1/content/static-page?locale=fi-FI&ref=terms'.length)
    expect(contentUrlLength('footer', 'fi-FI', undefined, '')).toBe('/api/v1/content/footer?locale=fi-FI'.length)
    // "ä" is two UTF-8 bytes, six characters once percent-encoded.
    expect(contentUrlLength('static-page', 'fi-FI', 'ä', '')).toBe('/api/v1/content/static-page?locale=fi-FI&ref='.length + 6)
  })

  it('sends a lookup whose URL fits the limit as a GET', async () => {
    const { client, requests } = recording()
    expect(await fetchContent(client, 'static-page', 'fi-FI', 'terms')).toEqual(doc)
    expect(requests).toEqual([{ method: 'GET', url: 'http://platform.test/api/v1/content/static-page?locale=fi-FI&ref=terms', body: undefined }])
  })

  it('sends the same lookup by POST once its URL would pass about 11264 characters', async () => {
    const { client, requests } = recording()
    const prefix = '/api/v1/content/static-page?locale=fi-FI&ref='.length
    // In a browser-less test the origin is empty, so the URL is the path and query.
    const fits = 'a'.repeat(CONTENT_GET_URL_LIMIT - prefix)
    await fetchContent(client, 'static-page', 'fi-FI', fits)
    expect(requests[0]!.method).toBe('GET')
    const long = `${fits}b`
    expect(await fetchContent(client, 'static-page', 'fi-FI', long)).toEqual(doc)
    expect(requests[1]).toEqual({ method: 'POST', url: 'http://platform.test/api/v1/content', body: { query: 'static-page', locale: 'fi-FI', refs: [long] } })
    // 2000 characters of 4-byte UTF-8 are 24000 once percent-encoded: a POST though the ref is short.
    await fetchContent(client, 'games-by-name', 'fi-FI', '🎰'.repeat(1000))
    expect(requests[2]!.method).toBe('POST')
  })

  it('keeps the GET form’s query key either way, so invalidation and inlined data find the entry', () => {
    const short = contentQueryOptions('static-page', 'fi-FI', 'terms')
    const long = contentQueryOptions('static-page', 'fi-FI', 'x'.repeat(20_000))
    expect(short.queryKey).toEqual(['get', '/api/v1/content/{query}', { params: { path: { query: 'static-page' }, query: { locale: 'fi-FI', ref: 'terms' } } }])
    expect(long.queryKey[1]).toBe('/api/v1/content/{query}')
  })
})
