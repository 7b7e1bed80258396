/**
 * The environment every platform the benchmark starts gets: production mode and whatever
 * production requires of its operator (server/config.ts refuses to start without them): the token
 * signing key, the captcha provider's keys and PUBLIC_ORIGIN. The keys are made fresh for each run;
 * the captcha provider is never called (the bench signs nobody up).
 */
import { randomBytes } from 'node:crypto'
import { buildServer } from '../../server/build'
import { spawnPlatform, type PlatformProcess, type PlatformProcessOptions } from '../../server/testing/platform-process'

const runSecret = randomBytes(32).toString('base64url')

export function benchPlatformEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'http://127.0.0.1',
    JWT_SECRET: runSecret,
    CAPTCHA_PROVIDER: 'turnstile',
    CAPTCHA_SECRET: `bench-${runSecret}`,
    CAPTCHA_SITE_KEY: 'bench-site-key',
    ...extra,
  }
}

let serverBuild: Promise<unknown> | undefined

/**
 * A platform as production runs it: the compiled build (`dist/server`, made fresh once per
 * benchmark process) under plain `node`, with `benchPlatformEnv(options.env)`.
 */
export async function spawnBenchPlatform(options: Omit<PlatformProcessOptions, 'build'> = {}): Promise<PlatformProcess> {
  serverBuild ??= buildServer()
  await serverBuild
  return spawnPlatform({ ...options, build: true, env: benchPlatformEnv(options.env) })
}
