import { readFileSync } from 'node:fs'

/** Name the PGlite dumps that template-setup.ts made for this test run. */
export const PGLITE_TEMPLATE_ENV = { empty: 'CROUPIER_TEST_PGLITE_EMPTY', seeded: 'CROUPIER_TEST_PGLITE_SEEDED' } as const

/** The run's dump of an empty cluster or of the seeded database, when the global setup made one. */
export function runTemplate(kind: keyof typeof PGLITE_TEMPLATE_ENV): Blob | undefined {
  const file = process.env[PGLITE_TEMPLATE_ENV[kind]]
  return file ? new Blob([readFileSync(file)]) : undefined
}
