import type { Schemas } from '../shared/contract'

type ContentDocument = Schemas['ContentDocument']

export interface TermsVersion {
  /** As the platform names it and expects it back, e.g. `2`. */
  version: string
  /** The terms document in the locale's language. */
  documentUrl: string | null
}

/**
 * The newest published version in the `terms-versions` content: one `terms-v{n}` block per version,
 * `title` the version and `cta.url` its document.
 */
export function latestTermsVersion(document: ContentDocument): TermsVersion | null {
  const versions = document.blocks
    .filter((block) => block.id.startsWith('terms-v') && block.title && Number.isFinite(Number(block.title)))
    .sort((a, b) => Number(b.title) - Number(a.title))
  const latest = versions[0]
  return latest ? { version: latest.title!, documentUrl: latest.cta?.url ?? null } : null
}
