/**
 * Rule: the refresh token lives only in an HttpOnly, Secure, SameSite=Strict cookie scoped to the
 * refresh path; no response body carries it and the refresh call takes nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { DEMO, REFRESH_COOKIE_NAME, send, setCookie } from './trust-support.ts'

const REFRESH_PATH = '/api/v1/player/token/refresh'
let platform: TestPlatform
beforeAll(async () => {
  platform = await startTestPlatform()
}, 180_000)
afterAll(() => platform?.close())

const login = () => send(platform.url, 'POST', '/api/v1/player/login', { body: DEMO })
const refresh = (cookie?: string, body?: unknown) =>
  send(platform.url, 'POST', REFRESH_PATH, { body, headers: cookie ? { Cookie: `${REFRESH_COOKIE_NAME}=${cookie}` } : {} })

describe('the refresh token', () => {
  it('[rule: refresh token in an HttpOnly cookie] login sets it HttpOnly, Secure, SameSite=Strict on the refresh path, and the body has none', async () => {
    const answer = await login()
    expect(answer.status).toBe(200)
    expect(answer.body).not.toHaveProperty('refreshToken')
    const cookie = setCookie(answer.headers, REFRESH_COOKIE_NAME)
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(cookie!.attributes).toMatchObject({ httponly: true, secure: true, samesite: 'Strict', path: REFRESH_PATH, 'max-age': String(30 * 24 * 60 * 60) })
    expect(cookie!.attributes).not.toHaveProperty('domain')
  })

  it('[rule: refresh token in an HttpOnly cookie] the refresh call takes the cookie, answers tokens without it and rotates it', async () => {
    const first = setCookie((await login()).headers, REFRESH_COOKIE_NAME)!.value
    const refreshed = await refresh(first)
    expect(refreshed.status).toBe(200)
    expect(Object.keys(refreshed.body).sort()).toEqual(['accessToken', 'expiresIn', 'idToken'])
    const next = setCookie(refreshed.headers, REFRESH_COOKIE_NAME)
    expect(next?.value).toBeTruthy()
    expect(next!.value).not.toBe(first)
    expect(next!.attributes).toMatchObject({ httponly: true, secure: true, samesite: 'Strict', path: REFRESH_PATH })
    // The rotated-out token is refused (and revokes the session), and its cookie is cleared.
    const reused = await refresh(first)
    expect([reused.status, reused.body.code]).toEqual([401, 'error.token.invalid'])
    expect(setCookie(reused.headers, REFRESH_COOKIE_NAME)?.attributes['max-age']).toBe('0')
  })

  it('[rule: refresh token in an HttpOnly cookie] a refresh token in the body is not accepted', async () => {
    const { headers } = await login()
    const token = setCookie(headers, REFRESH_COOKIE_NAME)!.value
    const answer = await refresh(undefined, { refreshToken: token })
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expect(answer.body).not.toHaveProperty('idToken')
    expect((await refresh()).status).toBe(401)
  })

  it('[rule: refresh token in an HttpOnly cookie] sign-out clears the cookie and the token stops working', async () => {
    const answer = await login()
    const token = setCookie(answer.headers, REFRESH_COOKIE_NAME)!.value
    const out = await send(platform.url, 'POST', '/api/v1/player/sign_out', { headers: { Authorization: `Bearer ${answer.body.idToken}` } })
    expect(out.status).toBe(204)
    const cleared = setCookie(out.headers, REFRESH_COOKIE_NAME)
    expect(cleared).toMatchObject({ value: '', attributes: { path: REFRESH_PATH, 'max-age': '0' } })
    expect((await refresh(token)).status).toBe(401)
  })
})
