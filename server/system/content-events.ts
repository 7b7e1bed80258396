/**
 * Content events (GET /content/events, spec 001 §7 Realtime: "an event stream with a 45 s heartbeat
 * is also used for content"). Migration 048 makes every committed change to content_documents send
 * NOTIFY `content_changed` with the document's query and catalog, from whichever instance or SQL
 * console made it; each instance LISTENs once (db.listen) and writes the change to the streams
 * open for that catalog as `event: content.updated` with a ContentUpdatedEvent. A `: heartbeat`
 * comment every 45 s keeps proxies from closing an idle stream and tells the client the stream is
 * alive. On shutdown (preClose) every stream is ended, so closing the platform never waits on one.
 */
import { PassThrough, type Readable } from 'node:stream'
import type { Db } from '../db/database.ts'

export const CONTENT_CHANNEL = 'content_changed'
export const CONTENT_HEARTBEAT_MS = 45_000

export interface ContentChange {
  /** The content query (an item query's `{query}/{ref}` key is reported as its query). */
  query: string
  catalog: string
  updatedAt: string
}

export interface ContentEvents {
  /**
   * An open event stream for one locale: its changes (documents of `catalog`) and heartbeats. The
   * stream is listening once this resolves; destroying it (the client went away) unsubscribes.
   */
  open(locale: string, catalog: string): Promise<Readable>
  /** Ends every open stream and stops listening. */
  close(): Promise<void>
}

interface Subscriber {
  catalog: string
  send(change: ContentChange): void
  end(): void
}

/** Parses a notification's payload; null for one this version does not understand. */
export function parseContentChange(payload: string): ContentChange | null {
  try {
    const value = JSON.parse(payload) as Partial<ContentChange>
    if (typeof value.query !== 'string' || typeof value.catalog !== 'string' || typeof value.updatedAt !== 'string') return null
    return { query: value.query.split('/')[0]!, catalog: value.catalog, updatedAt: new Date(value.updatedAt).toISOString() }
  } catch {
    return null
  }
}

export function createContentEvents(db: Db, options: { heartbeatMs?: number; onError?: (error: unknown) => void } = {}): ContentEvents {
  const heartbeatMs = options.heartbeatMs ?? CONTENT_HEARTBEAT_MS
  const subscribers = new Set<Subscriber>()
  let listening: Promise<(() => Promise<void>) | null> | undefined

  const listen = () => {
    listening ??= db.listen
      ? db
          .listen(CONTENT_CHANNEL, (payload) => {
            const change = parseContentChange(payload)
            if (!change) return
            for (const subscriber of subscribers) if (subscriber.catalog === change.catalog) subscriber.send(change)
          })
          .catch((error: unknown) => {
            options.onError?.(error)
            listening = undefined
            throw error
          })
      : Promise.resolve(null)
    return listening
  }

  return {
    async open(locale, catalog) {
      await listen()
      const stream = new PassThrough()
      const write = (text: string) => {
        if (!stream.writableEnded && !stream.destroyed) stream.write(text)
      }
      // How long the client waits before reconnecting after the stream dropped; then a first line,
      // so the response starts at once (the client knows it is connected).
      write(`retry: 5000\n: connected\n\n`)
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs)
      heartbeat.unref()
      const subscriber: Subscriber = {
        catalog,
        send: (change) => write(`event: content.updated\ndata: ${JSON.stringify({ query: change.query, locale, updatedAt: change.updatedAt })}\n\n`),
        end: () => stream.end(),
      }
      subscribers.add(subscriber)
      stream.once('close', () => {
        clearInterval(heartbeat)
        subscribers.delete(subscriber)
      })
      stream.once('finish', () => {
        clearInterval(heartbeat)
        subscribers.delete(subscriber)
      })
      return stream
    },
    async close() {
      for (const subscriber of [...subscribers]) subscriber.end()
      subscribers.clear()
      const stop = await listening?.catch(() => null)
      listening = undefined
      await stop?.()
    },
  }
}
