import { useLingui } from '@lingui/react'
import { htmlLangFor } from '../locale/langmarket'
import { isCatalog } from './i18n'
import { sourceCatalog } from './sourceCatalog'

/**
 * The language the page is showing, as a BCP-47 tag (`<html lang>`): Lingui's active catalog,
 * which stays on the previous language while another loads and is English when one failed. What
 * the player types — an amount — is read in this language, the one whose numbers they were shown.
 *
 * @example useShownLanguage() // 'fi' on /fi-FI, 'nb' on /no-NO, 'es-CL' on /cl-CL
 */
export function useShownLanguage(): string {
  const { i18n } = useLingui()
  return htmlLangFor(isCatalog(i18n.locale) ? i18n.locale : sourceCatalog)
}
