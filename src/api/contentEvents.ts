/**
 * The content event stream (GET /content/events, spec 001 §7 Realtime) as the contentEvents flow's
 * stream actor. It is read with fetch rather than EventSource: every /api call carries X-Site-Id, a
 * header EventSource cannot send, and the flow owns reconnecting (heartbeat timeout, backoff). The
 * actor reports `stream.opened`, `stream.heartbeat`, `stream.content` and, when the stream ends or
 * fails, `stream.closed`; stopping it aborts the request.
 */
import { fromCallback, type AnyEventObject, type EventObject } from 'xstate'
import type { ContentUpdatedEvent } from '../../machines/contentEvents/contentEvents.machine'
import { SITE_ID } from './client'

export interface StreamMessage {
  /** The `event:` field, or null for an unnamed message. */
  event: string | null
  /** The `data:` lines joined by line breaks, or null when there were none. */
  data: string | null
  /** A comment line's text (`: heartbeat` → `heartbeat`), or null. */
  comment: string | null
}

/** Splits event-stream text into its complete messages; `rest` is an unfinished one to prepend to the next chunk. */
export function parseEventStream(text: string): { messages: StreamMessage[]; rest: string } {
  const blocks = text.split(/\r?\n\r?\n/)
  const rest = blocks.pop() ?? ''
  const messages = blocks.map((block) => {
    const message: StreamMessage = { event: null, data: null, comment: null }
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(':')) message.comment = line.slice(1).trim()
      else if (line.startsWith('event:')) message.event = line.slice(6).trim()
      else if (line.startsWith('data:')) {
        const value = line.slice(5).replace(/^ /, '')
        message.data = message.data === null ? value : `${message.data}\n${value}`
      }
    }
    return message
  })
  return { messages, rest }
}

/** The flow event a message stands for, or null for one the flow does not act on (`: connected`, `retry:`). */
export function streamEventOf(message: StreamMessage): AnyEventObject | null {
  if (message.comment === 'heartbeat') return { type: 'stream.heartbeat' }
  if (message.event !== 'content.updated' || message.data === null) return null
  try {
    const event = JSON.parse(message.data) as ContentUpdatedEvent
    return typeof event.query === 'string' && typeof event.locale === 'string' ? { type: 'stream.content', event } : null
  } catch {
    return null
  }
}

/** Whether a TanStack Query key is a content lookup of the event's query and locale (any item). */
export function isContentKeyOf(queryKey: readonly unknown[], event: Pick<ContentUpdatedEvent, 'query' | 'locale'>): boolean {
  if (queryKey[0] !== 'get' || queryKey[1] !== '/api/v1/content/{query}') return false
  const init = queryKey[2] as { params?: { path?: { query?: string }; query?: { locale?: string } } } | undefined
  return init?.params?.path?.query === event.query && init.params.query?.locale === event.locale
}

export const contentStream = fromCallback<EventObject, { locale: string }>(({ input, sendBack }) => {
  const controller = new AbortController()
  const report = (event: EventObject) => {
    if (!controller.signal.aborted) sendBack(event)
  }
  void (async () => {
    try {
      const response = await fetch(`/api/v1/content/events?locale=${encodeURIComponent(input.locale)}`, {
        headers: { 'X-Site-Id': String(SITE_ID), Accept: 'text/event-stream' },
        cache: 'no-store',
        signal: controller.signal,
      })
      if (!response.ok || !response.body) return report({ type: 'stream.closed' })
      report({ type: 'stream.opened' })
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      let pending = ''
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        const { messages, rest } = parseEventStream(pending + value)
        pending = rest
        for (const message of messages) {
          const event = streamEventOf(message)
          if (event) report(event)
        }
      }
      report({ type: 'stream.closed' })
    } catch {
      report({ type: 'stream.closed' })
    }
  })()
  return () => controller.abort()
})
