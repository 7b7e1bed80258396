import { describe, expect, it } from 'vitest'
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { bundleOpenApi } from '../../openapi/bundle'
import { loadSpecCalls, reconcile, type SpecCall } from '../../openapi/coverage'

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const
const documentId = 'https://croupier.local/openapi.json'

/** Every schema the platform will hand to Ajv: parameters, request bodies and responses. */
function operationSchemas(doc: Record<string, any>) {
  const deref = (node: any) => {
    if (!node?.$ref) return node
    const [, section, name] = node.$ref.match(/^#\/components\/(\w+)\/(.+)$/) ?? []
    return doc.components[section][name]
  }
  const found: { where: string; schema: unknown }[] = []
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const method of methods) {
      const op = item[method]
      if (!op) continue
      const where = `${method.toUpperCase()} ${path} (${op.operationId})`
      for (const parameter of op.parameters ?? []) {
        const p = deref(parameter)
        found.push({ where: `${where} parameter ${p.name}`, schema: p.schema })
      }
      for (const [type, media] of Object.entries<any>(op.requestBody?.content ?? {})) {
        found.push({ where: `${where} request ${type}`, schema: media.schema })
      }
      for (const [status, response] of Object.entries<any>(op.responses ?? {})) {
        for (const [type, media] of Object.entries<any>(deref(response).content ?? {})) {
          found.push({ where: `${where} response ${status} ${type}`, schema: media.schema })
        }
      }
    }
  }
  return found
}

describe('contract schemas', () => {
  const doc = bundleOpenApi()
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema({ ...doc, $id: documentId })
  const absolute = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${documentId}#/components/`))

  it('compiles every parameter, request and response schema with Ajv 2020', () => {
    const schemas = operationSchemas(doc)
    const failures: string[] = []
    // Many operations share a `$ref` schema; Ajv caches by content, but compiling each once keeps
    // this test quick on a busy machine.
    const compiled = new Set<string>()
    for (const { where, schema } of schemas) {
      const key = JSON.stringify(schema)
      if (compiled.has(key)) continue
      compiled.add(key)
      try {
        ajv.compile(absolute(schema))
      } catch (error) {
        failures.push(`${where}: ${(error as Error).message}`)
      }
    }
    expect(failures).toEqual([])
    expect(schemas.length).toBeGreaterThan(100)
  }, 60_000)

  it('compiles every component schema, including the realtime messages', () => {
    const failures: string[] = []
    for (const name of Object.keys(doc.components.schemas)) {
      try {
        ajv.getSchema(`${documentId}#/components/schemas/${name}`) ??
          failures.push(`${name}: not resolvable`)
      } catch (error) {
        failures.push(`${name}: ${(error as Error).message}`)
      }
    }
    expect(failures).toEqual([])
  }, 60_000)

  it('gives every operation a unique camelCase operationId and one known area tag', () => {
    const areas = ['player', 'account', 'responsible-gambling', 'bonus', 'wallet', 'paynplay', 'games', 'sports', 'tournaments', 'system', 'realtime']
    const providers = ['sandbox', 'sportsbook-sandbox', 'crm']
    const ids = new Set<string>()
    const problems: string[] = []
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const method of methods) {
        const op = item[method]
        if (!op) continue
        if (!/^[a-z]+[A-Za-z0-9]*$/.test(op.operationId ?? '')) problems.push(`${path}: operationId ${op.operationId}`)
        if (ids.has(op.operationId)) problems.push(`${path}: duplicate ${op.operationId}`)
        ids.add(op.operationId)
        // The sandbox providers' own APIs (the game provider's areas/sandbox.yaml, the sportsbook's
        // and the CRM's) are theirs, not the player's: they live under /sandbox/, each with its own
        // tag; everything else is the player contract under /api.
        const provider = path.startsWith('/sandbox/')
        if (op.tags?.length !== 1 || !(provider ? providers.includes(op.tags[0]) : areas.includes(op.tags[0]))) problems.push(`${path}: tags ${op.tags}`)
        if (!provider && !/^\/api\/v[12]\//.test(path)) problems.push(`${path}: not under /api/v1 or /api/v2`)
      }
    }
    expect(problems).toEqual([])
  })

  const validator = (name: string) => ajv.getSchema(`${documentId}#/components/schemas/${name}`)!

  it('closes every JSON request body, so unknown fields are a 400', () => {
    const open: string[] = []
    const closed = (schema: any): boolean => {
      const target = schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema
      if (target.oneOf) return target.oneOf.every(closed)
      return target.type !== 'object' || target.additionalProperties === false
    }
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const method of methods) {
        const schema = item[method]?.requestBody?.content?.['application/json']?.schema
        if (schema && !closed(schema)) open.push(`${method.toUpperCase()} ${path}`)
      }
    }
    expect(open).toEqual([])
  })

  it('never lets a path parameter take a method from a fixed path beside it', () => {
    // The router prefers a fixed segment to a parameter only for the methods the fixed path has:
    // with GET /campaigns/{language} beside POST /campaigns/consent, a GET on /campaigns/consent
    // would reach the language listing instead of answering 405.
    const segments = (path: string) => path.split('/').slice(1)
    const isParameter = (segment: string) => segment.startsWith('{')
    const declared = (path: string) => methods.filter((m) => doc.paths[path][m])
    const shadowed: string[] = []
    for (const fixed of Object.keys(doc.paths)) {
      for (const templated of Object.keys(doc.paths)) {
        const [a, b] = [segments(fixed), segments(templated)]
        if (fixed === templated || a.length !== b.length) continue
        if (!a.every((segment, i) => segment === b[i] || isParameter(b[i]!))) continue
        for (const method of declared(templated).filter((m) => !declared(fixed).includes(m))) {
          shadowed.push(`${method.toUpperCase()} ${fixed} would reach ${doc.paths[templated][method].operationId}`)
        }
      }
    }
    expect(shadowed).toEqual([])
  })

  it('gives every operation a success response', () => {
    const missing = Object.entries<any>(doc.paths).flatMap(([path, item]) =>
      methods.filter((m) => item[m] && !Object.keys(item[m].responses).some((s) => /^2\d\d$/.test(s))).map((m) => `${m} ${path}`),
    )
    expect(missing).toEqual([])
  })

  it('accepts exactly one limit change mode', () => {
    const limitChange = validator('LimitChange')
    expect(limitChange({ duration: 'W', limitMinor: 50000 })).toBe(true)
    expect(limitChange({ duration: 'D', deleteLimit: true })).toBe(true)
    expect(limitChange({ duration: 'M', cancelPendingLimit: true })).toBe(true)
    expect(limitChange({ duration: 'M', limitMinor: 100, deleteLimit: true })).toBe(false)
    expect(limitChange({ duration: 'Y', limitMinor: 100 })).toBe(false)
    expect(limitChange({ duration: 'D', limitMinor: 10.5 })).toBe(false)
  })

  it('validates realtime messages by type and rejects malformed ones', () => {
    const message = validator('RealtimeMessage')
    const balance = {
      type: 'WALLET_BALANCE',
      playerId: 'p-1',
      currency: 'EUR',
      balanceMap: {
        MAIN: [{ cashMinor: 12050, currency: 'EUR' }],
        LOCKED: [],
        BONUS: [{ bonusMinor: 500, vertical: 'CASINO', currency: 'EUR' }],
      },
    }
    expect(message(balance)).toBe(true)
    expect(message({ type: 'PLAYER_LOYALTY_LEVEL', playerId: 'p-1', loyaltyLevel: 3 })).toBe(true)
    expect(message({ type: 'session.connected', playerId: 'p-1' })).toBe(true)
    expect(message({ type: 'PLAYER_ATTRIBUTE_CHANGE', playerId: 'p-1', attributes: { permissions: { deposit: false } } })).toBe(true)
    expect(message({ ...balance, balanceMap: { ...balance.balanceMap, BONUS: [{ bonusMinor: 500, currency: 'EUR' }] } })).toBe(false)
    expect(message({ ...balance, balanceMap: { ...balance.balanceMap, MAIN: [{ cashMinor: 1.5, currency: 'EUR' }] } })).toBe(false)
    expect(message({ type: 'PLAYER_ATTRIBUTE_CHANGE', playerId: 'p-1', attributes: {} })).toBe(false)
    expect(message({ type: 'SOMETHING_ELSE', playerId: 'p-1' })).toBe(false)
  })

  it('keeps the spec spelling of wire enums (DECISIONS.md 23)', () => {
    expect(doc.components.schemas.CodeState.enum).toContain('SUCESS_SEND')
    expect(doc.components.schemas.KycStatus.enum).toContain('FULLY VERIFIED')
    expect(doc.components.schemas.TransactionType.enum).toContain('CANCELED')
    expect(doc.components.schemas.TransactionStatus.enum).toContain('CANCELLED')
  })

  const calls = loadSpecCalls()
  const callKey = (call: SpecCall) => `${call.method} ${call.path}`

  it('keeps the spec calls in the repository, each with where it comes from', () => {
    expect(calls.length).toBeGreaterThan(150)
    const incomplete = calls.filter((call) => !call.method || !call.path || !call.area || !call.source || !['anonymous', 'player', '?'].includes(call.auth))
    expect(incomplete).toEqual([])
  })

  it('serves every spec call of openapi/spec-calls.json with an operation', () => {
    const report = reconcile(calls, doc)
    const missing = calls.filter((call) => report.unmatched.includes(callKey(call))).map((call) => `${callKey(call)} (${call.source})`)
    expect(missing, `spec calls no operation names in x-checklist yet:\n${missing.join('\n')}`).toEqual([])
    expect(report.unknownKeys, 'x-checklist entries that name no call of openapi/spec-calls.json').toEqual([])
    expect(report.mapped).toHaveLength(calls.length)
  })

  it('declares security on every operation, public ones as `security: []`', () => {
    const undeclared = Object.values<any>(doc.paths).flatMap((item) => methods.filter((m) => item[m] && !Array.isArray(item[m].security)).map((m) => item[m].operationId))
    expect(undeclared).toEqual([])
  })

  /** Operations that serve a call the spec has a player make, yet ask for no id token, and why. */
  const publicForAReason: Record<string, string> = {
    refreshTokens: 'the refresh cookie is the credential; the id token it replaces may already have expired',
  }

  it('asks for a token wherever the spec has a player make the call, and for none where a visitor does', () => {
    const authByKey = new Map<string, Set<string>>()
    for (const call of calls) authByKey.set(callKey(call), new Set([...(authByKey.get(callKey(call)) ?? []), call.auth]))
    const wrong: string[] = []
    for (const item of Object.values<any>(doc.paths)) {
      for (const method of methods) {
        const op = item[method]
        if (!op) continue
        const anonymousAllowed = (op.security ?? []).length === 0 || op.security.some((r: object) => Object.keys(r).length === 0)
        for (const key of op['x-checklist'] ?? []) {
          const auth = authByKey.get(key) ?? new Set()
          if (auth.has('player') && anonymousAllowed && !publicForAReason[op.operationId]) wrong.push(`${op.operationId} (${key}): the spec's player call is public`)
          if (auth.has('anonymous') && !anonymousAllowed) wrong.push(`${op.operationId} (${key}): the spec's visitor call needs a token`)
        }
      }
    }
    expect(wrong).toEqual([])
  })

  it('says so in the description wherever it serves a path the spec calls mark inferred', () => {
    const inferred = new Set(calls.filter((call) => call.inferred).map(callKey))
    const silent: string[] = []
    for (const item of Object.values<any>(doc.paths)) {
      for (const method of methods) {
        const op = item[method]
        if (!op?.['x-checklist']?.some((key: string) => inferred.has(key))) continue
        if (!/inferred|not shown|relative/i.test(op.description ?? '')) silent.push(op.operationId)
      }
    }
    expect(silent).toEqual([])
  })

  it('lists error codes in the catalogue style', () => {
    const malformed = Object.values<any>(doc.paths)
      .flatMap((item) => methods.map((method) => item[method]).filter(Boolean))
      .flatMap((op) => (op['x-error-codes'] ?? []).map((code: string) => `${op.operationId}: ${code}`))
      .filter((entry: string) => !/: (error|sms|email)\.[a-z0-9_.]+(:days:\{n\})?$/.test(entry))
    expect(malformed).toEqual([])
  })
})
