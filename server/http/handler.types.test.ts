/**
 * The handler types hold the contract: every `@ts-expect-error` below marks a handler that must
 * not compile, and `tsc -p .` fails if one of them starts compiling (an unused directive is an
 * error). The runtime checks at the end pin the table defineHandlers builds.
 *
 * Not covered by the types: an extra property in a body. TypeScript checks excess properties only
 * against an annotated return type, not a contextually typed one; the response validation in
 * http/openapi.ts refuses them where a schema says `additionalProperties: false`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { AccessContext } from '../system/access.ts'
import { defineHandlers, defineHandlersOutsideContract, mergeHandlers, type HandlerContext, type OperationReply } from './handler.ts'

const context = {} as HandlerContext
const access: AccessContext = { status: 'ALLOWED', countryCode: 'NO', market: 'NO', payAndPlay: false }

describe('handler types', () => {
  it('accept the statuses and bodies the contract declares', () => {
    defineHandlers({
      getAccessContext: async () => ({ status: 200, body: access }),
      getLocaleTexts: async (request) => ({ status: 200, body: { [request.params.lang]: 'text' } }),
      listLoginHistory: async (request) => ({ status: 200, body: [{ loginDate: '2024-01-01T00:00:00.000Z', loginIp: '127.0.0.1', loginCountry: request.query.limit ? 'NO' : null }] }),
      startPlayerCooling: async (request) => ({ status: 200, body: { playerId: request.body.playerId, timeoutUntil: '2024-01-02T00:00:00.000Z' } }),
      signOutPlayer: async () => ({ status: 204 }),
      // A declared error status with the ApiError body is a valid answer too.
      getContent: async () => ({ status: 404, body: { status: 404, code: 'error.content.not.found', message: 'none' } }),
    })
    const reply: OperationReply<'signOutPlayer'> = { status: 204 }
    expect(reply.status).toBe(204)
  })

  it('refuse a status the operation does not declare', () => {
    defineHandlers({
      // @ts-expect-error getAccessContext answers 200 or 400, never 201
      getAccessContext: async () => ({ status: 201, body: access }),
    })
  })

  it('refuse a body that breaks the schema', () => {
    defineHandlers({
      // @ts-expect-error market must be a MarketCode
      getAccessContext: async () => ({ status: 200, body: { ...access, market: 'XX' } }),
    })
    defineHandlers({
      // @ts-expect-error status is required in AccessContext
      getAccessContext: async () => ({ status: 200, body: { countryCode: null, market: 'UN' } }),
    })
    defineHandlers({
      // @ts-expect-error a 204 carries no body
      signOutPlayer: async () => ({ status: 204, body: { ok: true } }),
    })
    defineHandlers({
      // @ts-expect-error an error status carries an ApiError, not the success body
      getAccessContext: async () => ({ status: 400, body: access }),
    })
  })

  it('type the request from the operation', () => {
    defineHandlers({
      getLocaleTexts: async (request) => {
        // @ts-expect-error getLocaleTexts has the path parameter lang, not locale
        const wrong: string = request.params.locale
        return { status: 200, body: { wrong } }
      },
      startPlayerCooling: async (request) => {
        // @ts-expect-error playerId is a string
        const wrong: number = request.body.playerId
        return { status: 200, body: { playerId: String(wrong), timeoutUntil: '' } }
      },
      getAccessContext: async (request) => {
        // @ts-expect-error getAccessContext takes no body
        const wrong: string = request.body.anything
        return { status: 200, body: { ...access, ipAddress: wrong } }
      },
    })
  })

  it('refuse an operationId the contract does not have', () => {
    defineHandlers({
      // @ts-expect-error not an operation of openapi/
      getJackpot: async () => ({ status: 200, body: {} }),
    })
  })
})

describe('handler tables', () => {
  const fakeReply = () => {
    const sent = { code: 0 }
    return { sent, reply: { code: (status: number) => ((sent.code = status), undefined) } as unknown as FastifyReply }
  }

  it('set the status and hand the body to the pipeline', async () => {
    const table = defineHandlers({ getAccessContext: async () => ({ status: 200, body: access }), signOutPlayer: async () => ({ status: 204 }) })
    const ok = fakeReply()
    expect(await table.getAccessContext!({} as FastifyRequest, ok.reply, context)).toEqual(access)
    expect(ok.sent.code).toBe(200)
    const none = fakeReply()
    expect(await table.signOutPlayer!({} as FastifyRequest, none.reply, context)).toBeUndefined()
    expect(none.sent.code).toBe(204)
  })

  it('refuse two handlers for one operation', () => {
    const a = defineHandlers({ signOutPlayer: async () => ({ status: 204 }) })
    const b = defineHandlersOutsideContract({ signOutPlayer: () => ({ status: 204 }) })
    expect(() => mergeHandlers(a, b)).toThrow('Two handlers for signOutPlayer')
  })
})
