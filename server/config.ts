/** Runtime settings, read once from the environment so tests can pass their own. */
import { join } from 'node:path'

export interface Config {
  production: boolean
  logLevel: string
  /** Proxy header carrying the visitor's two-letter country, lower-cased for fastify. */
  countryHeader: string
  restrictedCountries: string[]
  maintenance: boolean
  /** When absent a secret is generated once and kept in the database. */
  jwtSecret: string | undefined
  /** Built client (index.html + hashed assets); served when it exists. */
  clientDir: string
  /** Answer 500 when a response does not match the contract, so the mismatch cannot go unnoticed. */
  strictResponses: boolean
  bodyLimit: number
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production'
  return {
    production,
    logLevel: env.LOG_LEVEL ?? (env.VITEST ? 'silent' : 'info'),
    countryHeader: (env.COUNTRY_HEADER ?? 'X-Country').toLowerCase(),
    restrictedCountries: (env.RESTRICTED_COUNTRIES ?? 'US,FR')
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
    maintenance: env.MAINTENANCE === '1' || env.MAINTENANCE === 'true',
    jwtSecret: env.JWT_SECRET || undefined,
    clientDir: env.CLIENT_DIR ?? join(process.cwd(), 'dist', 'client'),
    strictResponses: !production,
    bodyLimit: 1024 * 1024,
  }
}
