/**
 * Reconciles the spec's calls (openapi/spec-calls.json, copied from the spec's checklist) with the
 * bundled contract: every call must be named by some operation's `x-checklist` ("METHOD path"
 * exactly as the checklist writes it) or, for the websocket, by a realtime schema's `x-checklist`.
 * Exits non-zero on any gap or on an `x-checklist` entry that names no call, so the mapping cannot
 * drift silently.
 *
 *   npx tsx openapi/coverage.ts
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { bundleOpenApi } from './bundle'

/** Inside the repository, so a clean clone checks its contract with nothing beside it. */
export const specCallsPath = fileURLToPath(new URL('./spec-calls.json', import.meta.url))
const methods = ['get', 'post', 'put', 'patch', 'delete'] as const

export interface SpecCall {
  method: string
  path: string
  area: string
  /** Who makes the call: `anonymous`, `player`, or `?` where the spec does not say. */
  auth: 'anonymous' | 'player' | '?'
  /** The spec section the call comes from. */
  source: string
  query_name?: string
  inferred?: boolean
}

export interface CoverageReport {
  mapped: { call: string; operations: string[] }[]
  unmatched: string[]
  unknownKeys: string[]
  operationsByArea: Record<string, number>
  operationsByGroup: Record<string, number>
}

const callKey = (call: SpecCall) => `${call.method} ${call.path}`

export function reconcile(calls: SpecCall[], doc: Record<string, any> = bundleOpenApi()): CoverageReport {
  const servers = new Map<string, string[]>()
  const operationsByArea: Record<string, number> = {}
  const operationsByGroup: Record<string, number> = {}
  const claim = (key: string, by: string) => servers.set(key, [...(servers.get(key) ?? []), by])

  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const method of methods) {
      const operation = item[method]
      if (!operation) continue
      const area = operation.tags?.[0] ?? 'untagged'
      operationsByArea[area] = (operationsByArea[area] ?? 0) + 1
      const group = path.split('/')[2] ?? 'none'
      operationsByGroup[group] = (operationsByGroup[group] ?? 0) + 1
      for (const key of operation['x-checklist'] ?? []) claim(key, operation.operationId)
    }
  }
  for (const [name, schema] of Object.entries<any>(doc.components?.schemas ?? {})) {
    for (const key of schema['x-checklist'] ?? []) claim(key, `#/components/schemas/${name}`)
  }

  const keys = new Set(calls.map(callKey))
  const mapped = calls
    .filter((call) => servers.has(callKey(call)))
    .map((call) => ({
      call: call.query_name ? `${callKey(call)} (${call.query_name})` : callKey(call),
      operations: servers.get(callKey(call))!,
    }))
  const unmatched = calls.filter((call) => !servers.has(callKey(call))).map(callKey)
  const unknownKeys = [...servers.keys()].filter((key) => !keys.has(key))
  return { mapped, unmatched, unknownKeys, operationsByArea, operationsByGroup }
}

export function loadSpecCalls(): SpecCall[] {
  return JSON.parse(readFileSync(specCallsPath, 'utf8')).calls
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const calls = loadSpecCalls()
  const report = reconcile(calls)
  for (const { call, operations } of report.mapped) console.log(`ok   ${call} -> ${operations.join(', ')}`)
  for (const call of report.unmatched) console.log(`MISS ${call}`)
  for (const key of report.unknownKeys) console.log(`STRAY x-checklist '${key}' names no spec call`)
  console.log(`\n${report.mapped.length}/${calls.length} calls mapped`)
  console.log('operations by area:', JSON.stringify(report.operationsByArea))
  console.log('operations by group:', JSON.stringify(report.operationsByGroup))
  if (report.unmatched.length > 0 || report.unknownKeys.length > 0) process.exit(1)
}
