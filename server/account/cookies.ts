/**
 * Cookie consent (spec 000 §2 "Cookie consent: essentials, performanceFunctional, marketing (all
 * default true); consent id"): the choice made in the cookie notification, kept per player so it
 * follows the player to every device. Never chosen: a null id with the spec's defaults. Essential
 * cookies cannot be refused (the contract allows only `true`). Each choice gets a new consent id.
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'

type CookieConsent = components['schemas']['CookieConsent']
type CookieOptions = components['schemas']['CookieOptions']

type Row = {
  id: string
  performance_functional: boolean
  marketing: boolean
}

export async function cookieConsent(db: Db, playerId: string): Promise<CookieConsent> {
  const row = await db.one<Row>('select id, performance_functional, marketing from cookie_consents where player_id = $1', [playerId])
  if (!row) return { cookiesConsentId: null, options: { essentials: true, performanceFunctional: true, marketing: true } }
  return { cookiesConsentId: row.id, options: { essentials: true, performanceFunctional: row.performance_functional, marketing: row.marketing } }
}

export async function updateCookieConsent(db: Db, playerId: string, options: CookieOptions): Promise<CookieConsent> {
  const row = await db.one<Row>(
    `insert into cookie_consents (player_id, performance_functional, marketing) values ($1, $2, $3)
     on conflict (player_id) do update set id = gen_random_uuid(), performance_functional = excluded.performance_functional,
       marketing = excluded.marketing, updated_at = now()
     returning id, performance_functional, marketing`,
    [playerId, options.performanceFunctional, options.marketing],
  )
  return { cookiesConsentId: row!.id, options: { essentials: true, performanceFunctional: row!.performance_functional, marketing: row!.marketing } }
}
