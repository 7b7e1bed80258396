/**
 * The EDD questionnaire on the platform: reference lists, the answer's checks in the contract's
 * field-error shape, KYC EDD_PENDING → EDD_UNDER_REVIEW with the answer in one transaction, the
 * withdrawal check following, and the compliance team's review (dev back office).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { clientFor, createPlayer, fund, station, type Client } from '../wallet/test-support.ts'
import { eddReviewProblem } from './dev-routes.ts'

let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform()
}, 180_000)
afterAll(() => platform?.close())

interface Player {
  client: Client
  idToken: string
}

async function player(kycStatus = 'EDD_PENDING'): Promise<Player> {
  const playerId = await createPlayer(platform.db, { kycStatus })
  const { idToken } = await platform.app.services.tokens.issue(playerId, 'password')
  return { client: await clientFor(platform, playerId), idToken }
}

const review = async (p: Player, body: unknown) => {
  const res = await fetch(`${platform.url}/dev/player/edd/review`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${p.idToken}` },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: res.status === 204 ? null : await res.json() }
}

const answer = { occupation: 'EMPLOYED', salaryRangeId: 2, sourceOfFunds: 'SALARY', placeOfBirth: 'Bergen', nationality: 'NO' }
const submit = (p: Player, body: unknown) => p.client.send('POST', '/api/v1/player/questionnaire/answer', body)
const kyc = async (p: Player) => (await p.client.get('/api/v1/player/documents')).body.kycStatus
const withdrawal = async (p: Player) => (await p.client.send('POST', '/api/v1/player/wallet/withdrawal/request', station)).body.result

describe('reference lists', () => {
  it('lists occupations and sources of funds with an OTHER choice, and salary ranges in the player’s currency', async () => {
    const p = await player()
    const occupations = (await p.client.get('/api/v1/player/occupations')).body
    const sources = (await p.client.get('/api/v1/player/source-of-funds')).body
    const ranges = (await p.client.get('/api/v1/player/salary-range')).body
    expect(occupations.map((o: { code: string }) => o.code)).toContain('OTHER')
    expect(sources.map((o: { code: string }) => o.code)).toContain('OTHER')
    expect(ranges[0]).toMatchObject({ id: 1, minMinor: 0, maxMinor: 2_500_000, currency: 'NOK' })
    expect(ranges.at(-1)).toMatchObject({ maxMinor: null, currency: 'NOK' })
  })
})

describe('submitting the questionnaire', () => {
  it('answers null before any answer, stores it, moves KYC to EDD_UNDER_REVIEW, and withdrawals follow', async () => {
    const p = await player()
    await fund(platform.db, p.client.playerId, 10_000)
    expect((await p.client.get('/api/v1/player/questionnaire/answer')).body).toEqual({ answer: null })
    expect(await withdrawal(p)).toBe('DOCUMENTS_REQUIRED')

    const res = await submit(p, { ...answer, occupation: 'Lighthouse keeper' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ ...answer, occupation: 'Lighthouse keeper' })
    expect(await kyc(p)).toBe('EDD_UNDER_REVIEW')
    expect((await p.client.get('/api/v1/player/questionnaire/answer')).body.answer).toMatchObject({ occupation: 'Lighthouse keeper', salaryRangeId: 2 })
    expect(await withdrawal(p)).toBe('DOCUMENTS_UNDER_REVIEW')

    const again = await submit(p, answer)
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('error.edd.already_submitted')
  })

  it('refuses an Other choice without its text, the -1 salary default, unknown ranges and countries, with field errors', async () => {
    const p = await player()
    const other = await submit(p, { ...answer, occupation: 'OTHER', sourceOfFunds: 'OTHER', salaryRangeId: 9, nationality: 'XX' })
    expect(other.status).toBe(400)
    expect(other.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['occupation', 'error.edd.occupation.required'],
      ['salaryRangeId', 'error.edd.salary_range.invalid'],
      ['sourceOfFunds', 'error.edd.source_of_funds.required'],
      ['nationality', 'error.validation.enum'],
    ])
    expect(other.body.errors[0]).toMatchObject({ objectName: 'eddAnswerRequest', rejectedValue: 'OTHER', status: 400 })

    const unset = await submit(p, { ...answer, salaryRangeId: -1, placeOfBirth: '' })
    expect(unset.status).toBe(400)
    expect(unset.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['placeOfBirth', 'salaryRangeId'])

    const blank = await submit(p, { ...answer, placeOfBirth: '   ' })
    expect(blank.body.errors).toEqual([expect.objectContaining({ field: 'placeOfBirth', code: 'error.validation.required' })])
    expect(await kyc(p)).toBe('EDD_PENDING')
  })

  it('refuses a questionnaire nobody asked for', async () => {
    const p = await player('FULLY VERIFIED')
    const res = await submit(p, answer)
    expect(res.status).toBe(409)
    expect(await kyc(p)).toBe('FULLY VERIFIED')
  })

  it('lets only one of two simultaneous submits through', async () => {
    const p = await player()
    const statuses = (await Promise.all([submit(p, answer), submit(p, answer)])).map((r) => r.status).sort()
    expect(statuses).toEqual([201, 409])
    const rows = await platform.db.query('select id from edd_answers where player_id = $1', [p.client.playerId])
    expect(rows).toHaveLength(1)
  })
})

describe('the compliance team’s review', () => {
  it('rejects with a reason (asked again), then approves (ENHANCED), and withdrawals follow', async () => {
    const p = await player()
    await fund(platform.db, p.client.playerId, 10_000)
    expect((await review(p, { decision: 'APPROVED' })).status).toBe(409)
    await submit(p, answer)
    expect((await review(p, { decision: 'REJECTED', reason: 'Source of funds unclear' })).status).toBe(204)
    expect(await kyc(p)).toBe('EDD_PENDING')
    expect((await p.client.get('/api/v1/player/questionnaire/answer')).body).toEqual({ answer: null })
    expect(await withdrawal(p)).toBe('DOCUMENTS_REQUIRED')

    expect((await submit(p, answer)).status).toBe(201)
    expect((await review(p, { decision: 'APPROVED' })).status).toBe(204)
    expect(await kyc(p)).toBe('ENHANCED')
    expect(await withdrawal(p)).toBe('SUCCESS')
  })

  it('checks the review body', () => {
    expect(eddReviewProblem({ decision: 'APPROVED' })).toBeNull()
    expect(eddReviewProblem({ decision: 'REJECTED' })).toMatch(/reason/)
    expect(eddReviewProblem({ decision: 'APPROVED', reason: 'x' })).toMatch(/Only a rejection/)
    expect(eddReviewProblem([])).toMatch(/object/)
  })
})
