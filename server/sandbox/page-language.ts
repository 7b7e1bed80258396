/**
 * The language of a third party's page the platform serves as a sandbox — the game launcher
 * (sandbox/launcher.ts), the CRM inbox (crm/page.ts) and the sportsbook frame
 * (sportsbook/frame-page.ts) — from the `lang` it is launched with: the site's catalog code.
 * Each page keeps its words per language; a regional catalog reads its language's words under its
 * own BCP-47 tag (ca is Catalan's code and br Breton's, so a catalog code is never the tag), and a
 * language the page does not speak reads English under "en", so `<html lang>` and Intl always
 * name the language of the words shown.
 */

/** The site's regional catalog codes (and Norway's other code): whose words, and which tag. */
const regional: Readonly<Record<string, { words: string; tag: string }>> = {
  nz: { words: 'en', tag: 'en-NZ' },
  ca: { words: 'en', tag: 'en-CA' },
  inen: { words: 'en', tag: 'en-IN' },
  caf: { words: 'fr', tag: 'fr-CA' },
  cl: { words: 'es', tag: 'es-CL' },
  pe: { words: 'es', tag: 'es-PE' },
  br: { words: 'pt', tag: 'pt-BR' },
  nb: { words: 'no', tag: 'nb' },
}

/** English and the regional codes that read English's words: they may share English's texts. */
export const englishVariants: ReadonlySet<string> = new Set(['en', ...Object.keys(regional).filter((code) => regional[code]!.words === 'en')])

/**
 * A page's words for a launch `lang`, and the tag for its `<html lang>` and number formats.
 *
 * @example pageLanguage({ en, fi }, 'fi') // { tag: 'fi', texts: fi }
 * @example pageLanguage({ en, fi }, 'nz') // { tag: 'en-NZ', texts: en }
 * @example pageLanguage({ en, fi }, 'xx') // { tag: 'en', texts: en }
 */
export function pageLanguage<T>(texts: Readonly<Record<string, T>> & { en: T }, lang: string): { tag: string; texts: T } {
  if (Object.hasOwn(texts, lang)) return { tag: lang, texts: texts[lang]! }
  const region = Object.hasOwn(regional, lang) ? regional[lang]! : null
  if (region && Object.hasOwn(texts, region.words)) return { tag: region.tag, texts: texts[region.words]! }
  return { tag: 'en', texts: texts.en }
}
