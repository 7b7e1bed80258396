/**
 * Rules every request obeys before any schema or handler sees it, whatever the operation:
 *
 * - **Plain text only.** No string (nor object key) may hold a C0 or C1 control character, DEL, or
 *   a UTF-16 surrogate that is not half of a pair. NUL reached PostgreSQL as a 500 ("invalid byte
 *   sequence"), the others end up in e-mails, logs and the back office; no field of the contract
 *   is multi-line, so tab, CR and LF are refused too.
 * - **Bounded nesting.** A JSON body may nest at most `MAX_JSON_DEPTH` arrays and objects. The
 *   depth is counted on the raw text before `JSON.parse`, so a 100,000-level body never reaches
 *   a recursive parser, validator or error builder.
 */
import type { ErrorObject } from 'ajv'
import type { FastifyInstance } from 'fastify'
import { ApiProblem } from './errors.ts'

/** The contract's deepest request body nests 4 levels; 32 leaves room and stops abuse. */
export const MAX_JSON_DEPTH = 32

// Controls U+0000–U+001F, DEL and U+0080–U+009F, then a high surrogate not followed by a low one,
// then a low surrogate not preceded by a high one.
const forbidden = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export const isPlainText = (text: string): boolean => !forbidden.test(text)

export const CHARACTERS_KEYWORD = 'characters'

const pointerPart = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1')

/**
 * One Ajv-shaped error per string or key that is not plain text, at its JSON pointer, so they
 * become FieldErrors like any schema failure. Walks with an explicit stack (no recursion) and
 * stops after `limit` findings. `only` restricts the top level to some keys (declared headers).
 */
export function textErrors(data: unknown, only?: ReadonlySet<string>, limit = 20): ErrorObject[] {
  const errors: ErrorObject[] = []
  const report = (instancePath: string, what: 'value' | 'key') =>
    errors.push({
      keyword: CHARACTERS_KEYWORD,
      instancePath,
      schemaPath: '#/characters',
      params: { what },
      message: what === 'key' ? 'names a field with control characters' : 'must not contain control characters or unpaired surrogates',
    })
  const stack: [value: unknown, path: string, top: boolean][] = [[data, '', true]]
  while (stack.length > 0 && errors.length < limit) {
    const [value, path, top] = stack.pop()!
    if (typeof value === 'string') {
      if (!isPlainText(value)) report(path, 'value')
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], `${path}/${i}`, false])
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      const keys = Object.keys(value)
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!
        if (top && only && !only.has(key)) continue
        if (!isPlainText(key)) report(`${path}/${pointerPart(key)}`, 'key')
        else stack.push([(value as Record<string, unknown>)[key], `${path}/${pointerPart(key)}`, false])
      }
    }
  }
  return errors
}

/**
 * How deeply the arrays and objects of a JSON text nest, counted without parsing (brackets
 * inside strings do not count). Stops counting once `limit` is passed.
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++ // backslash: skip the escaped character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) {
      inString = true
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true
    } else if (c === 0x5d || c === 0x7d) {
      depth--
    }
  }
  return false
}

/**
 * Replaces fastify's JSON body parser with the same parser (prototype-poisoning keys refused)
 * behind the nesting check, so the depth is refused before anything parses the text.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string)) {
      done(new ApiProblem(400, 'error.request.malformed', `The body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels.`), undefined)
      return
    }
    parse(request, body as string, done)
  })
}
