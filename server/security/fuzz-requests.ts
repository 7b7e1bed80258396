/**
 * fast-check arbitraries for hostile requests, derived from the bundled contract
 * (openapi/dist/openapi.json): for one operation, requests whose path, query, headers and body
 * are sometimes what the schema asks for and sometimes malformed, oversized or hostile — wrong
 * types, missing and unknown fields, huge strings, control characters, deep nesting,
 * prototype-pollution keys, Unicode edge cases, bad escapes and wrong content types.
 */
import fc from 'fast-check'
import type { Doc, Operation } from '../http/operations.ts'

export interface FuzzRequest {
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
}

export interface Credentials {
  idToken: string
  accessToken: string
}

/** Values a schema cannot produce but the platform knows (the seeded player), so handlers run deeper. */
export interface KnownValues {
  playerId: string
}

// ---------------------------------------------------------------------------------------------
// Hostile building blocks

const edgeStrings = [
  '', ' ', '\u0000', 'a\u0000b', '\u0007', '\t', '\r\n', '\u001b[31mred', '\u007f', '\u0085', '\u2028',
  '\ud800', 'x\udfffy', '\ud83c\udfb2', '\u202eevil', '\u200b', '\ufeff', 'e\u0301', '\ud835\udd4f', '\uffff', '\ufffd',
  "' OR 1=1 --", '"; drop table players; --', '../../etc/passwd', '..%2F..%2F', '%00', '%', '%ZZ', '${jndi:ldap://x/a}',
  '<script>alert(1)</script>', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'null', 'undefined',
  'NaN', 'Infinity', '-1', '0', '1e309', '99999999999999999999999999999999', '2024-02-30', '0000-00-00T25:61:61Z',
  'a@b', '@', 'Bearer ', 'true', '[]', '{}',
]

/** A string meant to break something: an edge case, random code units, or something huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...edgeStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 40_000 }).map((n) => 'x'.repeat(n)) },
)

/** Printable ASCII only: Node's HTTP parser refuses anything else in a header before the platform sees it. */
const headerString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', 'null', '__proto__', "' OR 1=1 --", '%00', 'Bearer', 'Bearer  x', 'ZZ', 'fi', 'FI'),
  fc.string({ unit: 'binary-ascii', maxLength: 24 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
  fc.integer({ min: 300, max: 6000 }).map((n) => 'h'.repeat(n)),
)

const nested = (levels: number, leaf: unknown = 1): unknown => (levels === 0 ? leaf : [nested(levels - 1, leaf)])

/** Any JSON value that is probably wrong wherever it is put. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, -0, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308, 5e-324) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 5, max: 30 }).map((n) => nested(n)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
)

/** JSON texts no schema can judge: broken, empty, hugely nested, or carrying pollution keys. */
const hostileJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '', ' ', '{', '}', '[', 'nul', 'undefined', '{"a":}', '{"a":1,}', "{'a':1}", '{"a":1}{"b":2}', '\u0000', '"\u0000"',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"a":{"__proto__":{"polluted":1}}}',
    '[{"__proto__":null}]',
    '{"a":"\\ud800"}',
    '{"a":1e999}',
    '{"a":-0}',
    '123',
    '"just a string"',
    'null',
    'true',
  ),
  fc.integer({ min: 33, max: 60_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 33, max: 20_000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => JSON.stringify({ a: 'y'.repeat(n) })),
  fc.string({ unit: 'binary', maxLength: 40 }),
)

const contentTypes = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/vnd.api+json',
  'application/json-patch+json',
  'image/png',
  '*/*',
  'garbage',
)

// ---------------------------------------------------------------------------------------------
// Values a schema accepts (roughly: good enough to get past validation often)

export function resolve(doc: Doc, schema: Doc | undefined): Doc {
  let current = schema ?? {}
  for (let i = 0; i < 10 && typeof current.$ref === 'string'; i++) {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce((node: Doc, key: string) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc)
  }
  return current ?? {}
}

/** `s` repeated up to `min` characters and cut at `max`: a `^[…]+$` pattern still matches. */
export function toLength(s: string, min: number, max = Infinity): string {
  const unit = s.length > 0 ? s : 'a'
  const long = unit.length >= min ? unit : unit.repeat(Math.ceil(min / unit.length))
  return long.slice(0, max)
}

function stringFor(schema: Doc): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0
  const max = Math.min(schema.maxLength ?? 24, Math.max(min, 24))
  switch (schema.format) {
    case 'date':
      return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
    case 'date-time':
      return fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString())
    case 'email':
      return fc.emailAddress()
    case 'uuid':
      return fc.uuid()
    case 'uri':
    case 'url':
      return fc.webUrl()
  }
  if (typeof schema.pattern === 'string') {
    try {
      // Stretched to the length bounds rather than filtered: a filter on `xsmall` strings with
      // minLength 8 almost never passes, and fast-check then retries for ever.
      return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' }).map((s) => toLength(s, min, schema.maxLength))
    } catch {
      // A pattern fast-check cannot generate from: plain strings, which the schema will refuse.
    }
  }
  return fc.string({ minLength: min, maxLength: max })
}

/** A value the schema probably accepts, at most `depth` levels deep. */
export function valueFor(doc: Doc, raw: Doc | boolean | undefined, depth = 0): fc.Arbitrary<unknown> {
  // Boolean schemas: `true` accepts anything, `false` nothing (any value then tests the refusal).
  if (typeof raw === 'boolean') return fc.jsonValue({ maxDepth: 1 })
  const schema = resolve(doc, raw)
  if (depth > 6) return fc.constant(null)
  if ('const' in schema) return fc.constant(schema.const)
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum)
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key]) && schema[key].length > 0) return fc.oneof(...schema[key].map((s: Doc) => valueFor(doc, s, depth + 1)))
  }
  if (Array.isArray(schema.allOf)) {
    const merged: Doc = { type: 'object', properties: {}, required: [] }
    for (const part of schema.allOf.map((s: Doc) => resolve(doc, s))) {
      Object.assign(merged.properties, part.properties ?? {})
      merged.required.push(...(part.required ?? []))
    }
    return valueFor(doc, merged, depth + 1)
  }
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ['object'] : []
  if (types.length > 1) return fc.oneof(...types.map((type) => valueFor(doc, { ...schema, type }, depth)))
  switch (types[0]) {
    case 'string':
      return stringFor(schema)
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -(2 ** 31)), max: Math.min(schema.maximum ?? 100_000, 2 ** 31) })
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(valueFor(doc, schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) })
    case 'object': {
      const properties: Record<string, Doc> = schema.properties ?? {}
      const model = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, valueFor(doc, s, depth + 1)]))
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k: string) => k in properties) })
    }
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

// ---------------------------------------------------------------------------------------------
// Whole requests

type Body = { payload?: string | Buffer; contentType?: string }

/** A valid-looking body changed in one place: a field swapped for a hostile value, dropped, or added. */
function mutatedObject(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(base, hostileValue, hostileString, fc.nat(), fc.constantFrom('replace', 'drop', 'add')).map(([value, bad, key, pick, how]) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return bad
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) }
    const keys = Object.keys(copy)
    const target = keys.length > 0 ? keys[pick % keys.length]! : key
    if (how === 'replace') copy[target] = bad
    else if (how === 'drop') delete copy[target]
    else Object.defineProperty(copy, key, { value: bad, enumerable: true, configurable: true, writable: true })
    return copy
  })
}

function jsonBody(doc: Doc, op: Operation): fc.Arbitrary<Body> {
  const schema = op.requestBody?.content?.['application/json']?.schema
  const valid = valueFor(doc, schema)
  const asJson = (value: unknown): Body => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' })
  return fc.oneof(
    { weight: 3, arbitrary: valid.map(asJson) },
    { weight: 5, arbitrary: mutatedObject(valid).map(asJson) },
    { weight: 2, arbitrary: hostileValue.map(asJson) },
    { weight: 2, arbitrary: hostileJsonText.map((payload) => ({ payload, contentType: 'application/json' })) },
    { weight: 1, arbitrary: fc.tuple(valid, contentTypes).map(([value, contentType]) => ({ payload: JSON.stringify(value) ?? '', contentType })) },
    { weight: 1, arbitrary: fc.constant<Body>({}) },
  )
}

function otherBody(op: Operation): fc.Arbitrary<Body> {
  const declared = Object.keys(op.requestBody?.content ?? {})
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<Body>({}) },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.uint8Array({ maxLength: 2048 }), fc.constantFrom(...declared, 'application/json', 'text/plain')).map(([bytes, contentType]) => ({
        payload: Buffer.from(bytes),
        contentType,
      })),
    },
    { weight: 1, arbitrary: hostileJsonText.map((payload) => ({ payload, contentType: 'application/json' })) },
  )
}

function parameterValue(doc: Doc, schema: Doc | undefined, known: string[]): fc.Arbitrary<string> {
  const valid = valueFor(doc, schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? ''))
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 3, arbitrary: hostileString },
    ...(known.length ? [{ weight: 2, arbitrary: fc.constantFrom(...known) }] : []),
  )
}

const encode = (value: string) => {
  try {
    return encodeURIComponent(value)
  } catch {
    // A lone surrogate cannot be percent-encoded as UTF-8: send the bytes a careless client would.
    return escape(value)
  }
}

/** Raw path segments that are not a value at all: traversal, bad escapes, encoded slashes. */
const rawSegment = fc.constantFrom('..', '.', '%2e%2e', '%2F', '%ZZ', '%', '%00', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '~', ';x=1', 'a'.repeat(3000))

function pathFor(doc: Doc, op: Operation, known: KnownValues): fc.Arbitrary<string> {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!)
  if (names.length === 0) return fc.constant(op.path)
  const segment = (name: string) => {
    const schema = op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema
    const knownValues = /player/i.test(name) || name === 'id' ? [known.playerId] : []
    return fc.oneof({ weight: 6, arbitrary: parameterValue(doc, schema, knownValues).map(encode) }, { weight: 1, arbitrary: rawSegment })
  }
  return fc.tuple(...names.map(segment)).map((values) => {
    let path = op.path
    names.forEach((name, i) => (path = path.replace(`{${name}}`, values[i]!)))
    return path
  })
}

function queryFor(doc: Doc, op: Operation): fc.Arbitrary<string> {
  const declared = op.parameters.filter((p) => p.in === 'query')
  const own = fc.tuple(
    ...declared.map((p) =>
      fc.oneof(
        { weight: 4, arbitrary: parameterValue(doc, p.schema, []).map((v): [string, string][] => [[p.name, v]]) },
        { weight: p.required ? 1 : 3, arbitrary: fc.constant<[string, string][]>([]) },
        // The same parameter twice reaches the schema as an array.
        { weight: 1, arbitrary: fc.tuple(hostileString, hostileString).map(([a, b]): [string, string][] => [[p.name, a], [p.name, b]]) },
      ),
    ),
  )
  const extras = fc.array(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', 'a[b]', 'x'), hostileString), { maxLength: 2 })
  const raw = fc.constantFrom('', '', '', '&%ZZ=1', '&=', '&a=%', '&%00=%00')
  return fc.tuple(own, extras, raw).map(([groups, more, tail]) => {
    const text = [...groups.flat(), ...more].map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&') + tail
    return text ? `?${text.replace(/^&/, '')}` : ''
  })
}

function headersFor(doc: Doc, op: Operation, credentials: Credentials): fc.Arbitrary<Record<string, string>> {
  const declared = op.parameters.filter((p) => p.in === 'header')
  const auth = fc.oneof(
    { weight: 3, arbitrary: fc.constant<Record<string, string>>({ authorization: `Bearer ${credentials.idToken}`, 'access-token': credentials.accessToken }) },
    { weight: 2, arbitrary: fc.constant<Record<string, string>>({}) },
    { weight: 1, arbitrary: headerString.map((t) => ({ authorization: `Bearer ${t}`, 'access-token': t })) },
    { weight: 1, arbitrary: fc.constant<Record<string, string>>({ authorization: `Bearer ${credentials.accessToken}`, 'access-token': credentials.idToken }) },
  )
  const site = fc.oneof({ weight: 8, arbitrary: fc.constant('5') }, { weight: 1, arbitrary: headerString })
  const own = fc.tuple(
    ...declared.map((p) =>
      fc.oneof(
        { weight: 3, arbitrary: valueFor(doc, p.schema).map((v) => [p.name.toLowerCase(), typeof v === 'string' ? v.replace(/[^\x20-\x7e]/g, '') : String(v)]) },
        { weight: 2, arbitrary: headerString.map((v) => [p.name.toLowerCase(), v]) },
        { weight: 1, arbitrary: fc.constant([] as string[]) },
      ),
    ),
  )
  return fc.tuple(auth, site, own).map(([a, s, headers]) => ({
    'x-site-id': s,
    ...a,
    ...Object.fromEntries((headers as string[][]).filter((h) => h.length === 2)),
  }))
}

/** Hostile and ordinary requests for one operation of the contract. */
export function requestsFor(doc: Doc, op: Operation, credentials: Credentials, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const json = op.requestBody?.content?.['application/json']
  const body = json ? jsonBody(doc, op) : otherBody(op)
  return fc.tuple(pathFor(doc, op, known), queryFor(doc, op), headersFor(doc, op, credentials), body).map(([path, query, headers, b]) => ({
    method: op.method.toUpperCase(),
    url: path + query,
    headers: { ...headers, ...(b.contentType ? { 'content-type': b.contentType } : {}) },
    ...(b.payload !== undefined ? { payload: b.payload } : {}),
  }))
}
