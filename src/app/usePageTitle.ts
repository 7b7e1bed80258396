import { useEffect, useSyncExternalStore } from 'react'
import { useMatch, useMatches } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { BRAND_NAME } from './brand'
import { pageTitleOf, type TitledMatch } from './pageTitle'

/** The titles pages have set from their data, by the id of the match that shows them. */
let dataTitles: ReadonlyMap<string, string> = new Map()
const listeners = new Set<() => void>()

/**
 * While the platform renders a first paint (entry-server.tsx, `collectPageTitles`): the titles the
 * pages set, recorded during the render itself, since a server render runs no effects. Null in the
 * browser, where the titles go to `dataTitles` from effects.
 */
let rendering: Map<string, string> | null = null

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
  // The platform's render: the title its first paint's <title> is made of (server/http/boot.ts).
  if (rendering && title) rendering.set(matchId, title)
  useEffect(() => {
    if (!title) return
    setDataTitle(matchId, title)
    return () => setDataTitle(matchId, null)
  }, [matchId, title])
}

/**
 * The titles the platform's first paint was rendered with (its page data, `collectPageTitles`),
 * before the app hydrates it: the page hydrates after the frame around it (a Suspense boundary of
 * its own), so until its own `usePageTitle` runs the title would read as its route's for a moment.
 * The page's effect then sets the same title, and removes it when the page goes.
 */
export function seedPageTitles(titles: Readonly<Record<string, string>>): void {
  dataTitles = new Map([...dataTitles, ...Object.entries(titles)])
  for (const listener of listeners) listener()
}

/**
 * Runs a synchronous render (`renderToString`) and returns what it returned with the titles the
 * pages set during it, by match id, for `documentTitleOf` (the platform's first paint, which
 * runs no effects). Renders take turns on the platform, so one collection is never another's.
 */
export function collectPageTitles<T>(render: () => T): { result: T; titles: ReadonlyMap<string, string> } {
  const titles = new Map<string, string>()
  rendering = titles
  try {
    return { result: render(), titles }
  } finally {
    rendering = null
  }
}

/**
 * The document title, in `i18n`'s language, of a page named `page` (`pageTitleOf`): "Deposit –
 * Croupier", or the brand's own title where the page has no name of its own (the home page). The
 * browser (LocaleSync) and the platform's first paint (entry-server.tsx) both write this one.
 */
export function documentTitleOf(i18n: I18n, page: MessageDescriptor | string | null): string {
  if (page === null) return i18n._(msg`Croupier – online casino, live casino and sportsbook`)
  const name = typeof page === 'string' ? page : i18n._(page)
  return i18n._(msg`${name} – ${BRAND_NAME}`)
}

/**
 * The document title of the page on show as the titles stand now, for an effect to write: the
 * pages' own effects in the same commit (their `usePageTitle`) have run by the time their
 * ancestor's does, so a page that arrives with its data is named by it from the first write,
 * never by its route's title in between.
 */
export function currentDocumentTitle(i18n: I18n, matches: readonly TitledMatch[]): string {
  return documentTitleOf(i18n, pageTitleOf(matches, dataTitles))
}

/**
 * The document title in the language on show: "Deposit – Croupier" from the page on show
 * (app/pageTitle.ts), the brand's own title where the page has no name of its own (the home page).
 */
export function useDocumentTitle(): string {
  const { i18n } = useLingui()
  const titles = useSyncExternalStore(subscribe, () => dataTitles, () => noDataTitles)
  const page = useMatches({ select: (matches) => pageTitleOf(matches, titles) })
  return documentTitleOf(i18n, page)
}
