import type { LinguiConfig } from '@lingui/conf'

/** Catalog codes, not URL languages: the URL pair maps onto these through each market's localeMapping. */
export const catalogLocales = [
  'en', 'fi', 'no', 'de', 'caf', 'ca', 'nz', 'fr', 'inen', 'cl', 'pe', 'pt', 'br', 'ja', 'tl', 'tr', 'pl',
] as const

const config: LinguiConfig = {
  sourceLocale: 'en',
  locales: [...catalogLocales],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      // Tests name messages of their own (mocked catalogs); only the site's messages are translated.
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
  ],
}

export default config
