/**
 * Per-IP request limits on the operations an attacker repeats to guess something: passwords
 * (login, migration), accounts (sign-up, password reset) and one-time codes. @fastify/rate-limit
 * counts each operation per client IP in a fixed window; over the limit the answer is 429
 * `error.rate.limited` with `Retry-After`. Counters live in memory, or in Redis when REDIS_URL is
 * set so that every instance behind the load balancer shares them.
 *
 * These limits stop volume from one address; the per-account limits (5 wrong passwords lock an
 * account, known or not — server/identity) stop a slow guess at one account from many addresses.
 */
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { ApiProblem } from './errors.ts'

export interface RateLimits {
  /** The counting window, in milliseconds. */
  windowMs: number
  /** Requests per IP per window, per operation of each group. */
  login: number
  signUp: number
  passwordReset: number
  codes: number
  /** Prefix of the Redis keys, so several platforms (or tests) can share one Redis. */
  namespace: string
}

export type RateLimitGroup = 'login' | 'signUp' | 'passwordReset' | 'codes'

/** The limited operations and the group whose limit each one has. */
export const rateLimitedOperations: Readonly<Record<string, RateLimitGroup>> = {
  loginPlayer: 'login',
  migratePlayer: 'login',
  startPlayerCooling: 'login',
  changePassword: 'login',
  registerPlayer: 'signUp',
  updateRegistrationProfile: 'signUp',
  startPasswordReset: 'passwordReset',
  verifyPasswordResetSms: 'passwordReset',
  checkPasswordResetLink: 'passwordReset',
  setNewPassword: 'passwordReset',
  setNewPasswordFromEmail: 'passwordReset',
  requestRegistrationSms: 'codes',
  requestRegistrationEmail: 'codes',
  verifyRegistrationSms: 'codes',
  verifyRegistrationEmail: 'codes',
  changePhoneNumber: 'codes',
  requestPhoneSms: 'codes',
  verifyPhoneSms: 'codes',
}

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

/**
 * RATE_LIMIT_WINDOW_SECONDS (60) and RATE_LIMIT_LOGIN (30), RATE_LIMIT_SIGNUP (20),
 * RATE_LIMIT_PASSWORD_RESET (20), RATE_LIMIT_CODES (30): requests per IP per window and
 * operation. A person never needs that many; a script guessing needs far more.
 */
export function loadRateLimits(env: NodeJS.ProcessEnv): RateLimits {
  return {
    windowMs: positive(env.RATE_LIMIT_WINDOW_SECONDS, 60) * 1000,
    login: positive(env.RATE_LIMIT_LOGIN, 30),
    signUp: positive(env.RATE_LIMIT_SIGNUP, 20),
    passwordReset: positive(env.RATE_LIMIT_PASSWORD_RESET, 20),
    codes: positive(env.RATE_LIMIT_CODES, 30),
    namespace: env.RATE_LIMIT_NAMESPACE || 'croupier-rate-',
  }
}

/** The route config of an operation: its limit, or nothing when it is not limited. */
export function rateLimitOf(operationId: string, limits: RateLimits): { max: number; timeWindow: number } | undefined {
  const group = rateLimitedOperations[operationId]
  return group ? { max: limits[group], timeWindow: limits.windowMs } : undefined
}

export const rateLimited = (retryAfterSeconds: number) =>
  new ApiProblem(429, 'error.rate.limited', `Too many requests from this address; try again in ${retryAfterSeconds} s.`, undefined, { retryAfterSeconds })

/**
 * Registers the plugin before the operations, so their route config (`rateLimit`, set by
 * http/openapi.ts from `rateLimitOf`) is seen. With `redisUrl` the platform connects at start
 * and refuses to start when Redis does not answer; later Redis failures are logged and the
 * request is let through (the per-account limits in the database still hold).
 */
export async function registerRateLimits(app: FastifyInstance, options: { redisUrl?: string; limits: RateLimits }): Promise<void> {
  let redis: Redis | undefined
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 })
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) failed; requests are not counted meanwhile'))
    try {
      await redis.connect()
    } catch (error) {
      redis.disconnect()
      throw new Error(`REDIS_URL is set but Redis does not answer (${(error as Error).message})`)
    }
    app.addHook('onClose', async () => {
      await redis!.quit().catch(() => redis!.disconnect())
    })
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: options.limits.namespace, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  })
}
