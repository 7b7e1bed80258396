/**
 * The player's language (spec 001 §7 POST /player/language): one of the languages the player's
 * market offers (the market login lands the player in, `playerLangmarket`); the next login and
 * every mail then use it. Another language is refused as a field error `error.language.invalid`.
 */
import type { Db } from '../db/database.ts'
import { playerLangmarket } from '../identity/login.ts'
import type { PlayerRow } from '../identity/players.ts'
import { fieldError, invalidFields } from '../identity/problems.ts'

export async function changeLanguage(db: Db, playerId: string, language: string): Promise<{ langmarket: string }> {
  const p = (await db.one<Pick<PlayerRow, 'market' | 'country_code' | 'language_code'>>(
    'select market, country_code, language_code from players where id = $1',
    [playerId],
  ))!
  const market = (await playerLangmarket(db, p)).split('-')[1]!
  const offered = await db.one<{ languages: string[] }>('select languages from markets where id = $1', [market])
  if (!offered?.languages.includes(language)) {
    throw invalidFields([fieldError('changeLanguage', 'language', 'error.language.invalid', 'Your market does not offer this language.', language)])
  }
  await db.query('update players set language_code = $2 where id = $1', [playerId, language])
  return { langmarket: `${language}-${market}` }
}
