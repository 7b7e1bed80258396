import { useEffect, type ReactNode } from 'react'
import { useMatch, useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { isCatalog } from '../i18n/i18n'
import { sourceCatalog } from '../i18n/sourceCatalog'
import { htmlLangFor } from '../locale/langmarket'
import { useRootActors } from './RootActorsContext'
import { currentDocumentTitle, useDocumentTitle } from './usePageTitle'
import { PageLoader } from '../layout/PageLoader'

/**
 * Keeps the locale-texts actor on the catalog the URL names and mirrors the language on show into
 * `<html lang>` and the document title. The first load shows a loader in place of the page; a
 * later change (the player's own language after login, the language picker) keeps the page
 * mounted in the language it was in, marked busy, until the flow shows the new one. Falling back
 * to English when a catalog cannot be loaded is the flow's own `fallBackToSourceCatalog` action.
 */
export function LocaleSync({ children }: { children: ReactNode }) {
  const { localeTexts } = useRootActors()
  // While the locale route's beforeLoad is still running its match exists without `locale`.
  const urlCatalog = useMatch({ from: '/$langmarket', shouldThrow: false, select: (match) => match.context.locale?.catalog })
  const loadedCatalog = useSelector(localeTexts, (snapshot) => snapshot.context.catalog)
  const loading = useSelector(localeTexts, (snapshot) => snapshot.hasTag('loading'))
  const shownBefore = useSelector(localeTexts, (snapshot) => snapshot.context.shownBefore)
  const { i18n, t } = useLingui()

  useEffect(() => {
    if (urlCatalog && urlCatalog !== loadedCatalog) localeTexts.send({ type: 'locale.change', catalog: urlCatalog })
  }, [urlCatalog, loadedCatalog, localeTexts])

  // Lingui's active catalog is the language the page is in: the previous one while another
  // loads, English once a load has failed.
  const shownCatalog = isCatalog(i18n.locale) ? i18n.locale : sourceCatalog
  const router = useRouter()
  const title = useDocumentTitle()
  const description = t`Play casino games, live dealer tables and sports betting at Croupier. 18+, play responsibly.`
  useEffect(() => {
    document.documentElement.lang = htmlLangFor(shownCatalog)
    // The title as it stands now rather than as this render saw it: a page's data title set in
    // this same commit (its usePageTitle effect ran first) is already in, so the title never
    // reads as the route's for a moment (a hydrated page's are seeded, main.tsx).
    document.title = currentDocumentTitle(i18n, router.state.matches)
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [shownCatalog, title, description, i18n, router])

  if (loading && !shownBefore) return <PageLoader />
  // The same element busy or not, so the page under it is never mounted afresh.
  return (
    <div aria-busy={loading || undefined} data-testid="locale-frame">
      {children}
    </div>
  )
}
