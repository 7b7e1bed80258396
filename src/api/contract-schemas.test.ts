import { describe, expect, it } from 'vitest'
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { bundleOpenApi } from '../../openapi/bundle'

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
    for (const { where, schema } of schemas) {
      try {
        ajv.compile(absolute(schema))
      } catch (error) {
        failures.push(`${where}: ${(error as Error).message}`)
      }
    }
    expect(failures).toEqual([])
    expect(schemas.length).toBeGreaterThan(100)
  })

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
  })

  it('gives every operation a unique camelCase operationId and one known area tag', () => {
    const areas = ['player', 'account', 'responsible-gambling', 'bonus', 'wallet', 'paynplay', 'games', 'sports', 'tournaments', 'system']
    const ids = new Set<string>()
    const problems: string[] = []
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const method of methods) {
        const op = item[method]
        if (!op) continue
        if (!/^[a-z]+[A-Za-z0-9]*$/.test(op.operationId ?? '')) problems.push(`${path}: operationId ${op.operationId}`)
        if (ids.has(op.operationId)) problems.push(`${path}: duplicate ${op.operationId}`)
        ids.add(op.operationId)
        if (op.tags?.length !== 1 || !areas.includes(op.tags[0])) problems.push(`${path}: tags ${op.tags}`)
        if (!/^\/api\/v[12]\//.test(path)) problems.push(`${path}: not under /api/v1 or /api/v2`)
      }
    }
    expect(problems).toEqual([])
  })
})
