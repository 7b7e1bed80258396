/**
 * The postal address change (POST /player/address), the player station (GET /player/station) and
 * the activity log (GET /player/latest-activity-log) on the platform: per-country postal codes,
 * the Canadian province and its postal letters, every problem at once in the field-error shape,
 * the change and its record in one step, a repeat changing nothing, only the signed-in player's
 * own account; the station from the trusted proxy only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../identity/test-support.ts'
import { injectFrom } from '../security/trust-support.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { createPlayer } from '../wallet/test-support.ts'
import { checkAddress } from './address.ts'

let platform: TestPlatform
beforeAll(async () => {
  platform = await startTestPlatform()
}, 180_000)
afterAll(() => platform?.close())

async function player(countryCode: string) {
  const id = await createPlayer(platform.db, { countryCode })
  const tokens = await platform.app.services.tokens.issue(id, 'password')
  return { id, token: tokens.idToken, accessToken: tokens.accessToken }
}
type Player = Awaited<ReturnType<typeof player>>

const change = (p: Pick<Player, 'token' | 'accessToken'>, body: unknown) => call(platform, 'POST', '/api/v1/player/address', { token: p.token, accessToken: p.accessToken, body })
const stored = async (p: Player) =>
  (await platform.db.one('select address, city, postal_code, province from players where id = $1', [p.id]))!
const changes = async (p: Player) => (await platform.db.one<{ n: number }>('select count(*)::int as n from address_changes where player_id = $1', [p.id]))!.n
const activity = (p: Player) => call(platform, 'GET', '/api/v1/player/latest-activity-log', { token: p.token })

describe('postal codes per country', () => {
  it.each([
    ['FI', '00100', '00100'],
    ['SE', '11455', '114 55'],
    ['DE', '10115', '10115'],
    ['NO', '0150', '0150'],
    ['NL', '1012ab', '1012 AB'],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['JP', '1000001', '100-0001'],
    ['BR', '01310-100', '01310-100'],
  ])('%s accepts %s and stores it as %s', (country, postalCode, normalised) => {
    expect(checkAddress(country, { address: 'Main Street 1', city: 'Town', postalCode })).toEqual({
      address: { address: 'Main Street 1', city: 'Town', postalCode: normalised, province: null },
    })
  })

  it.each([
    ['FI', '0010'],
    ['FI', 'ABCDE'],
    ['SE', '1145'],
    ['DE', '101155'],
    ['NO', '01500'],
    ['CA', '12345'],
  ])('%s refuses %s', (country, postalCode) => {
    const result = checkAddress(country, { address: 'Main Street 1', city: 'Town', postalCode, ...(country === 'CA' ? { province: 'ON' } : {}) })
    // The shared field-error helper never echoes a field named like a code (identity/problems.ts).
    expect(result).toEqual({ errors: [expect.objectContaining({ field: 'postalCode', code: 'error.postal_code.invalid', status: 400 })] })
  })

  it('a country without a format of its own gets the loose rule', () => {
    expect(checkAddress('ZZ', { address: 'a 1', city: 'Town', postalCode: 'ab-12' })).toMatchObject({ address: { postalCode: 'AB-12' } })
    expect(checkAddress('ZZ', { address: 'a 1', city: 'Town', postalCode: '!' })).toHaveProperty('errors')
  })
})

describe('changing the address', () => {
  it('stores a Finnish address, records the change once, and a repeat changes nothing', async () => {
    const p = await player('FI')
    const body = { address: '  Mannerheimintie   1 ', city: 'Helsinki', postalCode: '00100' }
    const first = await change(p, body)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ changed: true, proofOfAddressRequested: false })
    expect(await stored(p)).toEqual({ address: 'Mannerheimintie 1', city: 'Helsinki', postal_code: '00100', province: null })
    const repeat = await change(p, body)
    expect(repeat.status).toBe(200)
    expect(repeat.body).toEqual({ changed: false, proofOfAddressRequested: false })
    expect(await changes(p)).toBe(1)
    const profile = await call(platform, 'GET', '/api/v1/player/profile', { token: p.token })
    expect(profile.body).toMatchObject({ address: 'Mannerheimintie 1', city: 'Helsinki', postalCode: '00100', province: null })
  })

  it('returns every problem at once in the field-error shape and changes nothing', async () => {
    const p = await player('FI')
    const answer = await change(p, { address: '--', city: '42', postalCode: '123' })
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('error.address.invalid')
    expect(answer.body.errors).toEqual([
      { objectName: 'address', field: 'address', rejectedValue: '--', status: 400, message: 'Enter the street address.', code: 'error.address.invalid' },
      { objectName: 'address', field: 'city', rejectedValue: '42', status: 400, message: 'Enter the town or city.', code: 'error.city.invalid' },
      { objectName: 'address', field: 'postalCode', status: 400, message: 'Not a valid postal code in FI.', code: 'error.postal_code.invalid' },
    ])
    expect(await stored(p)).toEqual({ address: null, city: null, postal_code: null, province: null })
    expect(await changes(p)).toBe(0)
  })

  it('a Canadian address needs its province, and the postal code must be in it', async () => {
    const p = await player('CA')
    const base = { address: '100 Queen St W', city: 'Toronto', postalCode: 'm5h2n2' }
    expect((await change(p, base)).body.errors).toEqual([expect.objectContaining({ field: 'province', code: 'error.province.invalid', rejectedValue: null })])
    expect((await change(p, { ...base, province: 'XX' })).body.errors).toEqual([expect.objectContaining({ field: 'province', code: 'error.province.invalid' })])
    const elsewhere = await change(p, { ...base, province: 'QC' })
    expect(elsewhere.body.errors).toEqual([expect.objectContaining({ field: 'postalCode', code: 'error.postal_code.invalid', message: 'This postal code is not in QC.' })])
    expect((await change(p, { ...base, province: 'ON' })).status).toBe(200)
    expect(await stored(p)).toEqual({ address: '100 Queen St W', city: 'Toronto', postal_code: 'M5H 2N2', province: 'ON' })
  })

  it('refuses a province outside Canada', async () => {
    const p = await player('NO')
    const answer = await change(p, { address: 'Karl Johans gate 1', city: 'Oslo', postalCode: '0154', province: 'ON' })
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'province', code: 'error.province.invalid', message: 'Addresses in NO have no province.' })])
  })

  it('needs a signed-in player with the access token, and changes only their own address', async () => {
    const body = { address: 'Main Street 1', city: 'Oslo', postalCode: '0150' }
    expect((await call(platform, 'POST', '/api/v1/player/address', { body })).status).toBe(401)
    const p = await player('NO')
    expect((await call(platform, 'POST', '/api/v1/player/address', { token: p.token, body })).status).toBe(401)
    const other = await player('NO')
    expect((await change(p, body)).status).toBe(200)
    expect(await stored(other)).toEqual({ address: null, city: null, postal_code: null, province: null })
  })
})

describe('the activity log', () => {
  it('is empty for a new account, then names the newest record: here the address change', async () => {
    const p = await player('FI')
    expect((await activity(p)).body).toEqual({ note: null, createdAt: null })
    await change(p, { address: 'Aleksanterinkatu 1', city: 'Helsinki', postalCode: '00100' })
    const log = (await activity(p)).body
    expect(log.note).toBe('Postal address changed (Helsinki).')
    expect(Date.now() - Date.parse(log.createdAt)).toBeLessThan(60_000)
  })

  it('takes the newest entry across sources: a later time-out comes before the address change', async () => {
    const p = await player('FI')
    await change(p, { address: 'Aleksanterinkatu 1', city: 'Helsinki', postalCode: '00100' })
    await platform.db.query(
      `insert into player_restrictions (player_id, kind, days, starts_at, ends_at, sessions_ended, created_at)
       values ($1, 'TIMEOUT', 7, now(), '2030-01-08T00:00:00Z', 0, now() + interval '1 second')`,
      [p.id],
    )
    expect((await activity(p)).body.note).toBe('Time-out of 7 days, until 2030-01-08.')
    // Another player's records are not in this player's log.
    expect((await activity(await player('FI'))).body.note).toBeNull()
  })

  it('needs a signed-in player', async () => {
    expect((await call(platform, 'GET', '/api/v1/player/latest-activity-log')).status).toBe(401)
  })
})

describe('the player station', () => {
  it('reads the country, region and city from the trusted proxy, the market from the country check and the device from the agent', async () => {
    const answer = await call(platform, 'GET', '/api/v1/player/station', {
      headers: { 'X-Country': 'CA', 'X-Region': 'QC', 'X-City': 'Montréal', 'X-Forwarded-For': '198.51.100.7', 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      autodetectedCountry: 'CA', ipAddress: '198.51.100.7', market: 'CA', region: 'QC', city: 'Montréal',
      device: { isMobile: true, isTablet: false, isDesktop: false },
    })
  })

  it('ignores the headers of a visitor who is not the proxy: no country, region or city, the global market', async () => {
    const answer = await injectFrom(platform.app, '203.0.113.9', {
      method: 'GET', url: '/api/v1/player/station', headers: { 'x-country': 'CA', 'x-region': 'QC', 'x-city': 'Québec', 'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' },
    })
    expect(answer.body).toEqual({
      autodetectedCountry: null, ipAddress: '203.0.113.9', market: 'UN', region: null, city: null,
      device: { isMobile: false, isTablet: true, isDesktop: false },
    })
  })
})
