/** Published terms-and-conditions versions; a player who accepted an older one is asked again. */
const languages = ['en', 'fi', 'no', 'de', 'fr', 'cl', 'pe', 'pt', 'br', 'ja', 'tl', 'tr', 'pl']

const files = (version: number) =>
  Object.fromEntries(languages.map((l) => [l, `/documents/terms/v${version}/terms-${l}.pdf`]))

export const termsVersions = [
  { version: 1, files: files(1), publishedAt: '2025-01-15T00:00:00Z' },
  { version: 2, files: files(2), publishedAt: '2026-03-01T00:00:00Z' },
]

export const currentTermsVersion = 2
