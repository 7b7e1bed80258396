// The sandbox provider's API: JSON in and out; a refusal rejects with the platform's ApiError
// (status, code, message, additionalInfo).
export class ApiError extends Error {
  constructor(status, body) {
    super(body?.message ?? `HTTP ${status}`)
    this.status = status
    this.code = body?.code
    this.additionalInfo = body?.additionalInfo ?? {}
  }
}

export function createApi() {
  async function request(method, path, body) {
    let response
    try {
      response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
        cache: 'no-store',
      })
    } catch {
      throw new ApiError(0, { code: 'error.network', message: 'The network failed.' })
    }
    const text = await response.text()
    const parsed = text ? JSON.parse(text) : null
    if (!response.ok) throw new ApiError(response.status, parsed)
    return parsed
  }
  return {
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body ?? {}),
    delete: (path) => request('DELETE', path),
  }
}
