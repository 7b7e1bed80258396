/**
 * Rules of the per-account limits, which hold whatever address a guesser comes from:
 * - unknown and known accounts answer alike, locked or not: the same status, code and message in
 *   the same order (401 `error.player.not.found` four times, then 403
 *   `error.sign.in.attempt.count.exceeded`), and an unknown e-mail costs a password hash too;
 * - a pending sign-up cannot be used to guess its password: resuming it with the password counts
 *   like a login, and once locked even the right password is just a duplicate;
 * - the migration of an old-platform account counts wrong passwords the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { call, captcha, signUp, type Answer } from '../identity/test-support.ts'
import { DEMO_PASSWORD } from '../identity/seed-accounts.ts'

let platform: TestPlatform

beforeAll(async () => {
  // The per-IP limits are rate-limit.test.ts's subject; here every request comes from one address.
  platform = await startTestPlatform({ env: { RATE_LIMIT_LOGIN: '1000', RATE_LIMIT_SIGNUP: '1000' } })
})
afterAll(() => platform?.close())

/** What someone probing can see of an answer: status, code, message and the payload's keys. */
const visible = (a: Answer) => ({
  status: a.status,
  code: a.body?.code,
  message: a.body?.message,
  info: Object.keys(a.body?.additionalInfo ?? {}).sort(),
  // The lock's time left, to the minute: the same for an account as for an unknown e-mail.
  minutes: a.body?.additionalInfo?.milliseconds === undefined ? null : Math.round(a.body.additionalInfo.milliseconds / 60_000),
})

const loginAs = (email: string, password: string) => call(platform, 'POST', '/api/v1/player/login', { body: { email, password } })

async function wrongPasswords(path: string, email: string, times: number) {
  const seen = []
  for (let i = 0; i < times; i++) seen.push(visible(await call(platform, 'POST', path, { body: { email, password: `Wrong-guess-${i}` } })))
  return seen
}

describe('unknown and known accounts answer alike, locked or not', () => {
  it('six wrong passwords give the same answers for a known and an unknown e-mail', async () => {
    const known = await wrongPasswords('/api/v1/player/login', 'demo.fi@croupier.test', 6)
    const unknown = await wrongPasswords('/api/v1/player/login', 'nobody-here@croupier.test', 6)
    expect(unknown).toEqual(known)
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 401, 403, 403])
    expect(known[4]).toMatchObject({ code: 'error.sign.in.attempt.count.exceeded', info: ['milliseconds'], minutes: 30 })
  })

  it('while locked, the right password is refused like any other', async () => {
    const right = visible(await loginAs('demo.fi@croupier.test', DEMO_PASSWORD))
    const guess = visible(await loginAs('nobody-here@croupier.test', DEMO_PASSWORD))
    expect(right).toEqual(guess)
    expect(right.code).toBe('error.sign.in.attempt.count.exceeded')
  })

  it('e-mails are told apart however they are written: case and spaces count for one e-mail', async () => {
    await wrongPasswords('/api/v1/player/login', 'Someone.Else@Croupier.test', 2)
    const rest = await wrongPasswords('/api/v1/player/login', 'someone.else@croupier.test', 3)
    expect(rest.map((a) => a.status)).toEqual([401, 401, 403])
  })

  it('an unknown e-mail costs a password check, as a known one does (no timing oracle)', async () => {
    // CPU time of this process (the platform runs in it, hashing on libuv's threads), not wall
    // time: on a busy machine other processes stretch the wall clock, not this process's CPU.
    const cpu = async (email: string) => {
      const before = process.cpuUsage()
      await platform.app.inject({ method: 'POST', url: '/api/v1/player/login', headers: { 'x-site-id': '5' }, payload: { email, password: 'Timing-guess-1' } })
      const used = process.cpuUsage(before)
      return (used.user + used.system) / 1000
    }
    // A first call warms the code path and makes the decoy hash; it is not measured.
    await cpu(`timing-warm-${Date.now()}@croupier.test`)
    const known: number[] = []
    const unknown: number[] = []
    // Interleaved, two wrong passwords per account so none locks, medians of six compared.
    for (let round = 0; round < 2; round++) {
      for (const [i, email] of ['demo@croupier.test', 'terms@croupier.test', 'timeout@croupier.test'].entries()) {
        known.push(await cpu(email))
        unknown.push(await cpu(`timing-${round}-${i}-${Date.now()}@croupier.test`))
      }
    }
    const median = (xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b)
      return (sorted[2]! + sorted[3]!) / 2
    }
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5)
  })
})

describe('a pending sign-up cannot be used to guess its password', () => {
  it('resuming with a wrong password counts; five lock it and then even the right one is a duplicate', async () => {
    const body = signUp()
    expect((await call(platform, 'POST', '/api/v1/player/registration', { body, headers: captcha })).status).toBe(201)
    // A retried sign-up with the same details resumes it.
    expect((await call(platform, 'POST', '/api/v1/player/registration', { body, headers: captcha })).status).toBe(201)
    for (let i = 0; i < 5; i++) {
      const guess = await call(platform, 'POST', '/api/v1/player/registration', { body: { ...body, password: `Guess-number-${i}` }, headers: captcha })
      expect(guess.status).toBe(409)
      expect(guess.body.code).toBe('error.registration.player_already_exists')
    }
    const right = await call(platform, 'POST', '/api/v1/player/registration', { body, headers: captcha })
    expect(right.status).toBe(409)
    expect(right.body.code).toBe('error.registration.player_already_exists')
    expect(right.body).not.toHaveProperty('playerId')
  })

  it('wrong passwords at sign-up and at login share one count', async () => {
    const body = signUp()
    await call(platform, 'POST', '/api/v1/player/registration', { body, headers: captcha })
    for (let i = 0; i < 3; i++) await call(platform, 'POST', '/api/v1/player/registration', { body: { ...body, password: `Guess-number-${i}` }, headers: captcha })
    expect((await loginAs(body.email, 'Guess-number-x')).status).toBe(401)
    const fifth = await loginAs(body.email, 'Guess-number-y')
    expect(fifth.status).toBe(403)
    expect(fifth.body.code).toBe('error.sign.in.attempt.count.exceeded')
  })
})

describe('migration counts wrong passwords like a login', () => {
  it('an old-platform account and an unknown e-mail answer alike, and the lock holds against the right password', async () => {
    const legacy = await wrongPasswords('/api/v1/player/migration', 'migrated@croupier.test', 6)
    const unknown = await wrongPasswords('/api/v1/player/migration', 'never-migrated@croupier.test', 6)
    expect(unknown).toEqual(legacy)
    expect(legacy.map((a) => a.status)).toEqual([401, 401, 401, 401, 403, 403])
    const right = await call(platform, 'POST', '/api/v1/player/migration', { body: { email: 'migrated@croupier.test', password: DEMO_PASSWORD } })
    expect(right.status).toBe(403)
    expect(right.body.code).toBe('error.sign.in.attempt.count.exceeded')
  })
})
