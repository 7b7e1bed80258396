import { describe, expect, it, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { QueryClient } from '@tanstack/react-query'
import { readBootData, seedQueries, seededAccessContext, seededLocaleTexts, type BootData } from './bootData'
import { contentQueryOptions, marketsQueryOptions } from '../api/system.queries'
import { lobbyQueryOptions } from '../api/games.queries'
import { catalogLocales } from '../i18n/i18n'
import { lobbyLanguageOf } from '../features/lobby/lobbyInput'
import { lobbyLanguageByCatalog } from '../../server/games/lobby-language'

const { getAccessContext, getLocaleTexts } = vi.hoisted(() => ({ getAccessContext: vi.fn(), getLocaleTexts: vi.fn() }))
vi.mock('../api/system.actors', () => ({ getAccessContext, getLocaleTexts }))

const data = {
  access: { status: 'ALLOWED', countryCode: 'FI', market: 'FI', ipAddress: '127.0.0.1' },
  markets: [{ id: 'FI' }],
  locale: { langmarket: 'fi-FI', catalog: 'fi', texts: { hello: 'Hei' } },
  home: { query: 'home-page', locale: 'fi-FI', updatedAt: '2026-01-01T00:00:00.000Z', blocks: [] },
  footer: { query: 'footer', locale: 'fi-FI', updatedAt: '2026-01-01T00:00:00.000Z', blocks: [] },
  lobby: { request: { type: 'CASINO', channel: 'mobile', language: 'fi', market: 'FI' }, layout: { id: 'casino-FI-mobile', name: 'Kasino', gameGrids: [] } },
  legal: {
    document: 'terms',
    page: { query: 'static-page', locale: 'fi-FI', updatedAt: '2026-01-01T00:00:00.000Z', blocks: [{ id: 'terms-1', kind: 'text', title: 'Ehdot' }] },
    versions: { query: 'terms-versions', locale: 'fi-FI', updatedAt: '2026-01-01T00:00:00.000Z', blocks: [] },
  },
  content: [
    { query: 'static-page', ref: 'help-centre', document: { query: 'static-page', locale: 'fi-FI', updatedAt: '2026-01-01T00:00:00.000Z', blocks: [{ id: 'title', kind: 'banner', title: 'Ohjekeskus' }] } },
    { query: 'information-list', document: { query: 'information-list', locale: 'fi-FI', updatedAt: '2026-01-01T00:00:00.000Z', blocks: [] } },
  ],
} as unknown as BootData

const page = (text: string | null) => ({ getElementById: () => (text === null ? null : ({ textContent: text } as HTMLElement)) })
const run = <T,>(logic: Parameters<typeof createActor>[0], input?: unknown) => toPromise(createActor(logic, { input }).start()) as Promise<T>

describe('boot data', () => {
  it('reads the page block, and nothing from a missing or broken one', () => {
    expect(readBootData(page(JSON.stringify(data)))).toEqual(data)
    expect(readBootData(page(null))).toBeNull()
    expect(readBootData(page('{not json'))).toBeNull()
    expect(readBootData(page('{"markets":[]}'))).toBeNull()
  })

  it("reads a first paint's data titles, and none that are not titles", () => {
    const pageTitles = { '/$langmarket/online-casino/$categoryId/fi-FI/online-casino/classic': 'Klassikkopelit' }
    expect(readBootData(page(JSON.stringify({ ...data, pageTitles })))).toEqual({ ...data, pageTitles })
    expect(readBootData(page(JSON.stringify({ ...data, pageTitles: { x: 1 } })))).toEqual(data)
    expect(readBootData(page(JSON.stringify({ ...data, pageTitles: ['Klassikkopelit'] })))).toEqual(data)
  })

  it('answers the first access context from the page and fetches every later one', async () => {
    getAccessContext.mockResolvedValue({ status: 'RESTRICTED' })
    const logic = seededAccessContext(data)
    expect(await run(logic)).toEqual(data.access)
    expect(getAccessContext).not.toHaveBeenCalled()
    expect(await run(logic)).toEqual({ status: 'RESTRICTED' })
    expect(getAccessContext).toHaveBeenCalledTimes(1)
  })

  it("answers the page's catalog texts once, and fetches another catalog's", async () => {
    getLocaleTexts.mockResolvedValue({ hello: 'Hello' })
    const logic = seededLocaleTexts(data)
    expect(await run(logic, { catalog: 'fi' })).toEqual({ hello: 'Hei' })
    expect(await run(logic, { catalog: 'fi' })).toEqual({ hello: 'Hello' })
    expect(getLocaleTexts).toHaveBeenCalledWith('fi', expect.anything())
    const other = seededLocaleTexts(data)
    expect(await run(other, { catalog: 'en' })).toEqual({ hello: 'Hello' })
  })

  it('seeds the markets always, and the home content only for a visitor without a session', () => {
    const anonymous = new QueryClient()
    seedQueries(anonymous, data, { signedIn: false })
    expect(anonymous.getQueryData(marketsQueryOptions().queryKey)).toEqual(data.markets)
    expect(anonymous.getQueryData(contentQueryOptions('home-page', 'fi-FI').queryKey)).toEqual(data.home)
    expect(anonymous.getQueryData(contentQueryOptions('footer', 'fi-FI').queryKey)).toEqual(data.footer)
    const player = new QueryClient()
    seedQueries(player, data, { signedIn: true })
    expect(player.getQueryData(marketsQueryOptions().queryKey)).toEqual(data.markets)
    expect(player.getQueryData(contentQueryOptions('home-page', 'fi-FI').queryKey)).toBeUndefined()
    expect(player.getQueryData(contentQueryOptions('footer', 'fi-FI').queryKey)).toBeUndefined()
  })

  it("seeds the home lobby for everyone under the request it answers, not under another channel's", () => {
    for (const signedIn of [false, true]) {
      const client = new QueryClient()
      seedQueries(client, data, { signedIn })
      expect(client.getQueryData(lobbyQueryOptions({ type: 'CASINO', channel: 'mobile', language: 'fi', market: 'FI' }).queryKey)).toEqual(data.lobby!.layout)
      expect(client.getQueryData(lobbyQueryOptions({ type: 'CASINO', channel: 'web', language: 'fi', market: 'FI' }).queryKey)).toBeUndefined()
    }
    const page = { ...data, lobby: null }
    expect(readBootData({ getElementById: () => ({ textContent: JSON.stringify({ ...page, lobby: undefined }) }) as unknown as HTMLElement })).toEqual(page)
  })

  it("seeds a legal page's document and the terms' versions under its loader's keys, for a visitor only", () => {
    const visitor = new QueryClient()
    seedQueries(visitor, data, { signedIn: false })
    expect(visitor.getQueryData(contentQueryOptions('static-page', 'fi-FI', 'terms').queryKey)).toEqual(data.legal!.page)
    expect(visitor.getQueryData(contentQueryOptions('static-page', 'fi-FI', 'privacy-policy').queryKey)).toBeUndefined()
    expect(visitor.getQueryData(contentQueryOptions('terms-versions', 'fi-FI').queryKey)).toEqual(data.legal!.versions)
    const player = new QueryClient()
    seedQueries(player, data, { signedIn: true })
    expect(player.getQueryData(contentQueryOptions('static-page', 'fi-FI', 'terms').queryKey)).toBeUndefined()
    const bare = { ...data, legal: null }
    expect(readBootData(page(JSON.stringify({ ...bare, legal: undefined })))).toEqual(bare)
  })

  it("seeds an information page's documents under its loader's keys, for a visitor only", () => {
    const visitor = new QueryClient()
    seedQueries(visitor, data, { signedIn: false })
    expect(visitor.getQueryData(contentQueryOptions('static-page', 'fi-FI', 'help-centre').queryKey)).toEqual(data.content![0]!.document)
    expect(visitor.getQueryData(contentQueryOptions('information-list', 'fi-FI').queryKey)).toEqual(data.content![1]!.document)
    expect(visitor.getQueryData(contentQueryOptions('static-page', 'fi-FI', 'bonus-terms').queryKey)).toBeUndefined()
    const player = new QueryClient()
    seedQueries(player, data, { signedIn: true })
    expect(player.getQueryData(contentQueryOptions('static-page', 'fi-FI', 'help-centre').queryKey)).toBeUndefined()
    const bare = { ...data, content: null }
    expect(readBootData(page(JSON.stringify({ ...bare, content: undefined })))).toEqual(bare)
  })

  it("the server asks for the home lobby in the language the client's lobby flow asks in", () => {
    for (const catalog of catalogLocales) expect(lobbyLanguageByCatalog[catalog], catalog).toBe(lobbyLanguageOf(catalog))
  })
})
