/** Helpers for the identity tests: JSON calls against a started platform and outbox reads. */
import { REFRESH_COOKIE } from '../auth/refresh-cookie.ts'
import { send, type Answer } from '../testing/http.ts'
import type { TestPlatform } from '../testing/platform.ts'
import { DEFAULT_CAPTCHA_TOKEN } from './settings.ts'

export type { Answer }

/** `send` with the identity headers: a bearer token, an access token, a refresh cookie. */
export function call<T = any>(
  platform: TestPlatform,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; token?: string; accessToken?: string; refreshToken?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.refreshToken) headers.Cookie = `${REFRESH_COOKIE}=${options.refreshToken}`
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  if (options.accessToken) headers['Access-Token'] = options.accessToken
  return send<T>(platform.url, method, path, { body: options.body, headers })
}

/** The refresh token an answer set in its cookie: the value, or '' when the cookie was cleared; null when not set. */
export function refreshCookieOf(answer: Pick<Answer, 'headers'>): string | null {
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`))
  return cookie === undefined ? null : decodeURIComponent(cookie.slice(REFRESH_COOKIE.length + 1).split(';')[0]!)
}

export const captcha = { 'X-Captcha-Token': DEFAULT_CAPTCHA_TOKEN }

/** The newest code sent to a recipient on a channel, read as a developer would at /dev/outbox. */
export async function latestCode(platform: TestPlatform, to: string, channel: 'sms' | 'email'): Promise<string> {
  const response = await fetch(`${platform.url}/dev/outbox?to=${encodeURIComponent(to)}`)
  const messages = (await response.json()) as { channel: string; code: string | null; body: string }[]
  const message = messages.find((m) => m.channel === channel)
  if (!message?.code) throw new Error(`no ${channel} code for ${to}`)
  return message.code
}

export async function latestMessage(platform: TestPlatform, to: string, channel: 'sms' | 'email') {
  const response = await fetch(`${platform.url}/dev/outbox?to=${encodeURIComponent(to)}`)
  const messages = (await response.json()) as { channel: string; code: string | null; body: string }[]
  return messages.find((m) => m.channel === channel)
}

const tables = ['players', 'registration_codes', 'outbox', 'sessions', 'refresh_tokens', 'login_history', 'password_resets']

/** Row counts of every table identity writes, to prove a refused request wrote nothing. */
export async function rowCounts(platform: TestPlatform): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const t of tables) counts[t] = (await platform.db.one<{ n: number }>(`select count(*)::int as n from ${t}`))!.n
  return counts
}

let sequence = 0
/** A unique valid sign-up body (Norway, which the UN market accepts). */
export function signUp(overrides: Record<string, unknown> = {}) {
  sequence += 1
  return {
    email: `player${Date.now().toString(36)}${sequence}@example.com`,
    password: 'Correct-Horse-42',
    phonePrefix: '+47',
    phoneBody: `4${String(1000000 + sequence).slice(-7)}`,
    countryCode: 'NO',
    languageCode: 'en',
    termsAndConditions: true,
    cookiePolicyAccepted: true,
    marketingOptIn: false,
    allConditions: true,
    termsAndConditionsAcceptedVersion: '2',
    ...overrides,
  }
}

export function profile(playerId: string, overrides: Record<string, unknown> = {}) {
  return { playerId, firstName: 'Nora', lastName: "O'Neill", dateOfBirth: '1990-05-17', countryCode: 'NO', languageCode: 'en', ...overrides }
}
