import type { MessageDescriptor } from '@lingui/core'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The page's name in the document title (WCAG 2.4.2), a Lingui message so that it follows the
     * language: `staticData: { title: msg\`Deposit\` }` reads "Deposit – Croupier". A page whose
     * name is data (a game, a content page) refines it with `usePageTitle` once the data is there.
     */
    title?: MessageDescriptor
  }
}

/** What the title needs of a route match. */
export interface TitledMatch {
  id: string
  staticData: { title?: MessageDescriptor }
}

/**
 * The name of the page on show: the deepest title a component has set from its data, else the
 * deepest route's own title; `null` where none has one (the home page, which has the brand's).
 * A component's title beats any route's because the component knows what is on show: the gate's
 * restricted-country page or a not-found page stands in for the page the address names.
 * `dataTitles` is keyed by match id, so one left by a page that has gone is never read.
 *
 * @example pageTitleOf(matches, new Map([['/en-NO/play/book-of-fortune', 'Book of Fortune']]))
 */
export function pageTitleOf(matches: readonly TitledMatch[], dataTitles: ReadonlyMap<string, string>): MessageDescriptor | string | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = dataTitles.get(matches[i]!.id)
    if (title) return title
  }
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = matches[i]!.staticData.title
    if (title) return title
  }
  return null
}
