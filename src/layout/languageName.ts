import type { Catalog } from '../i18n/i18n'
import { htmlLangFor } from '../locale/langmarket'

/**
 * Each language's name in itself, for when the browser's Intl has no name for it (an older engine,
 * a trimmed ICU). One entry per language a catalog is written in.
 */
export const ownNames: Readonly<Record<string, string>> = {
  en: 'English',
  fi: 'Suomi',
  no: 'Norsk',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  pt: 'Português',
  ja: '日本語',
  tl: 'Tagalog',
  tr: 'Türkçe',
  pl: 'Polski',
}

/** The name Intl gives a language in that language, or undefined when it has none. */
export type NameInItself = (language: string) => string | undefined

const intlNameInItself: NameInItself = (language) => {
  try {
    return new Intl.DisplayNames([language], { type: 'language', fallback: 'none' }).of(language)
  } catch {
    return undefined
  }
}

/**
 * The language a catalog is written in, without its region: the picker names languages, and the
 * market beside it already says where ("français", not "français canadien"). Bokmål is listed as
 * Norwegian, the name Norwegian players look for.
 */
function languageOf(catalog: Catalog): string {
  const primary = htmlLangFor(catalog).split('-')[0]!
  return primary === 'nb' ? 'no' : primary
}

/**
 * A catalog's language as its speakers write it, capitalised as a menu entry ("Suomi", "Norsk",
 * "Deutsch"): Intl's name in the language itself, else the table above. Never a code or a country.
 *
 * @example languageName('caf') // 'Français'
 */
export function languageName(catalog: Catalog, nameInItself: NameInItself = intlNameInItself): string {
  const language = languageOf(catalog)
  const name = nameInItself(language)
  // Intl answers the code itself where it knows no name (some engines ignore `fallback: 'none'`).
  const own = name && name.toLowerCase() !== language ? name : ownNames[language]
  if (!own) throw new Error(`No name for the language of catalog ${catalog}: add it to ownNames`)
  return own.charAt(0).toLocaleUpperCase(language) + own.slice(1)
}
