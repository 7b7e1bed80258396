import { useEffect, type ReactNode } from 'react'
import { useMatch } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { sourceCatalog } from '../i18n/sourceCatalog'
import { htmlLangFor } from '../locale/langmarket'
import { useRootActors } from './RootActorsContext'
import { PageLoader } from '../layout/PageLoader'

/**
 * Keeps the locale-texts actor on the catalog the URL names, shows a loader while a catalog
 * loads, and mirrors the active language into `<html lang>` and the document title. Falling back
 * to English when a catalog cannot be loaded is the flow's own `fallBackToSourceCatalog` action.
 */
export function LocaleSync({ children }: { children: ReactNode }) {
  const { localeTexts } = useRootActors()
  // While the locale route's beforeLoad is still running its match exists without `locale`.
  const urlCatalog = useMatch({ from: '/$langmarket', shouldThrow: false, select: (match) => match.context.locale?.catalog })
  const loadedCatalog = useSelector(localeTexts, (snapshot) => snapshot.context.catalog)
  const status = useSelector(localeTexts, (snapshot) =>
    snapshot.hasTag('ready') ? 'ready' : snapshot.hasTag('failed') ? 'failed' : 'loading',
  )
  const { t } = useLingui()

  useEffect(() => {
    if (urlCatalog && urlCatalog !== loadedCatalog) localeTexts.send({ type: 'locale.change', catalog: urlCatalog })
  }, [urlCatalog, loadedCatalog, localeTexts])

  const activeCatalog = status === 'ready' ? loadedCatalog : sourceCatalog
  const title = t`Croupier – online casino, live casino and sportsbook`
  const description = t`Play casino games, live dealer tables and sports betting at Croupier. 18+, play responsibly.`
  useEffect(() => {
    document.documentElement.lang = htmlLangFor(activeCatalog)
    document.title = title
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [activeCatalog, title, description])

  if (status === 'loading') return <PageLoader />
  return children
}
