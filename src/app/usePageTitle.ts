import { useEffect, useSyncExternalStore } from 'react'
import { useMatch, useMatches } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { BRAND_NAME } from './brand'
import { pageTitleOf } from './pageTitle'

/** The titles pages have set from their data, by the id of the match that shows them. */
let dataTitles: ReadonlyMap<string, string> = new Map()
const listeners = new Set<() => void>()

function setDataTitle(matchId: string, title: string | null): void {
  const next = new Map(dataTitles)
  if (title) next.set(matchId, title)
  else next.delete(matchId)
  dataTitles = next
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

const noDataTitles: ReadonlyMap<string, string> = new Map()

/**
 * Names the page on show after its data (a game's name, a content page's heading), in place of
 * its route's `staticData.title` while it shows; nothing yet (`undefined`, `null`, '') keeps the
 * route's title. The text is already in the page's language.
 *
 * @example usePageTitle(game?.name)
 */
export function usePageTitle(title: string | null | undefined): void {
  const matchId = useMatch({ strict: false, select: (match) => match.id })
  useEffect(() => {
    if (!title) return
    setDataTitle(matchId, title)
    return () => setDataTitle(matchId, null)
  }, [matchId, title])
}

/**
 * The document title in the language on show: "Deposit – Croupier" from the page on show
 * (app/pageTitle.ts), the brand's own title where the page has no name of its own (the home page).
 */
export function useDocumentTitle(): string {
  const { i18n, t } = useLingui()
  const titles = useSyncExternalStore(subscribe, () => dataTitles, () => noDataTitles)
  const page = useMatches({ select: (matches) => pageTitleOf(matches, titles) })
  if (page === null) return t`Croupier – online casino, live casino and sportsbook`
  const name = typeof page === 'string' ? page : i18n._(page)
  return t`${name} – ${BRAND_NAME}`
}
