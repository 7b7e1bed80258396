/**
 * Identity settings from the environment, read when used so a test can change one with
 * `vi.stubEnv`. Kept here rather than in server/config.ts so that identity owns its knobs:
 *
 * - `LOGIN_LOCK_MINUTES` (default 30): how long 5 wrong passwords in a row lock an account.
 *
 * The captcha is configured in server/config.ts (`CAPTCHA_PROVIDER`; the sandbox token
 * `CAPTCHA_TOKEN`, default `croupier-dev-captcha`, outside production only) and checked through
 * the provider adapter in server/auth/captcha.ts.
 */
export { DEFAULT_SANDBOX_CAPTCHA_TOKEN as DEFAULT_CAPTCHA_TOKEN } from '../config.ts'

export function loginLockMs(env: NodeJS.ProcessEnv = process.env): number {
  const minutes = Number(env.LOGIN_LOCK_MINUTES)
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : 30) * 60_000
}

/** Fixed rules of the identity flows, in one place for reviewers. */
export const limits = {
  passwordMin: 8,
  passwordMax: 128,
  minimumAge: 18,
  wrongPasswordsBeforeLock: 5,
  codeDigits: 6,
  codeTtlMs: 10 * 60_000,
  /** Registration codes per channel per registration, and password resets per e-mail, per window. */
  codeSends: 3,
  codeSendWindowMs: 60 * 60_000,
  wrongCodesPerCode: 5,
  resetKeyTtlMs: 30 * 60_000,
  coolingMs: 86_400_000,
  /** How long the ticket handed out with a time-out refusal may start cooling off. */
  coolingTicketTtlMs: 10 * 60_000,
  dayMs: 86_400_000,
} as const
