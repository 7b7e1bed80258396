/**
 * Turns an event payload into plain JSON for the event log: functions and actor references
 * dropped or named, cycles cut, and secrets redacted: passwords, reset keys, tokens and one-time
 * verification codes. Error `code`s stay: they are catalogue keys (`error.player.not.found`), not
 * secrets.
 */
/** The field names whose values are always redacted, besides any ending in `Token`. */
export const SECRET_KEYS: ReadonlySet<string> = new Set([
  'password',
  'newPassword',
  'oldPassword',
  'currentPassword',
  'token',
  'resetKey',
  'smsCode',
  'emailCode',
  'verificationCode',
  'oneTimeCode',
])
const MAX_DEPTH = 8
/**
 * A list logs its first items only: a search's answer or a lobby layout holds hundreds of games,
 * and copying them all into the log cost the lobby a few milliseconds of every results frame (and
 * the log kept a copy of each answer). The rest is counted in a last item, `[… 180 more]`.
 */
export const MAX_ITEMS = 20
// Digits, perhaps grouped or padded as a player types them (" 123 456", "123-456").
const DIGITS = /^[\s-]*\d(?:[\d\s-]*\d)?[\s-]*$/

export const REDACTED = '[redacted]'

export function isSecretKey(key: string): boolean {
  return SECRET_KEYS.has(key) || key.endsWith('Token')
}

/**
 * One-time codes (OneTimeCode in openapi/: digits only) also travel as `code` or `…Code`
 * (`code.verify`, `pendingCode`); the digits tell them from catalogue, country and bonus codes.
 */
function isOneTimeCode(key: string, value: unknown): boolean {
  return (key === 'code' || key.endsWith('Code')) && typeof value === 'string' && DIGITS.test(value)
}

// An object (or function) used as a Map key has no readable name, only its kind.
const keyName = (key: unknown) => (key !== Object(key) ? String(key) : '[object]')

function isActorRef(value: object): value is { id: string; sessionId: string } {
  return 'sessionId' in value && 'send' in value && typeof (value as { send: unknown }).send === 'function'
}

export function sanitize(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  if (typeof value === 'bigint') return value.toString()
  // undefined, functions and symbols have no JSON form.
  if (typeof value !== 'object') return undefined
  if (isActorRef(value)) return `[actor ${value.id}]`
  // As JSON.stringify writes it: an invalid date is null rather than a RangeError.
  if (value instanceof Date) return value.toJSON()
  if (seen.has(value)) return '[circular]'
  if (depth >= MAX_DEPTH) return '[truncated]'
  seen.add(value)
  try {
    if (Array.isArray(value)) return sanitizeList(value, depth, seen)
    if (value instanceof Map) return sanitize(Object.fromEntries([...value].map(([key, item]) => [keyName(key), item])), depth, seen)
    if (value instanceof Set) return sanitizeList([...value], depth, seen)
    const source: Record<string, unknown> =
      value instanceof Error ? { ...value, name: value.name, message: value.message } : (value as Record<string, unknown>)
    // fromEntries defines each key, so a `__proto__` key from parsed JSON stays data.
    return Object.fromEntries(
      Object.entries(source)
        .map(([key, item]) => [key, isSecretKey(key) || isOneTimeCode(key, item) ? REDACTED : sanitize(item, depth + 1, seen)])
        .filter(([, clean]) => clean !== undefined),
    )
  } finally {
    // A value shared by two branches is not a cycle: only its own descendants may not reach it.
    seen.delete(value)
  }
}

function sanitizeList(list: readonly unknown[], depth: number, seen: WeakSet<object>): unknown[] {
  const shown = list.slice(0, MAX_ITEMS).map((item) => sanitize(item, depth + 1, seen) ?? null)
  // Pushed, not spread: a spread would turn a sparse list's holes into undefined.
  if (list.length > MAX_ITEMS) shown.push(`[… ${list.length - MAX_ITEMS} more]`)
  return shown
}
