/**
 * The terms and conditions and the privacy policy as static pages of the content service
 * (`static-page` with `ref=terms` or `ref=privacy-policy`), one document per catalog, really
 * translated. The footer links to both pages. Short on purpose: the operator's lawyers own the
 * wording; the platform serves whatever the content holds.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export interface LegalSection {
  title: string
  body: string
}

export interface LegalTexts {
  termsTitle: string
  privacyTitle: string
  terms: LegalSection[]
  privacy: LegalSection[]
}

/** Each language's wording, as the content holds it (data, not code): legal-texts.json. */
const texts = JSON.parse(readFileSync(fileURLToPath(new URL('./legal-texts.json', import.meta.url)), 'utf8')) as Record<
  'en' | 'fi' | 'no' | 'de' | 'fr' | 'es' | 'pt' | 'br' | 'ja' | 'tl' | 'tr' | 'pl',
  LegalTexts
>
const { en, fi, no, de, fr, es, pt, br, ja, tl, tr, pl } = texts

/** Each catalog's wording; English variants and the two French and Spanish markets share one. */
export const legalTexts: Record<string, LegalTexts> = {
  en,
  ca: en,
  nz: en,
  inen: en,
  fi,
  no,
  de,
  fr,
  caf: fr,
  cl: es,
  pe: es,
  pt,
  br,
  ja,
  tl,
  tr,
  pl,
}

/** The static pages' ids: the `ref` of a `static-page` query and the page's path under the locale. */
export const legalPages = { terms: 'terms', privacy: 'privacy-policy' } as const
