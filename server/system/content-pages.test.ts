/**
 * Pages by url added after the seed (`/{langmarket}/{url}`, the content's `static-page-by-url`):
 * created through the content editor's POST, the content service answers them and the platform
 * serves their address as a page (200, with the document inlined), in every language the page
 * has and, in the others, in the language or English the seed would have given; an address the
 * content has no page for stays a 404. The editor refuses what could not be served.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { hasPageByUrl, pageCatalogs } from './content.ts'

let platform: TestPlatform

beforeAll(async () => {
  // A built client of one page, so the platform answers page paths with it.
  const clientDir = mkdtempSync(join(tmpdir(), 'croupier-client-'))
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html lang="en"><head><title>croupier</title></head><body><div id="root"></div></body></html>')
  mkdirSync(join(clientDir, '.vite'))
  writeFileSync(join(clientDir, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index.js', isEntry: true } }))
  platform = await startTestPlatform({ config: { clientDir } })
}, 180_000)
afterAll(() => platform?.close())

const site = { 'x-site-id': '5' }
const page = (title: string, section: string) => ({
  blocks: [
    { id: 'banner', kind: 'banner', title, body: section },
    { id: 'how', kind: 'text', title: section, body: `${title}: ${section}.` },
  ],
})
const create = (catalog: string, key: string, body: unknown) =>
  fetch(`${platform.url}/dev/content/${catalog}/${encodeURIComponent(key)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const byUrl = (locale: string, url: string) => fetch(`${platform.url}/api/v1/content/static-page-by-url?locale=${locale}&ref=${url}`, { headers: site })
const titleOf = async (locale: string, url: string) => {
  const res = await byUrl(locale, url)
  expect(res.status, `${locale} ${url}`).toBe(200)
  return ((await res.json()) as { blocks: { title?: string }[] }).blocks[0]!.title
}
/** The page path as a browser asks for it: its status and the page's inlined first data. */
const open = async (path: string) => {
  const res = await fetch(`${platform.url}${path}`)
  const html = await res.text()
  const block = /<script type="application\/json" id="croupier-boot">([^<]*)<\/script>/.exec(html)
  return { status: res.status, html, data: block ? JSON.parse(block[1]!) : null }
}

describe('a page by url created after the seed', () => {
  it('is served at its url at once: the content answers it and the page path is a page with it inlined', async () => {
    expect((await byUrl('en-UN', 'vip-weekend')).status).toBe(404)
    expect((await open('/en-UN/vip-weekend')).status).toBe(404)

    const created = await create('en', 'static-page-by-url/vip-weekend', page('VIP weekend', 'Double points'))
    expect(created.status).toBe(201)
    expect(await created.json()).toEqual({ query: 'static-page-by-url/vip-weekend', catalog: 'en' })

    expect(await titleOf('en-UN', 'vip-weekend')).toBe('VIP weekend')
    const served = await open('/en-UN/vip-weekend')
    expect(served.status).toBe(200)
    expect(served.html).toContain('<div id="root">')
    expect(served.data.content).toEqual([
      {
        query: 'static-page-by-url',
        ref: 'vip-weekend',
        document: expect.objectContaining({ query: 'static-page-by-url', locale: 'en-UN', blocks: page('VIP weekend', 'Double points').blocks }),
      },
    ])
    // A trailing slash is the same page; a deeper address under it is not a page.
    expect((await open('/en-UN/vip-weekend/')).status).toBe(200)
    expect((await open('/en-UN/vip-weekend/more')).status).toBe(404)
  })

  it('reads in every language it has, and elsewhere falls back as a seeded page does: its language, then English', async () => {
    await create('en', 'static-page-by-url/summer-cup', page('Summer cup', 'Play and win'))
    await create('fi', 'static-page-by-url/summer-cup', page('Kesäcup', 'Pelaa ja voita'))
    await create('caf', 'static-page-by-url/summer-cup', page('Coupe d’été', 'Jouez et gagnez'))
    expect(await titleOf('fi-FI', 'summer-cup')).toBe('Kesäcup')
    expect(await titleOf('fr-CA', 'summer-cup')).toBe('Coupe d’été')
    expect(await titleOf('en-CA', 'summer-cup')).toBe('Summer cup')
    expect(await titleOf('no-NO', 'summer-cup')).toBe('Summer cup')
    expect(await titleOf('de-JJ', 'summer-cup')).toBe('Summer cup')
    for (const path of ['/fi-FI/summer-cup', '/no-NO/summer-cup', '/fr-CA/summer-cup']) expect((await open(path)).status, path).toBe(200)
    expect((await open('/fi-FI/summer-cup')).data.content[0].document.blocks[0].title).toBe('Kesäcup')
    expect((await open('/no-NO/summer-cup')).data.content[0].document.blocks[0].title).toBe('Summer cup')

    // A page only in Canadian English reads in the other English catalogs, not in German.
    await create('ca', 'static-page-by-url/canada-day', page('Canada Day', 'Fireworks'))
    expect(await titleOf('en-NZ', 'canada-day')).toBe('Canada Day')
    expect(await titleOf('en-UN', 'canada-day')).toBe('Canada Day')
    expect((await byUrl('de-JJ', 'canada-day')).status).toBe(404)
    expect((await open('/de-JJ/canada-day')).status).toBe(404)

    // A page only in Finnish has no English to fall back to: elsewhere it is not a page.
    await create('fi', 'static-page-by-url/vain-suomeksi', page('Vain suomeksi', 'Suomi'))
    expect(await titleOf('fi-FI', 'vain-suomeksi')).toBe('Vain suomeksi')
    expect((await byUrl('en-UN', 'vain-suomeksi')).status).toBe(404)
    expect((await open('/en-UN/vain-suomeksi')).status).toBe(404)
    expect((await open('/fi-FI/vain-suomeksi')).status).toBe(200)
    // An address whose locale no market offers: the client sends it on to the visitor's locale,
    // keeping the url, so a page in any language counts.
    expect((await open('/xx-QQ/vain-suomeksi')).status).toBe(200)
    expect((await open('/xx-QQ/no-such-page')).status).toBe(404)
  })

  it('leaves the seeded pages as they were, and an address without a page a 404', async () => {
    expect(await hasPageByUrl(platform.db, 'de-JJ', 'complaints')).toBe(true)
    expect(await hasPageByUrl(platform.db, 'en-UN', 'no-such-page')).toBe(false)
    expect((await open('/en-UN/about-us')).status).toBe(200)
    expect((await open('/de-JJ/complaints')).data.content[0].document.blocks[0].title).toBe('Beschwerden')
    expect((await open('/en-UN/no-such-page')).status).toBe(404)
    expect((await byUrl('en-UN', 'no-such-page')).status).toBe(404)
  })

  it('falls back along the catalogs of the same language, then English', () => {
    expect(pageCatalogs('caf')).toEqual(['caf', 'fr', 'en'])
    expect(pageCatalogs('cl')).toEqual(['cl', 'pe', 'en'])
    expect(pageCatalogs('nz')).toEqual(['nz', 'en', 'ca', 'inen'])
    expect(pageCatalogs('fi')).toEqual(['fi', 'en'])
  })
})

describe('the content editor’s POST', () => {
  it('refuses what could not be served: another page’s address, a bad url, query, catalog or block, and a second copy', async () => {
    const good = page('Title', 'Section')
    const refused = async (catalog: string, key: string, body: unknown) => {
      const res = await create(catalog, key, body)
      return { status: res.status, body: await res.json() }
    }
    expect(await refused('en', 'static-page-by-url/terms', good)).toMatchObject({ status: 400, body: { code: 'error.validation', message: '/terms is another page of the site; choose another url.' } })
    expect((await refused('en', 'static-page-by-url/Not A Slug', good)).status).toBe(400)
    expect((await refused('en', 'static-page-by-url', good)).status).toBe(400)
    expect((await refused('en', 'static-page-by-url/a/b', good)).status).toBe(400)
    expect((await refused('en', 'no-such-query/x', good)).status).toBe(400)
    expect((await refused('xx', 'static-page-by-url/somewhere', good)).body.message).toMatch(/^xx is not a catalog a market reads/)
    expect((await refused('en', 'static-page-by-url/somewhere', { blocks: [{ id: 'b', kind: 'marquee' }] })).body.message).toMatch(/ContentBlock/)
    expect((await refused('en', 'static-page-by-url/somewhere', { blocks: 'none' })).status).toBe(400)
    expect((await create('en', 'static-page-by-url/somewhere', good)).status).toBe(201)
    expect(await refused('en', 'static-page-by-url/somewhere', good)).toMatchObject({ status: 409, body: { code: 'error.content.exists' } })
    // The seeded documents are there already.
    expect((await refused('en', 'static-page-by-url/about-us', good)).status).toBe(409)
  })
})
