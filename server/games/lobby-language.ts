/**
 * The lobby service's language for a client catalog, as the client's lobbyLanguageOf
 * (src/features/lobby/lobbyInput.ts): the page of a home path carries the lobby the client will
 * ask for (server/http/boot.ts). src/app/bootData.test.ts keeps the two equal.
 */
export const lobbyLanguageByCatalog: Record<string, string> = {
  en: 'en', ca: 'en', inen: 'en', nz: 'en', fi: 'fi', no: 'no', de: 'de', fr: 'fr', caf: 'fr',
  pt: 'pt', br: 'pt', ja: 'ja', tl: 'tl', tr: 'tr', pl: 'pl', cl: 'es', pe: 'es',
}
