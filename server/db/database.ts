/**
 * One small database interface over two drivers: embedded PGlite (the default, so the product runs
 * with no installed server) and node-postgres when a URL is given.
 *
 * Raw SQL rather than an ORM: every statement must run unchanged on PGlite (PostgreSQL 18) and on
 * PostgreSQL 15, and seeing the exact SQL is the easiest way to keep to the subset both accept. The
 * schema lives in plain migration files a DBA can read; an ORM would add a second schema source.
 */
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

export type Row = Record<string, unknown>

export interface Db {
  /** Runs one parameterised statement and returns its rows. */
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>
  /** The first row, or null when there is none. */
  one<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T | null>
  /** Runs several statements separated by semicolons (migrations); no parameters. */
  exec(sql: string): Promise<void>
  /** Runs fn inside one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>
  close(): Promise<void>
  readonly driver: 'pglite' | 'postgres'
  /** PGlite only: the whole data directory as a tarball, to open copies of it quickly. */
  dumpDataDir?(): Promise<Blob>
}

export interface DatabaseOptions {
  /** postgres://… — use PostgreSQL. */
  databaseUrl?: string
  /** PGlite data directory; in-memory when absent. */
  dataDir?: string
  /** PGlite only: start from a dump made by `dumpDataDir()` instead of an empty cluster. */
  loadDataDir?: Blob
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl)
  return openPglite(options.dataDir, options.loadDataDir)
}

type Querier = { query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }> }

function queries(q: Querier) {
  return {
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      return (await q.query(sql, params)).rows as T[]
    },
    async one<T extends Row>(sql: string, params: unknown[] = []) {
      return ((await q.query(sql, params)).rows[0] as T | undefined) ?? null
    },
  }
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Db> {
  const lite = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) })
  // PGlite is a single connection: a nested transaction() would deadlock, so a transactional Db
  // runs nested calls inline within the open transaction.
  const wrap = (q: Querier & { exec(sql: string): Promise<unknown> }, inTx: boolean): Db => ({
    ...queries(q),
    driver: 'pglite',
    async exec(sql) {
      await q.exec(sql)
    },
    async transaction(fn) {
      if (inTx) return fn(this)
      return lite.transaction((tx) => fn(wrap(tx, true)))
    },
    async close() {
      if (!inTx) await lite.close()
    },
    async dumpDataDir() {
      return lite.dumpDataDir('none')
    },
  })
  return wrap(lite, false)
}

async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // Fail at open rather than at the first request when the server is unreachable.
  await pool.query('select 1')
  const onClient = (client: pg.PoolClient): Db => ({
    ...queries(client),
    driver: 'postgres',
    async exec(sql) {
      await client.query(sql)
    },
    async transaction(fn) {
      return fn(this)
    },
    async close() {},
  })
  return {
    ...queries(pool),
    driver: 'postgres',
    async exec(sql) {
      await pool.query(sql)
    },
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(onClient(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK')
        throw error
      } finally {
        client.release()
      }
    },
    async close() {
      await pool.end()
    },
  }
}
