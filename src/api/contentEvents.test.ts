import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, createMachine, type EventObject } from 'xstate'
import { contentStream, isContentKeyOf, parseEventStream, streamEventOf } from './contentEvents'

const change = { query: 'footer', locale: 'en-CA', updatedAt: '2026-11-28T03:00:00.000Z' }

describe('parseEventStream', () => {
  it('splits complete messages and keeps an unfinished one for the next chunk', () => {
    const { messages, rest } = parseEventStream(`retry: 5000\n: connected\n\n: heartbeat\n\nevent: content.updated\ndata: ${JSON.stringify(change)}\n\nevent: content.upd`)
    expect(messages).toEqual([
      { event: null, data: null, comment: 'connected' },
      { event: null, data: null, comment: 'heartbeat' },
      { event: 'content.updated', data: JSON.stringify(change), comment: null },
    ])
    expect(rest).toBe('event: content.upd')
  })

  it('joins data lines and reads CRLF streams', () => {
    expect(parseEventStream('data: a\r\ndata:b\r\n\r\n').messages).toEqual([{ event: null, data: 'a\nb', comment: null }])
  })
})

describe('streamEventOf', () => {
  it('turns a heartbeat and a content change into the flow’s events, and ignores the rest', () => {
    expect(streamEventOf({ event: null, data: null, comment: 'heartbeat' })).toEqual({ type: 'stream.heartbeat' })
    expect(streamEventOf({ event: 'content.updated', data: JSON.stringify(change), comment: null })).toEqual({ type: 'stream.content', event: change })
    expect(streamEventOf({ event: null, data: null, comment: 'connected' })).toBeNull()
    expect(streamEventOf({ event: 'content.updated', data: 'not json', comment: null })).toBeNull()
    expect(streamEventOf({ event: 'content.updated', data: '{"query":1}', comment: null })).toBeNull()
    expect(streamEventOf({ event: 'other', data: JSON.stringify(change), comment: null })).toBeNull()
  })
})

describe('isContentKeyOf', () => {
  const key = (query: string, locale: string, ref?: string) => ['get', '/api/v1/content/{query}', { params: { path: { query }, query: ref ? { locale, ref } : { locale } } }]

  it('matches every lookup of the query in the locale, items included', () => {
    expect(isContentKeyOf(key('footer', 'en-CA'), change)).toBe(true)
    expect(isContentKeyOf(key('static-page', 'en-CA', 'terms'), { query: 'static-page', locale: 'en-CA' })).toBe(true)
  })

  it('leaves other queries, other locales and other calls alone', () => {
    expect(isContentKeyOf(key('footer', 'fr-CA'), change)).toBe(false)
    expect(isContentKeyOf(key('home-page', 'en-CA'), change)).toBe(false)
    expect(isContentKeyOf(['get', '/api/v1/markets', {}], change)).toBe(false)
    expect(isContentKeyOf(['post', '/api/v1/content/{query}', { params: { path: { query: 'footer' }, query: { locale: 'en-CA' } } }], change)).toBe(false)
  })
})

describe('contentStream', () => {
  afterEach(() => vi.unstubAllGlobals())

  /** Runs the stream actor under a parent that records what it reports. */
  function run(response: Response | Promise<Response>) {
    const requests: { url: string; init: RequestInit }[] = []
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requests.push({ url, init })
      return response
    })
    const received: EventObject[] = []
    const parent = createMachine({
      invoke: { src: contentStream, input: { locale: 'en-CA' } },
      on: { '*': { actions: ({ event }) => void received.push(event) } },
    })
    const actor = createActor(parent).start()
    return { actor, received, requests }
  }

  const body = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
        controller.close()
      },
    })
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

  it('asks for the locale’s stream with the site header and reports what arrives, even split mid-message', async () => {
    const { received, requests } = run(
      new Response(body(': connected\n\n: heart', 'beat\n\nevent: content.updated\ndata: ', `${JSON.stringify(change)}\n\n`), { status: 200 }),
    )
    await settle()
    expect(requests[0]!.url).toBe('/api/v1/content/events?locale=en-CA')
    expect(new Headers(requests[0]!.init.headers).get('x-site-id')).toBe('5')
    expect(received).toEqual([{ type: 'stream.opened' }, { type: 'stream.heartbeat' }, { type: 'stream.content', event: change }, { type: 'stream.closed' }])
  })

  it('reports a refused or failed stream as closed', async () => {
    const refused = run(new Response('{}', { status: 400 }))
    await settle()
    expect(refused.received).toEqual([{ type: 'stream.closed' }])
    const failed = run(Promise.reject(new Error('offline')))
    await settle()
    expect(failed.received).toEqual([{ type: 'stream.closed' }])
  })

  it('aborts the request and reports nothing more once stopped', async () => {
    let signal: AbortSignal | undefined
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined
      return new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))))
    })
    const received: EventObject[] = []
    const actor = createActor(createMachine({ invoke: { src: contentStream, input: { locale: 'en-CA' } }, on: { '*': { actions: ({ event }) => void received.push(event) } } })).start()
    actor.stop()
    await settle()
    expect(signal?.aborted).toBe(true)
    expect(received).toEqual([])
  })
})
