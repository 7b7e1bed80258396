/**
 * Markets and settings are cached per instance and dropped when they change: by a statement
 * (migration 022's trigger notifies `reference_changed`) or by a notification from another
 * instance. A transaction always reads its own view.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/database.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { cachedMarkets, cachedSetting, REFERENCE_CHANNEL } from './reference-cache.ts'

let platform: TestPlatform
const site = { 'x-site-id': '5' }
const marketName = async (id: string) => {
  const markets = (await (await fetch(`${platform.url}/api/v1/markets`, { headers: site })).json()) as { id: string; name: string }[]
  return markets.find((m) => m.id === id)?.name
}

/** Counts the statements on `db` whose SQL matches, while `run` runs. */
async function countReads(db: Db, pattern: RegExp, run: () => Promise<unknown>): Promise<number> {
  const query = db.query.bind(db)
  const one = db.one.bind(db)
  let reads = 0
  db.query = ((sql: string, params?: unknown[]) => (pattern.test(sql) && reads++, query(sql, params))) as Db['query']
  db.one = ((sql: string, params?: unknown[]) => (pattern.test(sql) && reads++, one(sql, params))) as Db['one']
  try {
    await run()
  } finally {
    db.query = query
    db.one = one
  }
  return reads
}

beforeAll(async () => {
  platform = await startTestPlatform()
})
afterAll(() => platform?.close())

describe('the markets', () => {
  it('are read from the database once for many requests', async () => {
    await marketName('NO')
    const reads = await countReads(platform.db, /from markets/, async () => {
      for (let i = 0; i < 20; i++) {
        await fetch(`${platform.url}/api/v1/markets`, { headers: site })
        await fetch(`${platform.url}/api/v1/player/access/context`, { headers: { ...site, 'x-country': 'FI' } })
      }
    })
    expect(reads).toBe(0)
  })

  it('show a change made by a statement at the next request', async () => {
    expect(await marketName('NO')).toBe('Norway')
    await platform.db.query(`update markets set name = 'Norge' where id = 'NO'`)
    await expect.poll(() => marketName('NO'), { timeout: 2000 }).toBe('Norge')
    await platform.db.query(`update markets set name = 'Norway' where id = 'NO'`)
    await expect.poll(() => marketName('NO'), { timeout: 2000 }).toBe('Norway')
  })

  it('show a change another instance announces, and keep serving the cached copy until then', async () => {
    expect(await marketName('FI')).toBe('Finland')
    // Another instance's change arrives only as its notification: the trigger here stays silent.
    await platform.db.exec(`alter table markets disable trigger markets_changed;
      update markets set name = 'Suomi' where id = 'FI';
      alter table markets enable trigger markets_changed;`)
    expect(await marketName('FI')).toBe('Finland')
    await platform.db.query('select pg_notify($1, $2)', [REFERENCE_CHANNEL, 'markets'])
    await expect.poll(() => marketName('FI'), { timeout: 2000 }).toBe('Suomi')
    await platform.db.query(`update markets set name = 'Finland' where id = 'FI'`)
    await expect.poll(() => marketName('FI'), { timeout: 2000 }).toBe('Finland')
  })

  it('are read afresh inside a transaction, which sees its own change', async () => {
    await cachedMarkets(platform.db)
    const inside = await platform.db
      .transaction(async (tx) => {
        await tx.query(`update markets set name = 'Österreich' where id = 'AT'`)
        const seen = (await cachedMarkets(tx)).find((m) => m.id === 'AT')?.name
        throw Object.assign(new Error('roll back'), { seen })
      })
      .catch((error: { seen?: string }) => error.seen)
    expect(inside).toBe('Österreich')
    expect((await cachedMarkets(platform.db)).find((m) => m.id === 'AT')?.name).not.toBe('Österreich')
  })
})

describe('the settings', () => {
  it('are read once, and again after a change', async () => {
    // On PostgreSQL the insert's notification arrives on another connection, after the insert
    // returns: wait for it, or it drops the copy read below and the loop reads again. The cache
    // listened first, so it has handled the notification when this handler runs.
    const settled = new Promise<void>((resolve) => {
      void platform.db.listen!(REFERENCE_CHANNEL, (table) => table === 'settings' && resolve()).then((stop) => settled.finally(stop))
    })
    await platform.db.query(`insert into settings (key, value) values ('cache_probe', 'one') on conflict (key) do update set value = 'one'`)
    await settled
    expect(await cachedSetting(platform.db, 'cache_probe')).toBe('one')
    const reads = await countReads(platform.db, /from settings/, async () => {
      for (let i = 0; i < 10; i++) expect(await cachedSetting(platform.db, 'cache_probe')).toBe('one')
    })
    expect(reads).toBe(0)
    await platform.db.query(`update settings set value = 'two' where key = 'cache_probe'`)
    await expect.poll(() => cachedSetting(platform.db, 'cache_probe'), { timeout: 2000 }).toBe('two')
    await platform.db.query(`delete from settings where key = 'cache_probe'`)
    await expect.poll(() => cachedSetting(platform.db, 'cache_probe'), { timeout: 2000 }).toBeNull()
  })
})
