import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { legacyHash } from './legacy.ts'
import { DEMO_PASSWORD } from './seed-accounts.ts'
import { call, rowCounts } from './test-support.ts'

let platform: TestPlatform
beforeAll(async () => {
  platform = await startTestPlatform()
})
afterAll(async () => platform?.close())

const login = (email: string, password: string) => call(platform, 'POST', '/api/v1/player/login', { body: { email, password } })
const migrate = (email: string, password: string) => call(platform, 'POST', '/api/v1/player/migration', { body: { email, password } })
const row = (email: string) =>
  platform.db.one<{ id: string; password_hash: string; legacy_password_hash: string | null; migrated_at: Date | null; failed_login_count: number }>(
    'select id, password_hash, legacy_password_hash, migrated_at, failed_login_count from players where email = $1',
    [email],
  )

let imported = 0
/** Another account as the old platform handed it over: its old hash, no usable password here. */
async function importLegacyPlayer(status = 'REGISTERED'): Promise<string> {
  imported += 1
  const email = `legacy${imported}@croupier.test`
  await platform.db.query(
    `insert into players (site_id, email, password_hash, legacy_password_hash, first_name, last_name, phone_prefix, phone_body,
       date_of_birth, country_code, language_code, currency_code, status, kyc_status, flags, terms_version_accepted)
     values (5, $1, '!', $2, 'Lea', 'Legacy', '+358', $3, '1980-01-01', 'FI', 'fi', 'EUR', $4, 'FULLY VERIFIED', '{}'::jsonb, 2)`,
    [email, legacyHash(DEMO_PASSWORD, `salt${imported}`), `40555000${imported}`, status],
  )
  return email
}

describe('login of an account still on the old platform (issue 8 §2)', () => {
  it('asks to move the seeded legacy account once its old password is right, opening no session', async () => {
    const before = await rowCounts(platform)
    const answer = await login('migrated@croupier.test', DEMO_PASSWORD)
    expect([answer.status, answer.body.code]).toEqual([403, 'error.migration.required'])
    expect(await rowCounts(platform)).toEqual(before)
  })

  it('refuses a wrong old password exactly like any wrong password, and counts it towards the lockout', async () => {
    const email = await importLegacyPlayer()
    const wrong = await login(email, 'Wrong-Password-1')
    const unknown = await login('nobody@croupier.test', 'Wrong-Password-1')
    expect([wrong.status, wrong.body.code, wrong.body.message]).toEqual([unknown.status, unknown.body.code, unknown.body.message])
    expect((await row(email))!.failed_login_count).toBe(1)
    for (let i = 2; i <= 4; i++) expect((await login(email, `Wrong-Password-${i}`)).body.code).toBe('error.player.not.found')
    expect((await login(email, 'Wrong-Password-5')).body.code).toBe('error.sign.in.attempt.count.exceeded')
    // Locked: neither the right password at login nor a migration gets through.
    expect((await login(email, DEMO_PASSWORD)).body.code).toBe('error.sign.in.attempt.count.exceeded')
    expect((await migrate(email, DEMO_PASSWORD)).body.code).toBe('error.sign.in.attempt.count.exceeded')
    expect((await row(email))!.legacy_password_hash).not.toBeNull()
  })

  it('reports a refusal before offering a move: nothing is gained by moving a closed account', async () => {
    const email = await importLegacyPlayer('CLOSED')
    expect((await login(email, DEMO_PASSWORD)).body.code).toBe('error.account.closed')
  })
})

describe('migratePlayer', () => {
  it('moves the account with its old password and signs the player in, then login takes the same password', async () => {
    const email = await importLegacyPlayer()
    const { id } = (await row(email))!
    const migrated = await migrate(email, DEMO_PASSWORD)
    expect(migrated.status).toBe(200)
    expect(migrated.body).toMatchObject({ playerId: id, firstLogin: true, termsUpdateRequired: false, langmarket: 'fi-FI' })
    const after = (await row(email))!
    expect(after.password_hash).not.toBe('!')
    expect(after.legacy_password_hash).toBeNull()
    expect(after.migrated_at).not.toBeNull()
    const session = await platform.db.one<{ n: number }>(`select count(*)::int as n from sessions where player_id = $1 and revoked_at is null`, [id])
    expect(session!.n).toBe(1)
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200)
    const again = await migrate(email, DEMO_PASSWORD)
    expect([again.status, again.body.code]).toEqual([409, 'error.migration.already_migrated'])
    expect((await migrate(email, 'Wrong-Password-1')).body.code).toBe('error.player.not.found')
  })

  it('moves nothing when the player may not sign in: the refusal is answered and the old hash stays', async () => {
    const email = await importLegacyPlayer()
    await platform.db.query(`update players set status = 'TIMEOUT', restricted_until = now() + interval '2 days' where email = $1`, [email])
    const answer = await migrate(email, DEMO_PASSWORD)
    expect([answer.status, answer.body.code]).toEqual([403, 'error.timeout.in.progress:days:2'])
    expect((await row(email))!.legacy_password_hash).not.toBeNull()
  })

  it('moves nothing when the session cannot be recorded: the move and the sign-in are one transaction', async () => {
    const email = await importLegacyPlayer()
    await platform.db.query(`alter table login_history add constraint login_history_refuse check (player_id <> '${(await row(email))!.id}')`)
    try {
      const answer = await migrate(email, DEMO_PASSWORD)
      expect(answer.status).toBe(500)
      expect((await row(email))!.legacy_password_hash).not.toBeNull()
    } finally {
      await platform.db.query('alter table login_history drop constraint login_history_refuse')
    }
  })

  it('moves an account once when two requests race: the other is told to log in', async () => {
    const email = await importLegacyPlayer()
    const answers = await Promise.all([migrate(email, DEMO_PASSWORD), migrate(email, DEMO_PASSWORD)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200)
  })

  it('refuses accounts that were never on the old platform, and unknown e-mails, alike', async () => {
    const never = await migrate('demo@croupier.test', DEMO_PASSWORD)
    const unknown = await migrate('nobody@croupier.test', DEMO_PASSWORD)
    expect([never.status, never.body.code]).toEqual([401, 'error.player.not.found'])
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([never.status, never.body.code, never.body.message])
  })
})
