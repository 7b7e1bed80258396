import type { DeepLink } from '../../../machines/sportsbook/sportsbook.machine'

/** The sportsbook's path segments after `/sportsbook` (spec 000 §2: category, region, competition, event). */
export interface SportsbookParams {
  category?: string
  region?: string
  competition?: string
  event?: string
}

/**
 * The deep link of a sportsbook address. The page keys live-betting and bet-history sit where a
 * category would (`/sportsbook/live-betting`); any other first segment is a category of the
 * sport-base page, narrowed by region, competition and event.
 *
 * @example deepLinkOf({ category: 'football', region: 'finland' }) // { page: 'sport-base', category: 'football', region: 'finland' }
 */
export function deepLinkOf(params: SportsbookParams): DeepLink {
  if (params.category === 'live-betting' || params.category === 'bet-history') return { page: params.category }
  const link: DeepLink = { page: 'sport-base' }
  for (const key of ['category', 'region', 'competition', 'event'] as const) if (params[key]) link[key] = params[key]
  return link
}
