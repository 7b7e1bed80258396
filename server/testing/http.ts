/** A JSON call to a started platform over HTTP, for the tests that meet it as a client would. */

export interface Answer<T = any> {
  status: number
  body: T
  headers: Headers
}

/** Sends `body` as JSON with the default site's `X-Site-Id`; the answer's body is its JSON, its text when not JSON, or null when empty. */
export async function send<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'X-Site-Id': '5', ...options.headers }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) })
  const text = await response.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = text
  }
  return { status: response.status, body: body as T, headers: response.headers }
}
