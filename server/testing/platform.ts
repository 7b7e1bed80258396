/**
 * The whole platform on a random 127.0.0.1 port with a fresh database: in-memory PGlite, or — when
 * TEST_DATABASE_URL is set — a uniquely named PostgreSQL database created here and dropped on close.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { buildApp, type AppOptions } from '../app.ts'
import { loadConfig, type Config } from '../config.ts'
import { openDatabase, type Db } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { seed } from '../seed/seed.ts'
import { runTemplate } from './template.ts'

export interface TestPlatform {
  url: string
  db: Db
  app: FastifyInstance
  close(): Promise<void>
}

export interface TestPlatformOptions {
  /** Environment overrides (MAINTENANCE, RESTRICTED_COUNTRIES, COUNTRY_HEADER, ...). */
  env?: Record<string, string>
  handlers?: AppOptions['handlers']
  document?: AppOptions['document']
  config?: Partial<Config>
  logStream?: AppOptions['logStream']
}

let pgliteTemplate: Promise<Blob> | undefined

/**
 * One migrated and seeded PGlite cluster, dumped once: every test database is a copy of it.
 * Creating a cluster (initdb) and seeding it takes seconds; loading a dump does not. Under vitest
 * the global setup (template-setup.ts) made the dump for the whole run; elsewhere this process
 * makes its own.
 */
function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const made = runTemplate('seeded')
    if (made) return made
    const db = await openDatabase()
    await migrate(db)
    await seed(db)
    const dump = await db.dumpDataDir!()
    await db.close()
    return dump
  })()
  return pgliteTemplate
}

/**
 * A fresh database (PGlite, or a new PostgreSQL database) with a way to remove it. Pass
 * `{ empty: true }` for one with no schema at all (migration tests). On PostgreSQL `url` names the
 * database, for a platform process started on it.
 */
export async function openTestDatabase(options: { empty?: boolean } = {}): Promise<{ db: Db; drop(): Promise<void>; url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    const loadDataDir = options.empty ? runTemplate('empty') : await migratedPgliteTemplate()
    const db = await openDatabase(loadDataDir ? { loadDataDir } : {})
    return { db, drop: () => db.close() }
  }
  const name = `croupier_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const db = await openDatabase({ databaseUrl: url.toString() })
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close()
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

export async function startTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const { db, drop } = await openTestDatabase()
  await migrate(db)
  await seed(db)
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIR: '/nonexistent', ...options.env }), ...options.config }
  const app = await buildApp({ db, config, handlers: options.handlers, document: options.document, logStream: options.logStream })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    app,
    async close() {
      await app.close()
      await drop()
    },
  }
}

export interface TwoInstances {
  dbA: Db
  dbB: Db
  a: FastifyInstance
  b: FastifyInstance
  close(): Promise<void>
}

/**
 * Two platform instances on one fresh, migrated and seeded database, as operators run them behind
 * a load balancer: on PostgreSQL (TEST_DATABASE_URL) each has its own connection pool and listening
 * connection, so whatever crosses between them crosses connections as between machines; on PGlite
 * (one process) both share the embedded database.
 */
export async function startTwoInstances(config: Config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIR: '/nonexistent' })): Promise<TwoInstances> {
  const opened = await openTestDatabase()
  const dbA = opened.db
  await migrate(dbA)
  await seed(dbA)
  const dbB = opened.url ? await openDatabase({ databaseUrl: opened.url }) : dbA
  const a = await buildApp({ db: dbA, config })
  const b = await buildApp({ db: dbB, config })
  return {
    dbA,
    dbB,
    a,
    b,
    async close() {
      await a.close()
      await b.close()
      if (dbB !== dbA) await dbB.close()
      await opened.drop()
    },
  }
}
