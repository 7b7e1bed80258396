/**
 * Markets and settings, read once per platform instance and kept until they change. Every request
 * needs the markets (the access context, the entry redirect, content, eligibility) and they change
 * a few times a year; reading them per request made /markets cost one query each (428 req/s on
 * PGlite).
 *
 * Invalidation: migration 022 puts a statement trigger on `markets` and `settings` that sends
 * NOTIFY `reference_changed` with the table's name when a change commits, from whichever
 * instance, migration or SQL console made it; every instance LISTENs (db.listen) and drops that
 * table's entries. Until the listener is up nothing is cached, and a handle without `listen` (a
 * transaction) always reads the database, so a transaction sees its own changes.
 * On PostgreSQL a notification sent while an instance's listening connection is down is lost, so
 * nothing is kept longer than MAX_AGE_MS either: a missed change shows within a minute.
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { loadMarkets as readMarkets } from './queries.ts'

type Market = components['schemas']['Market']

export const REFERENCE_CHANNEL = 'reference_changed'

/** The longest a cached value is served without a read, in case a notification was lost. */
export const MAX_AGE_MS = 60_000

interface Cache {
  /** Resolves once LISTEN is in place; null when this handle cannot listen. */
  listening: Promise<boolean>
  markets?: Promise<Market[]>
  settings: Map<string, Promise<string | null>>
  /** Bumped by every notification: a read that started before it is not kept. */
  generation: number
  /** When everything is dropped regardless (MAX_AGE_MS after the first read since the last drop). */
  expiresAt: number
}

const caches = new WeakMap<Db, Cache>()

function cacheOf(db: Db): Cache | null {
  if (!db.listen) return null
  let cache = caches.get(db)
  if (!cache) {
    const created: Cache = { listening: Promise.resolve(false), settings: new Map(), generation: 0, expiresAt: 0 }
    created.listening = db
      .listen(REFERENCE_CHANNEL, (table) => {
        created.generation += 1
        if (table === 'markets') created.markets = undefined
        else if (table === 'settings') created.settings.clear()
        else {
          created.markets = undefined
          created.settings.clear()
        }
      })
      .then(
        () => true,
        () => false,
      )
    caches.set(db, created)
    cache = created
  }
  const now = Date.now()
  if (now >= cache.expiresAt) {
    cache.markets = undefined
    cache.settings.clear()
    cache.expiresAt = now + MAX_AGE_MS
  }
  return cache
}

/** Keeps `read`'s answer unless a notification arrived while it ran; a failed read is not kept. */
async function remember<T>(cache: Cache, read: () => Promise<T>, keep: (value: Promise<T> | undefined) => void): Promise<T> {
  if (!(await cache.listening)) return read()
  const generation = cache.generation
  const value = read()
  keep(value)
  try {
    const result = await value
    if (cache.generation !== generation) keep(undefined)
    return result
  } catch (error) {
    keep(undefined)
    throw error
  }
}

/** Every market, in their order, shaped as the contract's Market. */
export async function cachedMarkets(db: Db): Promise<Market[]> {
  const cache = cacheOf(db)
  if (!cache) return readMarkets(db)
  if (cache.markets) return cache.markets
  return remember(cache, () => readMarkets(db), (value) => (cache.markets = value))
}

/** A value of the settings table, or null when the key has none. */
export async function cachedSetting(db: Db, key: string): Promise<string | null> {
  const cache = cacheOf(db)
  const read = async () => (await db.one<{ value: string }>('select value from settings where key = $1', [key]))?.value ?? null
  if (!cache) return read()
  const known = cache.settings.get(key)
  if (known) return known
  return remember(cache, read, (value) => (value ? cache.settings.set(key, value) : cache.settings.delete(key)))
}
