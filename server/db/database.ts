/**
 * One small database interface over two drivers: embedded PGlite (the default, so the product runs
 * with no installed server) and node-postgres when a URL is given.
 *
 * Raw SQL rather than an ORM: every statement must run unchanged on PGlite (PostgreSQL 18) and on
 * PostgreSQL 15, and seeing the exact SQL is the easiest way to keep to the subset both accept. The
 * schema lives in plain migration files a DBA can read; an ORM would add a second schema source.
 *
 * Transactions go through one helper (`transaction`, see transaction.ts for the policy): explicit
 * isolation, retry of serialization failures and deadlocks, savepoints for nested work.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import {
  assertNestable,
  isolationSql,
  resolveTransactionOptions,
  runWithRetries,
  type Isolation,
  type TransactionOptions,
} from './transaction.ts'

export type { Isolation, TransactionOptions } from './transaction.ts'

export type Row = Record<string, unknown>

export interface Db {
  /** Runs one parameterised statement and returns its rows. */
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>
  /** The first row, or null when there is none. */
  one<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T | null>
  /** Runs several statements separated by semicolons (migrations); no parameters. */
  exec(sql: string): Promise<void>
  /**
   * Runs fn inside one transaction: committed when fn resolves, rolled back when it throws.
   * At the top level fn may run more than once (serialization failure, deadlock), so it must
   * have no effect outside the database. On a transaction handle it opens a savepoint instead:
   * a throw rolls back only the nested work, and the error still reaches the caller.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>, options?: TransactionOptions): Promise<T>
  close(): Promise<void>
  readonly driver: 'pglite' | 'postgres'
  /** The isolation of the open transaction; null on the top-level handle. */
  readonly isolation: Isolation | null
  /**
   * One map per opened database, the same object on every transaction handle of it: for values
   * that never change once committed (ledger account ids, server/ledger/ledger.ts). Tests open
   * many databases in one process, with the same seeded rows under different ids, so such a cache
   * must never be global.
   */
  readonly memo: Map<string, unknown>
  /** PGlite only: the whole data directory as a tarball, to open copies of it quickly. */
  dumpDataDir?(): Promise<Blob>
  /**
   * Top-level handles only: calls `onPayload` for every NOTIFY on `channel` that commits, from this
   * process or any other connected to the same database. Resolves once listening; the returned
   * function stops. On PostgreSQL one dedicated connection carries every listen and reconnects
   * (re-listening) after a failure; notifications sent while it was down are lost.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
}

export interface DatabaseOptions {
  /** postgres://… — use PostgreSQL. */
  databaseUrl?: string
  /** PGlite data directory; in-memory when absent. */
  dataDir?: string
  /** PGlite only: start from a dump made by `dumpDataDir()` instead of an empty cluster. */
  loadDataDir?: Blob
  /** PostgreSQL only: connections in the pool (10). */
  poolSize?: number
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10)
  return openPglite(options.dataDir, options.loadDataDir)
}

type Querier = { query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }> }

/** The open transaction of the current async call chain, per database. */
interface Scope {
  open: boolean
  /** Savepoints opened so far, for unique names. */
  savepoints: number
}

/**
 * A transaction's connection. `send`, where the driver has it (node-postgres in pipeline mode),
 * writes a statement whose answer nobody waits for — BEGIN, SAVEPOINT, RELEASE SAVEPOINT — so it
 * travels with the statement after it instead of costing a round trip of its own. Its answer is
 * still read: `settle` waits for every sent statement and throws the first failure, and runs
 * before COMMIT.
 */
type Connection = Querier & {
  exec(sql: string): Promise<unknown>
  send?(sql: string): void
}

/**
 * Using the top-level handle inside a transaction is always a mistake: on PGlite (one connection)
 * it waits for the transaction that waits for it, forever; on PostgreSQL it runs outside the
 * transaction on a second connection and can block on the transaction's own locks. Both are
 * turned into an immediate error that names the fix.
 */
function guard(scopes: AsyncLocalStorage<Scope>) {
  return () => {
    if (scopes.getStore()?.open) {
      throw new Error('The top-level database handle was used inside db.transaction(): use the transaction handle (tx) given to the callback.')
    }
  }
}

function queries(q: Querier, check: () => void) {
  return {
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      check()
      return (await q.query(sql, params)).rows as T[]
    },
    async one<T extends Row>(sql: string, params: unknown[] = []) {
      check()
      return ((await q.query(sql, params)).rows[0] as T | undefined) ?? null
    },
  }
}

/** Distinct statement texts given a name; beyond this, statements go unnamed (see `prepared`). */
export const MAX_PREPARED_STATEMENTS = 1000
const statementNames = new Map<string, string>()

/**
 * node-postgres parses and plans an unnamed statement on every call; a named one is parsed once
 * per connection and then only bound and executed, and PostgreSQL may keep its plan. Every
 * parameterised statement gets a name (the same text, the same name, in the whole process:
 * node-postgres refuses one name for two texts). A statement without parameters stays a simple
 * query, which may hold several statements (the migrations, `exec`). Statement texts built with
 * varying values inside them would each be prepared on every connection, so names stop after
 * MAX_PREPARED_STATEMENTS texts and the rest run unnamed, as before.
 *
 * A prepared statement's result columns are fixed when it is parsed: DDL that changes them fails
 * its next run with "cached plan must not change result type". Migrations run before the
 * platform serves (server/start.ts), so only statements of the migration run itself are
 * prepared before them, and those are the migration table's own.
 */
function prepared(client: { query(config: pg.QueryConfig): Promise<pg.QueryResult> }): Querier {
  return {
    query(sql: string, params: unknown[] = []) {
      if (params.length === 0) return client.query({ text: sql })
      let name = statementNames.get(sql)
      if (name === undefined && statementNames.size < MAX_PREPARED_STATEMENTS) {
        name = `s${statementNames.size + 1}`
        statementNames.set(sql, name)
      }
      return client.query({ name, text: sql, values: params })
    },
  }
}

/**
 * A handle on an open transaction. Nested `transaction()` calls become savepoints; they must run
 * one at a time, since savepoints on one connection form a stack.
 */
function transactionHandle(
  q: Connection,
  driver: Db['driver'],
  isolation: Isolation,
  scope: Scope,
  memo: Map<string, unknown>,
): Db {
  let nestedRunning = false
  const check = () => {
    if (!scope.open) throw new Error('This transaction has ended: its handle cannot run more statements.')
  }
  /** A statement whose answer nobody waits for: sent where the connection can (`send`), else run. */
  const unanswered = async (sql: string) => {
    if (q.send) q.send(sql)
    else await q.query(sql)
  }
  const handle: Db = {
    ...queries(q, check),
    driver,
    isolation,
    memo,
    async exec(sql) {
      check()
      await q.exec(sql)
    },
    async transaction(fn, options) {
      assertNestable(isolation, options)
      if (nestedRunning) {
        throw new Error('Nested transactions on one transaction handle must run one after another, not in parallel.')
      }
      check()
      nestedRunning = true
      const name = `sp_${++scope.savepoints}`
      try {
        await unanswered(`savepoint ${name}`)
        try {
          const result = await fn(transactionHandle(q, driver, isolation, scope, memo))
          await unanswered(`release savepoint ${name}`)
          return result
        } catch (error) {
          // A failed statement leaves the transaction aborted until this rollback; the outer work
          // stays. A serialization failure or deadlock still reaches the top level, which retries
          // the whole transaction: those cannot be repaired from inside it. If the rollback itself
          // fails the connection is gone, and the first error is the one worth reporting.
          await q.query(`rollback to savepoint ${name}`).catch(() => undefined)
          throw error
        }
      } finally {
        nestedRunning = false
      }
    },
    async close() {},
  }
  return handle
}

/**
 * PGlite's start parameters: its own, with shared buffers at 16 MB instead of 128 MB. The buffers
 * live in the WebAssembly memory, which never shrinks; the data of a whole test or development
 * database (about 40 MB on disk, most of it never read) does not need more. PGLITE_SETTINGS adds
 * `name=value` pairs (space-separated) for measurements (tests/bench/pglite-memory-probe.ts).
 */
export const PGLITE_START_PARAMS: string[] = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  ...(process.env.PGLITE_SETTINGS ?? '').split(' ').filter(Boolean).flatMap((setting) => ['-c', setting]),
]

/** Runs initdb for a new data directory in a child process, whose memory goes when it exits. */
async function initialisePgliteCluster(dataDir: string): Promise<void> {
  const script = fileURLToPath(new URL('./pglite-initdb.mjs', import.meta.url))
  const child = spawn(process.execPath, [script, dataDir, JSON.stringify(PGLITE_START_PARAMS)], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', resolve)
  })
  if (code !== 0) throw new Error(`PGlite initdb in ${dataDir} failed (exit ${code}):\n${stderr}`)
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Db> {
  // initdb in a child process (pglite-initdb.mjs): its memory is not kept.
  if (dataDir && !existsSync(join(dataDir, 'PG_VERSION'))) await initialisePgliteCluster(dataDir)
  const lite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    startParams: PGLITE_START_PARAMS,
  })
  const scopes = new AsyncLocalStorage<Scope>()
  const check = guard(scopes)
  const memo = new Map<string, unknown>()
  return {
    ...queries(lite, check),
    driver: 'pglite',
    isolation: null,
    memo,
    async exec(sql) {
      check()
      await lite.exec(sql)
    },
    async transaction(fn, options) {
      check()
      const policy = resolveTransactionOptions(options)
      // PGlite is one connection and runs one transaction at a time (its own lock): concurrent
      // callers wait their turn, so they are serialised and never conflict.
      return runWithRetries(policy, () =>
        lite.transaction(async (tx) => {
          const scope: Scope = { open: true, savepoints: 0 }
          try {
            await tx.query(`set transaction isolation level ${isolationSql(policy.isolation)}`)
            return await scopes.run(scope, () => fn(transactionHandle(tx, 'pglite', policy.isolation, scope, memo)))
          } finally {
            scope.open = false
          }
        }),
      )
    },
    async close() {
      await lite.close()
    },
    async dumpDataDir() {
      return lite.dumpDataDir('none')
    },
    async listen(channel, onPayload) {
      check()
      // PGlite calls back from the query that committed the notification; the handler must not
      // count as running inside that (already finished) transaction.
      const stop = await lite.listen(channelName(channel), (payload) => scopes.exit(() => onPayload(payload)))
      return async () => {
        if (!lite.closed) await stop()
      }
    },
  }
}

/** LISTEN takes an identifier, not a parameter: only plain lower-case names are accepted. */
function channelName(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Not a channel name: ${channel}`)
  return channel
}

/**
 * One connection for every LISTEN of a pool (a pooled connection would be handed to other work).
 * After an error it reconnects with a growing pause, up to 5 s, and listens again.
 */
function createPostgresListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>()
  let client: pg.Client | null = null
  let connecting: Promise<pg.Client> | null = null
  let closed = false
  let failures = 0

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url })
      next.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '')
      })
      next.on('error', () => reconnect(next))
      next.on('end', () => reconnect(next))
      await next.connect()
      if (closed) {
        // close() ran while this connection was being made: nobody would ever end it.
        await next.end().catch(() => undefined)
        throw new Error('the listener is closed')
      }
      for (const channel of handlers.keys()) await next.query(`listen ${channel}`)
      client = next
      failures = 0
      return next
    })().finally(() => {
      connecting = null
    })
    return connecting
  }

  const scheduleConnect = () => {
    const pause = Math.min(5000, 100 * 2 ** failures++)
    setTimeout(() => {
      if (!closed && handlers.size > 0) connect().catch(scheduleConnect)
    }, pause).unref()
  }

  const reconnect = (failed: pg.Client) => {
    if (closed || client !== failed) return
    client = null
    failed.end().catch(() => undefined)
    scheduleConnect()
  }

  return {
    async listen(channel: string, onPayload: (payload: string) => void) {
      const name = channelName(channel)
      const set = handlers.get(name) ?? new Set()
      const first = set.size === 0
      set.add(onPayload)
      handlers.set(name, set)
      const connection = client ?? (await connect())
      if (first && connection === client) await connection.query(`listen ${name}`)
      return async () => {
        set.delete(onPayload)
        if (set.size > 0 || handlers.get(name) !== set) return
        handlers.delete(name)
        await client?.query(`unlisten ${name}`).catch(() => undefined)
      }
    },
    async close() {
      closed = true
      handlers.clear()
      const current = client
      client = null
      await current?.end().catch(() => undefined)
    },
  }
}

/**
 * The connections run in node-postgres's pipeline mode: a statement is written as soon as it is
 * issued, not when the one before has been answered. The transaction helper uses this for the
 * statements whose answer it need not wait for (BEGIN, SAVEPOINT, RELEASE SAVEPOINT: see
 * `Connection.send`), which then cost no round trip of their own; every other statement is
 * awaited by its caller, one after another, as before. Should a sent statement fail, the
 * transaction is aborted on the server, every later statement fails, and the helper throws before
 * COMMIT (and checks that COMMIT answered COMMIT, not ROLLBACK).
 */
async function openPostgres(url: string, poolSize: number): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, pipeline: true })
  // An idle pooled connection the server ends (restart, pg_terminate_backend, a forced drop) is
  // reported here and discarded by the pool; without a listener node-postgres throws it as an
  // uncaught exception and takes the process down. The next query opens a fresh connection.
  pool.on('error', (error) => {
    console.warn(`database: an idle connection ended: ${error.message}`)
  })
  // Fail at open rather than at the first request when the server is unreachable.
  await pool.query('select 1')
  const scopes = new AsyncLocalStorage<Scope>()
  const check = guard(scopes)
  const memo = new Map<string, unknown>()
  let listener: ReturnType<typeof createPostgresListener> | undefined

  async function attempt<T>(fn: (tx: Db) => Promise<T>, isolation: Isolation): Promise<T> {
    const client = await pool.connect()
    const scope: Scope = { open: true, savepoints: 0 }
    let broken: Error | undefined
    const sent: Promise<unknown>[] = []
    const socket = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream
    const send = (sql: string) => {
      // Held back until the end of this tick, so the statement issued next — a transaction's first
      // one is issued in the same tick as its BEGIN — leaves in the same write: one system call
      // (on this kind of VM a loopback write costs about 0.1 ms) instead of two.
      socket.cork()
      process.nextTick(() => socket.uncork())
      const answer = client.query(sql)
      // Read in `settle`; until then a failure must not count as unhandled.
      answer.catch(() => undefined)
      sent.push(answer)
    }
    try {
      send(`begin isolation level ${isolationSql(isolation)}`)
      // A query without parameters goes as a simple query, which may hold several statements.
      const connection: Connection = { ...prepared(client), exec: (sql: string) => client.query(sql), send }
      const result = await scopes.run(scope, () => fn(transactionHandle(connection, 'postgres', isolation, scope, memo)))
      await Promise.all(sent)
      const committed = await client.query('commit')
      // COMMIT of a transaction an error has ended answers ROLLBACK, not an error.
      if (committed.command !== 'COMMIT') throw new Error(`The transaction was rolled back at COMMIT (${committed.command}).`)
      return result
    } catch (error) {
      try {
        await client.query('rollback')
      } catch (rollbackError) {
        // The connection itself failed: it must not go back to the pool.
        broken = rollbackError as Error
      }
      throw error
    } finally {
      scope.open = false
      client.release(broken)
    }
  }

  return {
    ...queries(prepared(pool), check),
    driver: 'postgres',
    isolation: null,
    memo,
    async exec(sql) {
      check()
      await pool.query(sql)
    },
    async transaction(fn, options) {
      check()
      const policy = resolveTransactionOptions(options)
      return runWithRetries(policy, () => attempt(fn, policy.isolation))
    },
    async close() {
      await listener?.close()
      await pool.end()
    },
    async listen(channel, onPayload) {
      check()
      listener ??= createPostgresListener(url)
      return listener.listen(channel, onPayload)
    },
  }
}
