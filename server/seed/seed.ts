/**
 * Seeds reference data and demo players. Idempotent: inserts only what is missing, so a restart
 * keeps whatever changed at runtime (a demo player's state, edited content). Production passes
 * `{ demoPlayers: false }`: accounts with published passwords must not exist there.
 */
import { seedCampaigns } from '../bonus/campaigns.ts'
import { seedCashbackCampaigns } from '../cashback/campaigns.ts'
import type { Db } from '../db/database.ts'
import { hashPassword } from '../auth/password.ts'
import { markets } from './markets.ts'
import { countries } from './countries.ts'
import { termsVersions, currentTermsVersion } from './terms.ts'
import { contentDocuments } from './content.ts'
import { localeTexts } from './locale-texts.ts'
import { demoPlayers, defaultFlags } from './demo-players.ts'
import { seedRefusalAccounts } from '../identity/seed-accounts.ts'
import { seedPaymentMethods } from '../payments/methods.ts'
import { seedDemoWallets } from '../payments/seed.ts'
import { seedGames } from './games.ts'
import { seedTournaments } from '../tournaments/series.ts'

export const SITE_ID = 5

export async function seed(db: Db, { demoPlayers: withDemoPlayers = true }: { demoPlayers?: boolean } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`insert into sites (id, brand) values ($1, 'croupier') on conflict do nothing`, [SITE_ID])
    for (const [position, m] of markets.entries()) {
      await tx.query(
        `insert into markets (id, position, name, is_market_enabled, languages, default_language, locale_mapping,
           currency, origin_country_code, region_language, remove_country_from_registration, pay_and_play)
         values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10::jsonb, $11, $12) on conflict do nothing`,
        [m.id, position, m.name, m.isMarketEnabled, m.languages, m.defaultLanguage, JSON.stringify(m.localeMapping),
          m.currency, m.originCountryCode, JSON.stringify(m.regionLanguage), m.removeCountryFromRegistration, m.payAndPlay],
      )
    }
    for (const c of countries) {
      await tx.query(
        `insert into countries (code, name, isd, currency, active, allowed, lat, lon)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
        [c.code, c.name, c.isd, c.currency, c.active, c.allowed, c.location.lat, c.location.lon],
      )
    }
    for (const t of termsVersions) {
      await tx.query(`insert into terms_versions (version, files, published_at) values ($1, $2::jsonb, $3) on conflict do nothing`, [
        t.version, JSON.stringify(t.files), t.publishedAt,
      ])
    }
    for (const d of contentDocuments) {
      await tx.query(`insert into content_documents (query, catalog, blocks) values ($1, $2, $3::jsonb) on conflict do nothing`, [
        d.query, d.catalog, JSON.stringify(d.blocks),
      ])
    }
    for (const [catalog, texts] of Object.entries(localeTexts)) {
      for (const [key, text] of Object.entries(texts)) {
        await tx.query(`insert into locale_texts (catalog, key, text) values ($1, $2, $3) on conflict do nothing`, [catalog, key, text])
      }
    }
    // Reference data every operator needs, demo accounts or not: without it no market could deposit.
    await seedPaymentMethods(tx)
    if (!withDemoPlayers) return
    const existing = new Set((await tx.query<{ email: string }>('select email from players')).map((r) => r.email))
    for (const p of demoPlayers.filter((d) => !existing.has(d.email))) {
      await tx.query(
        `insert into players (site_id, email, password_hash, first_name, last_name, phone_prefix, phone_body, date_of_birth,
           country_code, language_code, currency_code, status, kyc_status, flags, terms_version_accepted)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15)`,
        [SITE_ID, p.email, await hashPassword(p.password), p.firstName, p.lastName, p.phonePrefix, p.phoneBody, p.dateOfBirth,
          p.countryCode, p.languageCode, p.currencyCode, p.status, p.kycStatus, JSON.stringify(defaultFlags), currentTermsVersion],
      )
    }
    await seedRefusalAccounts(tx, SITE_ID)
    await seedDemoWallets(tx)
  })
  await seedGames(db)
  // After the games: free-spin campaigns name theirs.
  await db.transaction((tx) => seedCampaigns(tx))
  // After the games: a tournament names its games.
  await db.transaction((tx) => seedTournaments(tx))
  await db.transaction((tx) => seedCashbackCampaigns(tx))
}
