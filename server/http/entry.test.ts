import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { markets } from '../seed/markets.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { cookieValue, DEFAULT_LANGMARKET, entryLocale, LOCALE_COOKIE, openLocale } from './entry.ts'

let platform: TestPlatform
beforeAll(async () => {
  platform = await startTestPlatform()
})
afterAll(() => platform?.close())

const enter = (path = '/', headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${platform.url}${path}`, { method, headers, redirect: 'manual' })

describe('/ sends the visitor to their market (issue 8 §2)', () => {
  it('sends a Finnish visitor to /fi-FI with a 302 that says what it depends on and is never shared', async () => {
    const answer = await enter('/', { 'X-Country': 'FI' })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/fi-FI')
    expect(answer.headers.get('vary')?.toLowerCase().split(/,\s*/)).toEqual(expect.arrayContaining(['cookie', 'x-country']))
    expect(answer.headers.get('cache-control')).toMatch(/no-store/)
    expect(answer.headers.get('cache-control')).toMatch(/private/)
  })

  it.each([
    ['NO', '/no-NO'],
    ['DE', '/de-JJ'],
    ['CA', '/en-CA'],
  ])('sends a visitor from %s to the default language of its market (%s)', async (country, location) => {
    expect((await enter('/', { 'X-Country': country })).headers.get('location')).toBe(location)
  })

  it.each([['XX'], ['JP'], ['']])('sends a visitor from an unknown country or a closed market (%s) to the default market', async (country) => {
    const answer = await enter('/', country ? { 'X-Country': country } : {})
    expect([answer.status, answer.headers.get('location')]).toEqual([302, '/en-UN'])
  })

  it('sends a visitor who chose a locale before back to it, whatever their country', async () => {
    const answer = await enter('/', { 'X-Country': 'NO', Cookie: `other=1; ${LOCALE_COOKIE}=fi-FI` })
    expect(answer.headers.get('location')).toBe('/fi-FI')
  })

  it.each(['ja-JP', 'de-FI', 'fi-XX', 'fi', '../x', 'fi-FI/../../evil'])('ignores a remembered locale the site does not serve (%s)', async (chosen) => {
    const answer = await enter('/', { 'X-Country': 'FI', Cookie: `${LOCALE_COOKIE}=${encodeURIComponent(chosen)}` })
    expect(answer.headers.get('location')).toBe('/fi-FI')
  })

  it('keeps the query (a bonus code from a campaign link) and answers HEAD alike', async () => {
    expect((await enter('/?bonusCode=SPIN20', { 'X-Country': 'FI' })).headers.get('location')).toBe('/fi-FI?bonusCode=SPIN20')
    const head = await enter('/', { 'X-Country': 'FI' }, 'HEAD')
    expect([head.status, head.headers.get('location')]).toEqual([302, '/fi-FI'])
  })

  it('reads the country from the configured proxy header, as the access context does', async () => {
    const proxied = await startTestPlatform({ env: { COUNTRY_HEADER: 'CF-IPCountry' } })
    try {
      const answer = await fetch(`${proxied.url}/`, { headers: { 'CF-IPCountry': 'FI', 'X-Country': 'NO' }, redirect: 'manual' })
      const context = await fetch(`${proxied.url}/api/v1/player/access/context`, { headers: { 'CF-IPCountry': 'FI', 'X-Site-Id': '5' } })
      expect(answer.headers.get('location')).toBe('/fi-FI')
      expect(answer.headers.get('vary')?.toLowerCase()).toContain('cf-ipcountry')
      expect(((await context.json()) as { market: string }).market).toBe('FI')
    } finally {
      await proxied.close()
    }
  })

  it('follows the market table in the database: a market switched off no longer receives visitors', async () => {
    // The market cache drops on the table's notification, which PostgreSQL delivers a moment after the commit.
    const landing = async () => (await enter('/', { 'X-Country': 'FI', Cookie: `${LOCALE_COOKIE}=fi-FI` })).headers.get('location')
    expect(await landing()).toBe('/fi-FI')
    await platform.db.query('update markets set is_market_enabled = false where id = $1', ['FI'])
    try {
      await expect.poll(landing, { timeout: 5000 }).toBe('/en-UN')
    } finally {
      await platform.db.query('update markets set is_market_enabled = true where id = $1', ['FI'])
    }
    await expect.poll(landing, { timeout: 5000 }).toBe('/fi-FI')
  })
})

describe('entryLocale (the rule)', () => {
  it('prefers an open remembered locale, then the country’s market, then the default', () => {
    expect(entryLocale({ chosen: 'en-FI', country: 'NO', markets })).toBe('en-FI')
    expect(entryLocale({ chosen: undefined, country: 'NO', markets })).toBe('no-NO')
    expect(entryLocale({ chosen: undefined, country: null, markets })).toBe(DEFAULT_LANGMARKET)
    expect(entryLocale({ chosen: undefined, country: 'FI', markets: [] })).toBe(DEFAULT_LANGMARKET)
  })

  it('always lands on a locale the market table serves, for any cookie and country (property)', () => {
    const country = fc.option(fc.constantFrom(...markets.map((m) => m.originCountryCode ?? 'UN'), 'XX', 'US'))
    const chosen = fc.option(fc.oneof(fc.string(), fc.constantFrom('fi-FI', 'ja-JP', 'en-UN', 'de-AT', 'no-FI')), { nil: undefined })
    fc.assert(
      fc.property(chosen, country, (c, k) => {
        const landing = entryLocale({ chosen: c, country: k, markets })
        expect(openLocale(landing, markets)).toBe(landing)
        if (openLocale(c, markets)) expect(landing).toBe(c)
      }),
    )
  })
})

describe('cookieValue', () => {
  it('reads one cookie among others, decoded, and nothing from a malformed or absent header', () => {
    expect(cookieValue('a=1; croupier_locale=fi-FI; b=2', 'croupier_locale')).toBe('fi-FI')
    expect(cookieValue('croupier_locale="en%2DFI"', 'croupier_locale')).toBe('en-FI')
    expect(cookieValue('xcroupier_locale=fi-FI', 'croupier_locale')).toBeUndefined()
    expect(cookieValue('croupier_locale=%E0%A4%A', 'croupier_locale')).toBeUndefined()
    expect(cookieValue(undefined, 'croupier_locale')).toBeUndefined()
  })
})
