/**
 * Rule: Pay N Play can be hidden or limited to an IP allow-list (spec 000 §5, 001 §9), and the
 * platform enforces what the access context tells the client: a visitor it is not offered to is
 * refused at authorize. The address is the one the trusted proxy forwarded, never the visitor's claim.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { payAndPlayOffered } from '../paynplay/offer.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { injectFrom } from './trust-support.ts'

const PROXY = '10.0.0.1'
const authorizeUrl = '/api/v1/paynplay/authorize?amountMinor=2000&currency=EUR&country=FI&redirectPath=%2Ffi-FI%2Fsignup%2Fpnp'

async function platformWith(env: Record<string, string>) {
  return startTestPlatform({ env: { TRUSTED_PROXIES: PROXY, ...env } })
}

/** A Finnish visitor at `address`, as the proxy forwards them (or as they claim, with `from`). */
const visit = (platform: TestPlatform, url: string, address: string, from = PROXY) =>
  injectFrom(platform.app, from, { method: 'GET', url, headers: { 'x-country': 'FI', 'x-forwarded-for': address } })

describe('the Pay N Play allow-list', () => {
  let platform: TestPlatform
  beforeAll(async () => {
    platform = await platformWith({ PAYNPLAY_IP_ALLOW_LIST: '198.51.100.0/24, 2001:db8::/32, 203.0.113.7' })
  }, 180_000)
  afterAll(() => platform?.close())

  it('[rule: Pay N Play IP allow-list] offers it to listed addresses only, and authorize agrees', async () => {
    for (const listed of ['198.51.100.23', '203.0.113.7', '2001:db8::42']) {
      expect((await visit(platform, '/api/v1/player/access/context', listed)).body).toMatchObject({ market: 'FI', payAndPlay: true })
      expect((await visit(platform, authorizeUrl, listed)).status).toBe(200)
    }
    for (const unlisted of ['198.51.101.1', '203.0.113.8', '2001:db9::1']) {
      expect((await visit(platform, '/api/v1/player/access/context', unlisted)).body).toMatchObject({ market: 'FI', payAndPlay: false })
      const refused = await visit(platform, authorizeUrl, unlisted)
      expect(refused.status).toBe(403)
      expect(refused.body).toMatchObject({ status: 403, code: 'error.paynplay.not.offered', message: expect.any(String) })
    }
  })

  it('[rule: Pay N Play IP allow-list] believes the forwarded address only from a trusted proxy', async () => {
    // A visitor who puts a listed address in front of their own X-Forwarded-For: the proxy appends
    // the address it saw, and that one (the nearest untrusted hop) is the visitor's.
    const claimed = await visit(platform, authorizeUrl, '198.51.100.23, 192.0.2.50')
    expect([claimed.status, claimed.body.code]).toEqual([403, 'error.paynplay.not.offered'])
    expect((await visit(platform, '/api/v1/player/access/context', '198.51.100.23, 192.0.2.50')).body).toMatchObject({ ipAddress: '192.0.2.50', payAndPlay: false })
  })

  it('never offers it in a market without Pay N Play, listed or not', async () => {
    const norway = await injectFrom(platform.app, PROXY, {
      method: 'GET',
      url: '/api/v1/player/access/context',
      headers: { 'x-country': 'NO', 'x-forwarded-for': '198.51.100.23' },
    })
    expect(norway.body).toMatchObject({ market: 'NO', payAndPlay: false })
  })
})

describe('the Pay N Play hide flag', () => {
  let platform: TestPlatform
  beforeAll(async () => {
    platform = await platformWith({ PAYNPLAY_HIDDEN: 'true' })
  }, 180_000)
  afterAll(() => platform?.close())

  it('[rule: Pay N Play hide flag] hides it from everyone, and authorize refuses', async () => {
    expect((await visit(platform, '/api/v1/player/access/context', '198.51.100.23')).body).toMatchObject({ market: 'FI', payAndPlay: false })
    const refused = await visit(platform, authorizeUrl, '198.51.100.23')
    expect([refused.status, refused.body.code]).toEqual([403, 'error.paynplay.not.offered'])
    expect(await platform.db.one<{ n: number }>('select count(*)::int as n from paynplay_sessions')).toEqual({ n: 0 })
  })
})

describe('payAndPlayOffered and its settings', () => {
  const market = { payAndPlay: true }
  it('reads an IPv4 visitor on a dual-stack socket as IPv4, and an empty list as everyone', () => {
    const listed = { hidden: false, ipAllowList: ['198.51.100.0/24'] }
    expect(payAndPlayOffered(listed, market, '::ffff:198.51.100.9')).toBe(true)
    expect(payAndPlayOffered(listed, market, '::ffff:198.51.101.9')).toBe(false)
    expect(payAndPlayOffered({ hidden: false, ipAllowList: [] }, market, '192.0.2.1')).toBe(true)
    expect(payAndPlayOffered({ hidden: false, ipAllowList: [] }, { payAndPlay: false }, '192.0.2.1')).toBe(false)
    expect(payAndPlayOffered({ hidden: false, ipAllowList: [] }, undefined, '192.0.2.1')).toBe(false)
  })

  it.each(['not-an-ip', '198.51.100.0/33', '2001:db8::/129', '198.51.100.0/24/1', '198.51.100.0/x'])('refuses to start with an unreadable allow-list entry (%s) and names the setting', (entry) => {
    expect(() => loadConfig({ PAYNPLAY_IP_ALLOW_LIST: entry })).toThrow(/PAYNPLAY_IP_ALLOW_LIST: .*not an address or CIDR|PAYNPLAY_IP_ALLOW_LIST: .*no valid prefix length/)
  })
})
