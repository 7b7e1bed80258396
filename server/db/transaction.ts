/**
 * The transaction policy shared by both drivers (docs/decisions.md "One transaction helper"):
 *
 * - Isolation is always stated. The default is SERIALIZABLE: money and account changes must be
 *   correct however they interleave, and PostgreSQL then reports every anomaly as a
 *   serialization failure instead of silently losing an update. READ COMMITTED is available for
 *   work that takes its own row locks and would rather wait than retry.
 * - Serialization failures (SQLSTATE 40001) and deadlocks (40P01) roll the whole transaction back
 *   and run it again after a jittered, growing pause; any other error is the caller's.
 * - Nested work opens a savepoint, never a second transaction (see database.ts).
 */

export type Isolation = 'read committed' | 'repeatable read' | 'serializable'

export interface TransactionOptions {
  /** SERIALIZABLE unless stated; a nested call may not ask for more than its transaction has. */
  isolation?: Isolation
  /** Runs in all, the first included (10). Top level only: a savepoint is never retried alone. */
  attempts?: number
  /** Called before each retry, for logs and tests. */
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void
}

export interface TransactionPolicy {
  isolation: Isolation
  attempts: number
  onRetry?: TransactionOptions['onRetry']
}

export const defaultIsolation: Isolation = 'serializable'
export const defaultAttempts = 12
/** The first pause's upper bound; it doubles with every retry up to `maxDelayMs`. */
export const baseDelayMs = 10
export const maxDelayMs = 1000

/** SQLSTATEs that mean "nothing was wrong with the work, only its timing: run it again". */
export const retryableStates = new Set(['40001', '40P01'])

const strength: Record<Isolation, number> = { 'read committed': 0, 'repeatable read': 1, serializable: 2 }

export function isolationSql(isolation: Isolation): string {
  if (!(isolation in strength)) throw new Error(`Unknown isolation level: ${isolation}`)
  return isolation
}

export function resolveTransactionOptions(options: TransactionOptions = {}): TransactionPolicy {
  const attempts = options.attempts ?? defaultAttempts
  if (!Number.isInteger(attempts) || attempts < 1) throw new Error(`attempts must be a positive integer, not ${attempts}`)
  return { isolation: options.isolation ?? defaultIsolation, attempts, onRetry: options.onRetry }
}

/** A nested call runs under its transaction's isolation; asking for a stronger one is a bug. */
export function assertNestable(outer: Isolation, options: TransactionOptions | undefined): void {
  const wanted = options?.isolation
  if (wanted && strength[wanted] > strength[outer]) {
    throw new Error(`A nested transaction cannot raise the isolation from ${outer} to ${wanted}: start the outer transaction at ${wanted}.`)
  }
}

export function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && retryableStates.has(code)
}

/**
 * "Full jitter": a random pause below an exponentially growing bound, so transactions that
 * collided once do not collide again in lockstep.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const bound = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1))
  return Math.round(random() * bound)
}

export async function runWithRetries<T>(policy: TransactionPolicy, run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (!isRetryable(error) || attempt >= policy.attempts) throw error
      const delay = retryDelayMs(attempt)
      policy.onRetry?.(error, attempt, delay)
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}
