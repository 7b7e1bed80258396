import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import { openTestDatabase } from '../testing/platform.ts'
import type { Db } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { seed } from '../seed/seed.ts'
import { hashPassword, legacyScryptHash, needsRehash, verifyPassword } from './password.ts'
import { createTokenService, resolveSecret, type TokenService } from './tokens.ts'

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Croupier!2026')
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword('Croupier!2026', stored)).toBe(true)
    expect(await verifyPassword('croupier!2026', stored)).toBe(false)
    expect(await verifyPassword('Croupier!2026', 'bcrypt$whatever')).toBe(false)
    expect(await verifyPassword('Croupier!2026', '$argon2id$garbage')).toBe(false)
  })

  it('still verifies the previous scrypt hashes, and asks for them to be replaced', async () => {
    const old = await legacyScryptHash('Croupier!2026')
    expect(old).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(await verifyPassword('Croupier!2026', old)).toBe(true)
    expect(await verifyPassword('Croupier!2027', old)).toBe(false)
    expect(needsRehash(old)).toBe(true)
    expect(needsRehash(await hashPassword('Croupier!2026'))).toBe(false)
    // An argon2 hash below today's policy (m = 4 MiB) is replaced too.
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c29tZXNhbHRzb21lc2FsdA$3LtVAmqh3cg0ux2WMkeyHC+74YY/1J4TYLDjvP3Y8fA')).toBe(true)
  })

  it('compares passwords as typed on any keyboard (NFKC)', async () => {
    const stored = await hashPassword('Ｃroupier!2026') // a full-width C
    expect(await verifyPassword('Croupier!2026', stored)).toBe(true)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'))
  })
})

describe('tokens', () => {
  let db: Db
  let drop: () => Promise<void>
  let tokens: TokenService
  let secret: Uint8Array
  let playerId: string

  beforeAll(async () => {
    ;({ db, drop } = await openTestDatabase())
    await migrate(db)
    await seed(db)
    secret = await resolveSecret(db, undefined)
    tokens = createTokenService(db, secret)
    playerId = (await db.one<{ id: string }>(`select id from players where email = 'demo.fi@croupier.test'`))!.id
  })
  afterAll(() => drop?.())

  it('keeps the generated secret across restarts', async () => {
    expect(await resolveSecret(db, undefined)).toEqual(secret)
    expect(new TextDecoder().decode(await resolveSecret(db, 'configured'))).toBe('configured')
  })

  it('issues an id token carrying the session claims', async () => {
    const issued = await tokens.issue(playerId, 'password')
    const session = await tokens.verifyIdToken(issued.idToken)
    expect(session).toMatchObject({
      player_id: playerId,
      email: 'demo.fi@croupier.test',
      country_code: 'FI',
      language_code: 'fi',
      login_method: 'password',
      multibrand: { suspended: false },
    })
    expect(session.player_access_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Date(session.registrationDate).toString()).not.toBe('Invalid Date')
    await expect(tokens.verifyAccessToken(issued.accessToken, session)).resolves.toBeUndefined()
  })

  it('refuses an access token given as an id token, and one from another session', async () => {
    const a = await tokens.issue(playerId, 'password')
    const b = await tokens.issue(playerId, 'password')
    await expect(tokens.verifyIdToken(a.accessToken)).rejects.toMatchObject({ status: 401, code: 'error.token.invalid' })
    await expect(tokens.verifyAccessToken(b.accessToken, await tokens.verifyIdToken(a.idToken))).rejects.toMatchObject({ code: 'error.token.invalid' })
  })

  it('refuses tampered, foreign and expired tokens with the right code', async () => {
    const { idToken } = await tokens.issue(playerId, 'password')
    const [h, p, s] = idToken.split('.')
    await expect(tokens.verifyIdToken(`${h}.${p}x.${s}`)).rejects.toMatchObject({ code: 'error.token.invalid' })
    const foreign = await new SignJWT({ typ: 'id' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('other'))
    await expect(tokens.verifyIdToken(foreign)).rejects.toMatchObject({ code: 'error.token.invalid' })
    const session = await tokens.verifyIdToken(idToken)
    const expired = await new SignJWT({ ...session, typ: 'id' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret)
    await expect(tokens.verifyIdToken(expired)).rejects.toMatchObject({ status: 401, code: 'error.token.expired' })
  })

  it('refuses every token of a revoked session at once', async () => {
    const issued = await tokens.issue(playerId, 'password')
    const session = await tokens.verifyIdToken(issued.idToken)
    await tokens.revoke(session.player_access_id)
    await expect(tokens.verifyIdToken(issued.idToken)).rejects.toMatchObject({ code: 'error.token.invalid' })
    await expect(tokens.refresh(issued.refreshToken)).rejects.toMatchObject({ code: 'error.token.invalid' })
  })

  it('rotates refresh tokens and revokes the session when one is reused', async () => {
    const first = await tokens.issue(playerId, 'password')
    const second = await tokens.refresh(first.refreshToken)
    expect(second.refreshToken).not.toBe(first.refreshToken)
    const session = await tokens.verifyIdToken(second.idToken)
    expect(session.player_access_id).toBe((await tokens.verifyIdToken(first.idToken)).player_access_id)

    await expect(tokens.refresh(first.refreshToken)).rejects.toMatchObject({ code: 'error.token.invalid' })
    await expect(tokens.verifyIdToken(second.idToken)).rejects.toMatchObject({ code: 'error.token.invalid' })
    await expect(tokens.refresh(second.refreshToken)).rejects.toMatchObject({ code: 'error.token.invalid' })
  })

  it('refuses an unknown refresh token', async () => {
    await expect(tokens.refresh('not-a-token')).rejects.toMatchObject({ code: 'error.token.invalid' })
  })
})
