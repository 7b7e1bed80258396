import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, createMachine } from 'xstate'
import { MAX_ITEMS, REDACTED, SECRET_KEYS as EXACT_SECRET_KEYS, sanitize } from './sanitize'

/** `levels` objects (or arrays) nested in one another around `leaf`. */
const nested = (levels: number, wrap: (inner: unknown) => unknown, leaf: unknown = 'leaf'): unknown =>
  levels === 0 ? leaf : wrap(nested(levels - 1, wrap, leaf))
const inObject = (inner: unknown) => ({ next: inner })
const inArray = (inner: unknown) => [inner]

const SECRET_KEYS = [...EXACT_SECRET_KEYS, 'idToken', 'accessToken', 'refreshToken']

describe('sanitize: secrets', () => {
  it('shows a redacted value as "[redacted]"', () => {
    expect(sanitize({ type: 'login.submit', password: 'hunter2' })).toStrictEqual({ type: 'login.submit', password: '[redacted]' })
    expect(REDACTED).toBe('[redacted]')
  })

  it.each(SECRET_KEYS)('redacts %s, whatever it holds', (key) => {
    // Arrange
    const event = { type: 'form.submit', [key]: { nested: 'hunter2' }, email: 'a@example.com' }

    // Act
    const logged = sanitize(event)

    // Assert
    expect(logged).toStrictEqual({ type: 'form.submit', [key]: REDACTED, email: 'a@example.com' })
  })

  it('keeps keys that only mention a token, and error codes, which are catalogue keys', () => {
    const payload = {
      tokenType: 'Bearer',
      tokenExpiresIn: 3600,
      error: { code: 'error.player.not.found', message: 'Not found' },
      errors: [{ field: 'email', code: 'error.email.invalid' }],
    }
    expect(sanitize(payload)).toStrictEqual(payload)
  })

  it('redacts one-time verification codes sent as `code` or `…Code`, but no other code', () => {
    // Arrange
    const event = {
      type: 'code.verify',
      channel: 'sms',
      code: '123456',
      context: { pendingCode: '0042', smsVerificationId: 'v-1' },
      kept: { code: 'sms.code.invalid', countryCode: 'FI', bonusCode: 'WIN50', promoCode: '50OFF', phoneBody: '401234567' },
    }

    // Act
    const logged = sanitize(event)

    // Assert
    expect(logged).toStrictEqual({
      type: 'code.verify',
      channel: 'sms',
      code: REDACTED,
      context: { pendingCode: REDACTED, smsVerificationId: 'v-1' },
      kept: { code: 'sms.code.invalid', countryCode: 'FI', bonusCode: 'WIN50', promoCode: '50OFF', phoneBody: '401234567' },
    })
  })

  it('redacts a one-time code as the player typed it: spaces or a dash inside or around the digits', () => {
    // Arrange: the code field trims only on submit, and codes are read out as "123 456".
    const typed = [' 123456 ', '123 456', '123-456', '\t654321\n']

    // Act
    const logged = typed.map((code) => sanitize({ type: 'code.verify', code, emailCode: code }))

    // Assert
    for (const entry of logged) expect(entry).toStrictEqual({ type: 'code.verify', code: REDACTED, emailCode: REDACTED })
    expect(sanitize({ code: 'sms.code.invalid', countryCode: 'FI', promoCode: 'WIN-50' })).toStrictEqual({ code: 'sms.code.invalid', countryCode: 'FI', promoCode: 'WIN-50' })
  })

  it('keeps numbers and objects under a code key: HTTP status codes stay readable', () => {
    const bare = Object.create(null) as Record<string, unknown>
    bare.id = 7
    expect(sanitize({ statusCode: 404, errorCode: bare })).toStrictEqual({ statusCode: 404, errorCode: { id: 7 } })
  })

  it('never lets a value under a secret key through, however deep or wrapped', () => {
    const secret = fc.constantFrom('hunter2', 'SECRET-123', '123456')
    const secretValue = fc.oneof(secret, fc.record({ value: secret }), fc.array(secret, { minLength: 1 }))
    const ordinaryKey = fc.constantFrom('type', 'email', 'context', 'error', 'message', 'items', 'tokenType', 'playerId')
    const leaf = fc.oneof(fc.constantFrom('a@example.com', 'error.unknown', 'idle'), fc.integer({ min: -1000, max: 1000 }), fc.boolean(), fc.constant(null))
    const { value } = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('object'), tie('array')),
      array: fc.array(tie('value'), { maxLength: 4 }),
      object: fc
        .tuple(fc.dictionary(ordinaryKey, tie('value'), { maxKeys: 4 }), fc.dictionary(fc.constantFrom(...SECRET_KEYS), secretValue, { maxKeys: 3 }))
        .map(([ordinary, secrets]) => ({ ...ordinary, ...secrets })),
    }))

    fc.assert(
      fc.property(value, (input) => {
        const logged = JSON.stringify(sanitize(input))
        expect(logged).not.toMatch(/hunter2|SECRET-123|123456/)
      }),
    )
  })
})

describe('sanitize: shapes', () => {
  it('keeps JSON values as they are and drops what JSON cannot hold', () => {
    // Arrange
    const payload = {
      text: 'x',
      count: 2,
      ok: true,
      off: false,
      none: null,
      missing: undefined,
      onClick: () => 1,
      tag: Symbol('tag'),
      list: [1, undefined, () => 1, Symbol('x'), null, false],
    }

    // Act
    const logged = sanitize(payload)

    // Assert
    expect(logged).toStrictEqual({ text: 'x', count: 2, ok: true, off: false, none: null, list: [1, null, null, null, null, false] })
  })

  it('writes big integers, dates, maps and sets as JSON, redacting inside them too', () => {
    const payload = {
      big: 10n,
      when: new Date(0),
      never: new Date(Number.NaN),
      byKey: new Map<unknown, unknown>([['a', 1], ['password', 'x'], [2, 'two'], [{ id: 1 }, 'object key']]),
      unique: new Set(['fi', 'en']),
    }
    expect(sanitize(payload)).toStrictEqual({
      big: '10',
      when: '1970-01-01T00:00:00.000Z',
      never: null,
      byKey: { a: 1, password: REDACTED, 2: 'two', '[object]': 'object key' },
      unique: ['fi', 'en'],
    })
    expect(sanitize(undefined)).toBeUndefined()
  })

  it('names actor references instead of copying them, and keeps objects that only look like one', () => {
    const actor = createActor(createMachine({ id: 'counter' }))
    expect(
      sanitize({
        ref: actor,
        session: { sessionId: 's-1' },
        sender: { send: () => undefined, label: 'mailer' },
        mimic: { sessionId: 's-2', send: 'not a function' },
      }),
    ).toStrictEqual({
      ref: `[actor ${actor.id}]`,
      session: { sessionId: 's-1' },
      sender: { label: 'mailer' },
      mimic: { sessionId: 's-2', send: 'not a function' },
    })
  })

  it('keeps a `__proto__` key from parsed JSON as data, redacted like any other', () => {
    // Arrange
    const body = JSON.parse('{"__proto__": {"password": "hunter2", "isAdmin": true}}') as unknown

    // Act
    const logged = sanitize(body) as object

    // Assert
    expect(Object.getPrototypeOf(logged)).toBe(Object.prototype)
    expect(JSON.stringify(logged)).toBe('{"__proto__":{"password":"[redacted]","isAdmin":true}}')
  })

  it('keeps an error readable: name, message and its own fields', () => {
    const error = Object.assign(new Error('Bad gateway'), { code: 'error.system.error', status: 502 })
    expect(sanitize({ error })).toStrictEqual({ error: { name: 'Error', message: 'Bad gateway', code: 'error.system.error', status: 502 } })
  })

  it('marks a cycle, but shows an object shared by two branches in both', () => {
    // Arrange
    const cyclic: Record<string, unknown> = { name: 'loop' }
    cyclic.self = cyclic
    const shared = { id: 's' }

    // Act
    const logged = sanitize({ cyclic, first: shared, second: shared, pair: [shared, shared] })

    // Assert
    expect(logged).toStrictEqual({
      cyclic: { name: 'loop', self: '[circular]' },
      first: { id: 's' },
      second: { id: 's' },
      pair: [{ id: 's' }, { id: 's' }],
    })
  })

  it.each([
    ['objects', inObject],
    ['arrays', inArray],
  ])('shows %s down to eight levels and truncates the ninth', (_, wrap) => {
    expect(sanitize(nested(8, wrap))).toStrictEqual(nested(8, wrap))
    expect(sanitize(nested(9, wrap))).toStrictEqual(nested(8, wrap, '[truncated]'))
  })

  it('logs the first items of a long list and counts the rest, never copying them', () => {
    // Arrange: a search's answer, hundreds of games (a secret in one that is left out).
    const games = Array.from({ length: 250 }, (_, i) => ({ id: `g${i}`, password: 'x' }))
    const touched: number[] = []
    const watched = new Proxy(games, { get: (target, key, receiver) => (typeof key === 'string' && /^\d+$/.test(key) && touched.push(Number(key)), Reflect.get(target, key, receiver)) })

    // Act
    const logged = sanitize({ type: 'xstate.done.actor.searchGames', output: watched }) as { output: unknown[] }

    // Assert
    expect(MAX_ITEMS).toBe(20)
    expect(logged.output).toHaveLength(MAX_ITEMS + 1)
    expect(logged.output.slice(0, MAX_ITEMS)).toStrictEqual(games.slice(0, MAX_ITEMS).map(({ id }) => ({ id, password: REDACTED })))
    expect(logged.output.at(-1)).toBe('[… 230 more]')
    expect(Math.max(...touched)).toBeLessThan(MAX_ITEMS)
    // A list of exactly MAX_ITEMS, and a set, are cut the same way.
    expect(sanitize(Array.from({ length: MAX_ITEMS }, (_, i) => i))).toHaveLength(MAX_ITEMS)
    expect(sanitize(new Set(Array.from({ length: MAX_ITEMS + 2 }, (_, i) => i)))).toStrictEqual([...Array.from({ length: MAX_ITEMS }, (_, i) => i), '[… 2 more]'])
  })

  it('counts a map or set as one level, like the object it becomes', () => {
    const inMap = (inner: unknown) => new Map([['next', inner]])
    expect(sanitize(nested(9, inMap))).toStrictEqual(nested(8, inObject, '[truncated]'))
    expect(sanitize(new Set([new Set(['a'])]))).toStrictEqual([['a']])
  })

  it('never throws, and returns plain JSON, for any value, cycles included', () => {
    const anything = fc.anything({
      withBigInt: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withSparseArray: true,
      withBoxedValues: true,
      withObjectString: true,
      withTypedArray: true,
      maxDepth: 12,
    })
    fc.assert(
      fc.property(anything, fc.boolean(), (value, loop) => {
        const root: Record<string, unknown> = { value }
        if (loop && typeof value === 'object' && value !== null) Object.assign(value, { back: root })
        const logged = sanitize(root)
        expect(isPlainJson(logged)).toBe(true)
      }),
    )
  })
})

function isPlainJson(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true
  if (Array.isArray(value)) return value.every(isPlainJson)
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false
  return Object.values(value as object).every(isPlainJson)
}
