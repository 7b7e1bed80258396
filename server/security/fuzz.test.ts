/**
 * Contract-driven fuzzing: every operation of openapi/dist/openapi.json receives malformed,
 * oversized and hostile requests (fuzz-requests.ts), signed in and not, on a real platform.
 * Rule: no answer is a 5xx, and every 4xx is an ApiError with a catalogue code. Responses that break the
 * contract count as failures too: outside production the platform turns them into a 500.
 *
 * FUZZ_RUNS (default 60) sets the requests per operation; a failure prints fast-check's seed
 * and the shrunk request, which `FUZZ_SEED=<seed>` replays.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadBundledOpenApi } from '../../openapi/bundle.ts'
import { listOperations } from '../http/operations.ts'
import { loadRateLimits, type RateLimits } from '../http/rate-limit.ts'
import { createValidators } from '../http/validation.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { requestsFor, type FuzzRequest, type KnownValues } from './fuzz-requests.ts'

const document = loadBundledOpenApi()
const operations = listOperations(document)
const apiError = createValidators(document).apiError
/** Requests per operation. */
const runs = Number(process.env.FUZZ_RUNS ?? 60)
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined

let platform: TestPlatform
let known: KnownValues
let sent = 0
const statuses = new Map<number, number>()

beforeAll(async () => {
  // Limits far above the run's volume, so requests reach the handlers (rate-limit.test.ts tests the 429s).
  const unlimited = Object.fromEntries(Object.entries(loadRateLimits({})).map(([k, v]) => [k, typeof v === 'number' && k !== 'windowMs' ? 1_000_000 : v]))
  platform = await startTestPlatform({ config: { rateLimits: unlimited as RateLimits } })
  const { id } = (await platform.db.one<{ id: string }>(`select id from players where email = 'demo@croupier.test'`))!
  known = { playerId: id }
})

afterAll(async () => {
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`)
  console.log(`fuzz: ${sent} requests to ${operations.length} operations (${runs} per operation) — ${byStatus.join(', ')}`)
  await platform?.close()
})

/** What went wrong with one answer, or null when it is an acceptable answer to anything. */
function problem(operationId: string, status: number, text: string): string | null {
  if (status >= 500) return `${status}: ${text.slice(0, 500)}`
  if (status < 400) return null
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return `${status} with a body that is not JSON: ${text.slice(0, 200)}`
  }
  if (!apiError(body)) return `${status} not in the ApiError shape: ${text.slice(0, 300)}`
  const code = (body as { code?: unknown }).code
  if (typeof code !== 'string' || code.length === 0) return `${status} without a code: ${text.slice(0, 300)}`
  if ((body as { status?: unknown }).status !== status) return `${status} whose body says status ${(body as { status?: unknown }).status}`
  return null
}

const shown = (r: FuzzRequest) =>
  JSON.stringify({ ...r, payload: typeof r.payload === 'string' && r.payload.length > 300 ? `${r.payload.slice(0, 300)}… (${r.payload.length} chars)` : r.payload })

describe('every operation withstands hostile input (rule: no 5xx, every 4xx an ApiError with a code)', () => {
  it.each(operations.map((op) => [op.operationId, op] as const))('%s', async (operationId, op) => {
    // A fresh session per operation: an earlier operation may have signed the last one out.
    const credentials = await platform.app.services.tokens.issue(known.playerId, 'password')
    await fc.assert(
      fc.asyncProperty(requestsFor(document, op, credentials, known), async (request) => {
        const res = await platform.app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, payload: request.payload })
        sent++
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
        const wrong = problem(operationId, res.statusCode, res.body)
        expect(wrong, `${operationId} ← ${shown(request)}`).toBeNull()
      }),
      { numRuns: runs, ...(seed !== undefined ? { seed } : {}) },
    )
  })
})
