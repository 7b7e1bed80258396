import { afterEach, describe, expect, it } from 'vitest'
import { createApiClient } from './client'
import { onUnauthorized, setCredentials, type Credentials } from './credentials'
import { ApiCallError } from '../../machines/shared/callError'
import { unwrap } from './errors'

const signedIn: Credentials = { idToken: 'id-token', accessToken: 'access-token', playerId: 'p-1' }

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/** A client whose fetch records each request and answers with the given response. */
function clientAnswering(answer: () => Response) {
  const requests: Request[] = []
  const fetch = async (input: RequestInfo | URL) => {
    requests.push(input as Request)
    return answer()
  }
  return { api: createApiClient({ baseUrl: 'http://platform.test', fetch: fetch as typeof globalThis.fetch }), requests }
}

function listenForUnauthorized() {
  const reasons: string[] = []
  const stop = onUnauthorized((reason) => reasons.push(reason))
  return { reasons, stop }
}

/** The error `act` throws; fails the test when it returns normally. */
function thrownBy(act: () => unknown): ApiCallError {
  try {
    act()
  } catch (error) {
    expect(error).toBeInstanceOf(ApiCallError)
    return error as ApiCallError
  }
  throw new Error('expected the call to throw')
}

afterEach(() => setCredentials(null))

describe('api client headers', () => {
  it('sends the site context X-Site-Id: 5 on every call', async () => {
    const { api, requests } = clientAnswering(() => json(200, []))
    await api.GET('/api/v1/markets')
    expect(requests[0]!.headers.get('X-Site-Id')).toBe('5')
  })

  it('sends no tokens for an anonymous visitor', async () => {
    const { api, requests } = clientAnswering(() => json(200, []))
    await api.GET('/api/v1/markets')
    expect(requests[0]!.headers.has('Authorization')).toBe(false)
    expect(requests[0]!.headers.has('Access-Token')).toBe(false)
  })

  it('sends the id token as a bearer and the access token when credentials are set', async () => {
    setCredentials(signedIn)
    const { api, requests } = clientAnswering(() => json(200, []))
    await api.GET('/api/v1/markets')
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer id-token')
    expect(requests[0]!.headers.get('Access-Token')).toBe('access-token')
  })
})

describe('refused tokens', () => {
  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
  ])('a %i on a call with credentials notifies onUnauthorized (%s)', async (status, reason) => {
    setCredentials(signedIn)
    const { reasons, stop } = listenForUnauthorized()
    const { api } = clientAnswering(() => json(status, { status, code: 'error.token.invalid', message: 'no' }))
    await api.GET('/api/v1/player/profile')
    stop()
    expect(reasons).toEqual([reason])
  })

  it('an anonymous refusal (wrong password at login) does not end a session', async () => {
    const { reasons, stop } = listenForUnauthorized()
    const { api } = clientAnswering(() => json(401, { status: 401, code: 'error.player.not.found', message: 'no' }))
    await api.POST('/api/v1/player/login', { body: { email: 'a@b.co', password: 'wrong' } })
    stop()
    expect(reasons).toEqual([])
  })

  it('a successful call with credentials notifies nobody', async () => {
    setCredentials(signedIn)
    const { reasons, stop } = listenForUnauthorized()
    const { api } = clientAnswering(() => json(200, []))
    await api.GET('/api/v1/markets')
    stop()
    expect(reasons).toEqual([])
  })
})

describe('unwrap', () => {
  it('returns the data of a successful call', async () => {
    const { api } = clientAnswering(() => json(200, [{ code: 'FI' }]))
    expect(unwrap(await api.GET('/api/v1/countries'))).toEqual([{ code: 'FI' }])
  })

  it('returns undefined for a 204 instead of throwing', async () => {
    setCredentials(signedIn)
    const { api } = clientAnswering(() => new Response(null, { status: 204 }))
    expect(unwrap(await api.POST('/api/v1/player/sign_out'))).toBeUndefined()
  })

  it('throws ApiCallError with the status, catalogue code and field errors', async () => {
    const fieldError = {
      objectName: 'registration',
      field: 'email',
      rejectedValue: 'not-an-email',
      status: 400,
      message: 'must be an e-mail address',
      code: 'error.email.invalid',
    }
    const { api } = clientAnswering(() =>
      json(400, { status: 400, code: 'error.validation', message: 'Invalid registration', errors: [fieldError] }),
    )
    const result = await api.POST('/api/v1/player/login', { body: { email: 'not-an-email', password: 'x' } })
    const error = thrownBy(() => unwrap(result))
    expect(error).toMatchObject({ status: 400, code: 'error.validation', message: 'Invalid registration' })
    expect(error.fieldErrors).toEqual([fieldError])
  })

  it('keeps the login refusal payload as additionalInfo', async () => {
    const info = { remainingDays: 3, playerId: 'p-1', isCooling: true, milliseconds: 259200000, initiator: 'PLAYER' }
    const { api } = clientAnswering(() =>
      json(403, { status: 403, code: 'error.timeout.in.progress:days:3', message: 'timeout', additionalInfo: info }),
    )
    const result = await api.POST('/api/v1/player/login', { body: { email: 'a@b.co', password: 'pw' } })
    const error = thrownBy(() => unwrap(result))
    expect(error.code).toBe('error.timeout.in.progress:days:3')
    expect(error.additionalInfo).toEqual(info)
  })

  it('maps a body that is not the error shape to error.system.error on a 5xx', async () => {
    const { api } = clientAnswering(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' } }),
    )
    const result = await api.GET('/api/v1/markets')
    const error = thrownBy(() => unwrap(result))
    expect(error).toMatchObject({ status: 502, code: 'error.system.error', body: undefined })
    expect(error.fieldErrors).toEqual([])
  })
})
