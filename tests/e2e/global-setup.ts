import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildClientWhenStale } from '../../server/testing/client-build'
import { createDatabaseTemplate, DATABASE_TEMPLATE_ENV, E2E_PORT, PLATFORM_REGISTRY_ENV, stopLeftoverPlatforms } from './platform'

/**
 * Builds the client once for every platform of the run (they start with SKIP_CLIENT_BUILD=1), doing
 * only what is stale: `npm test` has just generated the API types and catalogs in its typecheck
 * step, so then only vite runs. Meanwhile one platform creates and seeds the database every
 * platform of the run starts from a copy of. Returns the teardown, which also stops any platform
 * a dead worker left running.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const registry = mkdtempSync(join(tmpdir(), 'croupier-e2e-platforms-'))
  process.env[PLATFORM_REGISTRY_ENV] = registry
  // The workers' ports (E2E_PORT + 2 × worker) are all free until the workers start.
  const [template, build] = await Promise.allSettled([createDatabaseTemplate(E2E_PORT), buildClientWhenStale()])
  if (template.status === 'fulfilled') process.env[DATABASE_TEMPLATE_ENV] = template.value
  const failed = [template, build].find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failed) {
    if (template.status === 'fulfilled') rmSync(template.value, { recursive: true, force: true })
    await stopLeftoverPlatforms(registry)
    throw failed.reason
  }
  return async () => {
    await stopLeftoverPlatforms(registry)
    rmSync(process.env[DATABASE_TEMPLATE_ENV]!, { recursive: true, force: true })
  }
}
