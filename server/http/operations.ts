/** The operations of the bundled OpenAPI document, flattened for route registration. */
export type Doc = Record<string, any>

export const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const

export interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema?: Doc
}

export interface Operation {
  operationId: string
  method: (typeof methods)[number]
  /** OpenAPI path, `/api/v1/content/{query}`. */
  path: string
  /** Fastify URL, `/api/v1/content/:query`. */
  url: string
  tags: string[]
  /** Security schemes the caller must satisfy (all of them); empty when the call is public. */
  security: string[]
  parameters: Parameter[]
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Doc }> }
  responses: Record<string, Doc>
}

/** Resolves a local `#/components/...` reference (parameters, responses, request bodies). */
export function deref<T = Doc>(doc: Doc, value: Doc): T {
  let current = value
  for (let depth = 0; current && typeof current.$ref === 'string' && depth < 10; depth++) {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce((node: Doc, key: string) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc)
  }
  return current as T
}

export function listOperations(doc: Doc): Operation[] {
  const result: Operation[] = []
  for (const [path, item] of Object.entries<Doc>(doc.paths ?? {})) {
    const shared: Parameter[] = (item.parameters ?? []).map((p: Doc) => deref(doc, p))
    for (const method of methods) {
      const op = item[method]
      if (!op) continue
      const own: Parameter[] = (op.parameters ?? []).map((p: Doc) => deref(doc, p))
      const parameters = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own]
      const requirements: Doc[] = op.security ?? doc.security ?? []
      // `security: [{}]` or an empty alternative means the token is optional.
      const optional = requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0)
      result.push({
        operationId: op.operationId,
        method,
        path,
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        tags: op.tags ?? [],
        security: optional ? [] : Object.keys(requirements[0]!),
        parameters,
        requestBody: op.requestBody ? deref(doc, op.requestBody) : undefined,
        responses: Object.fromEntries(Object.entries<Doc>(op.responses ?? {}).map(([s, r]) => [s, deref(doc, r)])),
      })
    }
  }
  return result
}
