import { readFileSync } from 'node:fs'

/** One message of a catalog: its source text (the msgid) and its translation. */
export interface CatalogEntry {
  id: string
  translation: string
}

function unquote(lines: string[]): string {
  return lines.map((line) => JSON.parse(line) as string).join('')
}

/** A catalog's messages as its .po file holds them, for the tests that read the catalogs. */
export function readCatalog(locale: string): CatalogEntry[] {
  const text = readFileSync(new URL(`../locales/${locale}/messages.po`, import.meta.url), 'utf8')
  const entries: CatalogEntry[] = []
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'))
    const idStart = lines.findIndex((line) => line.startsWith('msgid '))
    const strStart = lines.findIndex((line) => line.startsWith('msgstr '))
    if (idStart < 0 || strStart < 0) continue
    const id = unquote([lines[idStart]!.slice(6), ...lines.slice(idStart + 1, strStart)])
    const translation = unquote([lines[strStart]!.slice(7), ...lines.slice(strStart + 1)])
    if (id) entries.push({ id, translation })
  }
  return entries
}
