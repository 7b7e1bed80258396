/** The sportsbook frame's URL: a path on the platform's own origin, so the site and frame check each other's origin. */
export const FRAME_PATH = '/sandbox/sportsbook'

export interface FrameParams {
  lang: string
  jurisdiction: string
  currency: string
  channel: 'web' | 'mobile'
  customerState: 'LoggedIn' | 'Anonymous'
  /** A signed-in player's one-time ticket; never in a visitor's URL. */
  ticket?: string
  page?: 'sport-base' | 'live-betting' | 'bet-history'
  category?: string
  region?: string
  competition?: string
  event?: string
  maxWidth?: number
}

export function frameUrl(p: FrameParams): string {
  const query = new URLSearchParams({ lang: p.lang, jurisdiction: p.jurisdiction, currency: p.currency, channel: p.channel, customerState: p.customerState, homeurl: '/' })
  if (p.ticket) query.set('ticket', p.ticket)
  for (const key of ['page', 'category', 'region', 'competition', 'event'] as const) if (p[key]) query.set(key, p[key]!)
  if (p.maxWidth !== undefined) query.set('maxWidth', String(p.maxWidth))
  return `${FRAME_PATH}?${query}`
}
