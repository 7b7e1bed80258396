/**
 * Turns an event payload into plain JSON for the event log: functions and actor references
 * dropped or named, cycles cut, and secrets redacted. Error `code`s stay: they are catalogue
 * keys, not secrets; only one-time codes (`smsCode`, `emailCode`) are.
 */
const SECRET_KEYS = new Set(['password', 'newPassword', 'oldPassword', 'currentPassword', 'token', 'resetKey', 'smsCode', 'emailCode'])
const MAX_DEPTH = 8

export const REDACTED = '[redacted]'

export function isSecretKey(key: string): boolean {
  return SECRET_KEYS.has(key) || /Token$/.test(key)
}

function isActorRef(value: object): value is { id: string; sessionId: string } {
  return 'sessionId' in value && 'send' in value && typeof (value as { send: unknown }).send === 'function'
}

export function sanitize(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return undefined
  if (typeof value === 'bigint') return value.toString()
  if (typeof value !== 'object') return undefined
  if (isActorRef(value)) return `[actor ${value.id}]`
  if (value instanceof Date) return value.toISOString()
  if (seen.has(value)) return '[circular]'
  if (depth >= MAX_DEPTH) return '[truncated]'
  seen.add(value)
  try {
    if (Array.isArray(value)) return value.map((item) => sanitize(item, depth + 1, seen) ?? null)
    if (value instanceof Map) return sanitize(Object.fromEntries(value), depth, seen)
    if (value instanceof Set) return sanitize([...value], depth, seen)
    const source: Record<string, unknown> =
      value instanceof Error ? { ...value, name: value.name, message: value.message } : (value as Record<string, unknown>)
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(source)) {
      if (isSecretKey(key)) {
        out[key] = REDACTED
        continue
      }
      const clean = sanitize(item, depth + 1, seen)
      if (clean !== undefined) out[key] = clean
    }
    return out
  } finally {
    seen.delete(value)
  }
}
