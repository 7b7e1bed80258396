/**
 * Helpers for the trust-boundary, token, header and realtime security tests. They talk to the
 * platform only over HTTP (fetch, or fastify's injector when the test must choose the peer
 * address), so each test states the rule as a client or a proxy would meet it.
 */
import type { FastifyInstance, InjectOptions } from 'fastify'
import { signUp } from '../identity/test-support.ts'

export { send, type Answer } from '../testing/http.ts'

/** A request from a chosen peer address, as a proxy or a visitor connecting directly would make it. */
export async function injectFrom(app: FastifyInstance, remoteAddress: string, options: InjectOptions & { body?: unknown }) {
  const response = await app.inject({
    ...options,
    remoteAddress,
    headers: { 'x-site-id': '5', ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  } as InjectOptions)
  return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : null, headers: response.headers }
}

/** The refresh cookie's name, as openapi/areas/player.yaml documents it. */
export const REFRESH_COOKIE_NAME = '__Secure-croupier-refresh'

/** The Set-Cookie line for a cookie, parsed: value and attributes (lower-cased names). */
export function setCookie(headers: Headers, name: string): { value: string; attributes: Record<string, string | true> } | null {
  const line = headers.getSetCookie().find((c) => c.startsWith(`${name}=`))
  if (line === undefined) return null
  const [pair, ...rest] = line.split(';')
  const attributes: Record<string, string | true> = {}
  for (const part of rest) {
    const [key, ...value] = part.trim().split('=')
    attributes[key!.toLowerCase()] = value.length ? value.join('=') : true
  }
  return { value: decodeURIComponent(pair!.slice(name.length + 1)), attributes }
}

let sequence = 0
/** A unique sign-up body for a resident of `countryCode` with a plausible phone of that country. */
export function signUpBody(countryCode: 'NO' | 'NZ' | 'FI' | 'CA', overrides: Record<string, unknown> = {}) {
  sequence += 1
  const unique = `${Date.now() % 100_000}${sequence}`.padStart(7, '0').slice(-7)
  const phones = { NO: ['+47', `4${unique}`], NZ: ['+64', `21${unique}`], FI: ['+358', `40${unique}`], CA: ['+1', `416${unique}`] } as const
  const [phonePrefix, phoneBody] = phones[countryCode]
  return signUp({ phonePrefix, phoneBody, countryCode, ...overrides })
}

export const DEMO = { email: 'demo@croupier.test', password: 'Croupier!2026' }
export const SANDBOX_CAPTCHA = { 'X-Captcha-Token': 'croupier-dev-captcha' }
