/** Storing the ContactInfo step; a changed phone or e-mail must be verified again. */
import type { Db } from '../db/database.ts'
import type { PlayerRow } from './players.ts'

export interface ProfileBody {
  playerId: string
  firstName: string
  lastName: string
  email?: string
  phonePrefix?: string
  phoneBody?: string
  dateOfBirth: string
  postalCode?: string
  address?: string
  city?: string
  province?: string
  countryCode: string
  languageCode: string
  cpf?: string
}

export async function updateProfile(tx: Db, player: PlayerRow, body: ProfileBody & { email: string; phonePrefix: string; phoneBody: string }) {
  const phoneChanged = body.phonePrefix !== player.phone_prefix || body.phoneBody !== player.phone_body
  const emailChanged = body.email !== player.email
  await tx.query(
    `update players set first_name = $2, last_name = $3, email = $4, phone_prefix = $5, phone_body = $6,
       date_of_birth = $7, postal_code = $8, address = $9, city = $10, province = $11, country_code = $12,
       language_code = $13, cpf = coalesce($14, cpf),
       sms_verified_at = case when $15 then null else sms_verified_at end,
       email_verified_at = case when $16 then null else email_verified_at end,
       updated_at = now()
     where id = $1`,
    [player.id, body.firstName.trim(), body.lastName.trim(), body.email, body.phonePrefix, body.phoneBody, body.dateOfBirth,
      body.postalCode?.trim() ?? null, body.address ?? null, body.city ?? null, body.province ?? null, body.countryCode,
      body.languageCode, body.cpf ?? null, phoneChanged, emailChanged],
  )
  // Codes already sent went to the old number or address.
  const channels = [...(phoneChanged ? ['sms'] : []), ...(emailChanged ? ['email'] : [])]
  if (channels.length > 0) {
    await tx.query(
      `update registration_codes set invalidated_at = now()
        where player_id = $1 and channel = any($2::text[]) and invalidated_at is null and verified_at is null`,
      [player.id, channels],
    )
  }
}
