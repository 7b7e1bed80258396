/**
 * The player's postal address (spec 001 §7 POST /player/address; 000 §3 Account details: the
 * address and province forms keep backendErrors). Every problem comes back at once as field errors
 * of the form `address`; the postal code follows the player's country (address-rules.ts), a
 * Canadian address needs its province, and the code's first letter must belong to it. The change
 * and its record in `address_changes` (what the activity log and a reviewer read) are one
 * transaction; sending the address the player already has changes nothing and records nothing, so
 * a retried call is harmless. A changed address also sets aside an approved proof of address in
 * that transaction (documents.ts resetProofOfAddress): the proof showed the old address.
 */
import type { Db } from '../db/database.ts'
import { proofOfAddressSetAside, resetProofOfAddress } from '../documents/documents.ts'
import type { FieldError } from '../http/errors.ts'
import { fieldError, invalidFields } from '../identity/problems.ts'
import { CANADIAN_PROVINCES, postalFormatOf, PROVINCE_COUNTRIES } from './address-rules.ts'

const objectName = 'address'

export interface AddressBody {
  address: string
  city: string
  postalCode: string
  province?: string
}

interface Address {
  address: string
  city: string
  postalCode: string
  province: string | null
}

// A street line holds a letter or a digit; a city name starts with a letter.
const streetLine = /[\p{L}\p{N}]/u
const cityName = /^\p{L}[\p{L}\p{M}' .-]*$/u

/** The address as stored, or every field error it has for a player of `country`. */
export function checkAddress(country: string, body: AddressBody): { address: Address } | { errors: FieldError[] } {
  const address = body.address.trim().replace(/\s+/g, ' ')
  const city = body.city.trim().replace(/\s+/g, ' ')
  const postal = body.postalCode.trim()
  const format = postalFormatOf(country)
  const errors: FieldError[] = []
  if (!streetLine.test(address)) errors.push(fieldError(objectName, 'address', 'error.address.invalid', 'Enter the street address.', body.address))
  if (!cityName.test(city)) errors.push(fieldError(objectName, 'city', 'error.city.invalid', 'Enter the town or city.', body.city))
  const postalOk = format.pattern.test(postal)
  if (!postalOk) errors.push(fieldError(objectName, 'postalCode', 'error.postal_code.invalid', `Not a valid postal code in ${country}.`, body.postalCode))
  const needsProvince = PROVINCE_COUNTRIES.has(country)
  const letters = body.province === undefined ? undefined : CANADIAN_PROVINCES[body.province]
  if (needsProvince && letters === undefined) {
    errors.push(fieldError(objectName, 'province', 'error.province.invalid', 'Choose your province or territory.', body.province ?? null))
  } else if (!needsProvince && body.province !== undefined) {
    errors.push(fieldError(objectName, 'province', 'error.province.invalid', `Addresses in ${country} have no province.`, body.province))
  } else if (letters && postalOk && !letters.includes(postal[0]!.toUpperCase())) {
    errors.push(fieldError(objectName, 'postalCode', 'error.postal_code.invalid', `This postal code is not in ${body.province}.`, body.postalCode))
  }
  if (errors.length > 0) return { errors }
  return { address: { address, city, postalCode: format.normalise(postal), province: needsProvince ? body.province! : null } }
}

export interface AddressChangeResult {
  /** False when the address sent is the one the player already has. */
  changed: boolean
  /** A proof of the new address is asked for: this change (or an earlier one) set the approved proof aside. */
  proofOfAddressRequested: boolean
}

export async function changeAddress(db: Db, playerId: string, body: AddressBody): Promise<AddressChangeResult> {
  return db.transaction(async (tx) => {
    const player = (await tx.one<{ country_code: string; address: string | null; city: string | null; postal_code: string | null; province: string | null }>(
      'select country_code, address, city, postal_code, province from players where id = $1 for update',
      [playerId],
    ))!
    const checked = checkAddress(player.country_code, body)
    if ('errors' in checked) throw invalidFields(checked.errors, 'The address is not valid.')
    const next = checked.address
    if (player.address === next.address && player.city === next.city && player.postal_code === next.postalCode && player.province === next.province) {
      return { changed: false, proofOfAddressRequested: await proofOfAddressSetAside(tx, playerId) }
    }
    await tx.query('update players set address = $2, city = $3, postal_code = $4, province = $5, updated_at = now() where id = $1', [
      playerId, next.address, next.city, next.postalCode, next.province,
    ])
    const record = (await tx.one<{ id: string }>(
      `insert into address_changes (player_id, address, city, postal_code, province, previous_address, previous_city, previous_postal_code, previous_province)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [playerId, next.address, next.city, next.postalCode, next.province, player.address, player.city, player.postal_code, player.province],
    ))!
    await resetProofOfAddress(tx, playerId, record.id)
    return { changed: true, proofOfAddressRequested: await proofOfAddressSetAside(tx, playerId) }
  })
}
