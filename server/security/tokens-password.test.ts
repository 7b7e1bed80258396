/**
 * Rule: passwords are hashed with argon2id at OWASP's parameters (m = 19 MiB, t = 2, p = 1); a
 * password stored under the previous scrypt scheme still logs in and is re-hashed with argon2id in
 * the same transaction as that login.
 */
import { randomBytes, scryptSync } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { DEMO, SANDBOX_CAPTCHA, send, signUpBody } from './trust-support.ts'

const OWASP_ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/
let platform: TestPlatform
beforeAll(async () => {
  platform = await startTestPlatform()
}, 180_000)
afterAll(() => platform?.close())

const storedHash = async (email: string) => (await platform.db.one<{ password_hash: string }>('select password_hash from players where email = $1', [email]))!.password_hash

/** `scrypt$16384$8$1$salt$hash`, the scheme every account used before argon2id. */
function scryptHash(password: string): string {
  const salt = randomBytes(16)
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 })
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$')
}

describe('password storage', () => {
  it('[rule: argon2id at OWASP parameters] a new sign-up stores an argon2id hash with m=19456, t=2, p=1', async () => {
    const body = signUpBody('NO')
    expect((await send(platform.url, 'POST', '/api/v1/player/registration', { body, headers: SANDBOX_CAPTCHA })).status).toBe(201)
    expect(await storedHash(body.email)).toMatch(OWASP_ARGON2ID)
  })

  it('[rule: old hashes upgraded at the next login] a scrypt hash logs in and is replaced by argon2id with that login', async () => {
    const old = scryptHash(DEMO.password)
    await platform.db.query('update players set password_hash = $2 where email = $1', [DEMO.email, old])
    // A wrong password changes nothing.
    expect((await send(platform.url, 'POST', '/api/v1/player/login', { body: { ...DEMO, password: 'Not-The-Password-1' } })).status).toBe(401)
    expect(await storedHash(DEMO.email)).toBe(old)

    const login = await send(platform.url, 'POST', '/api/v1/player/login', { body: DEMO })
    expect(login.status).toBe(200)
    const upgraded = await storedHash(DEMO.email)
    expect(upgraded).toMatch(OWASP_ARGON2ID)
    // The session and the new hash were written together: the login's history row exists.
    const recorded = await platform.db.one<{ n: number }>(
      `select count(*)::int as n from login_history h join players p on p.id = h.player_id where p.email = $1`,
      [DEMO.email],
    )
    expect(recorded!.n).toBeGreaterThan(0)
    // The upgraded hash keeps working, and is not re-hashed again.
    expect((await send(platform.url, 'POST', '/api/v1/player/login', { body: DEMO })).status).toBe(200)
    expect(await storedHash(DEMO.email)).toBe(upgraded)
  })

  it('[rule: old hashes upgraded in the login transaction] when the login cannot be recorded, the old hash stays', async () => {
    const email = 'demo.fi@croupier.test'
    const old = scryptHash(DEMO.password)
    await platform.db.query('update players set password_hash = $2 where email = $1', [email, old])
    // The login's last write (its history row) fails: the whole login must roll back, upgrade included.
    await platform.db.query(`create function refuse_login_history() returns trigger language plpgsql as $$ begin raise exception 'history unavailable'; end $$`)
    await platform.db.query('create trigger refuse_login_history before insert on login_history for each row execute function refuse_login_history()')
    try {
      const failed = await send(platform.url, 'POST', '/api/v1/player/login', { body: { email, password: DEMO.password } })
      expect(failed.status).toBe(500)
      expect(await storedHash(email)).toBe(old)
    } finally {
      await platform.db.query('drop trigger refuse_login_history on login_history')
      await platform.db.query('drop function refuse_login_history()')
    }
    expect((await send(platform.url, 'POST', '/api/v1/player/login', { body: { email, password: DEMO.password } })).status).toBe(200)
    expect(await storedHash(email)).toMatch(OWASP_ARGON2ID)
  })
})
