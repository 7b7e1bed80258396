/**
 * The sportsbook frame's page. Like the game launcher (sandbox/launcher.ts) it has no inline
 * script: its parameters travel in a JSON data island, its behaviour in
 * /sandbox/games/assets/sportsbook.js, under the same strict Content-Security-Policy (only the
 * platform may frame it, the ticket never leaves as a Referer, nothing is cached).
 */
import type { QueryParams } from '../http/handler.ts'
import { assetUrl } from '../sandbox/assets.ts'
import { LAUNCHER_HEADERS } from '../sandbox/launcher.ts'

export const FRAME_HEADERS = LAUNCHER_HEADERS

/** The frame's words. The sportsbook is a third party's page: it ships English only here. */
const TEXTS = {
  title: 'Sportsbook',
  loading: 'Loading the sportsbook…',
  needsScript: 'The sportsbook needs JavaScript.',
  sports: { football: 'Football', 'ice-hockey': 'Ice hockey', tennis: 'Tennis', basketball: 'Basketball' },
  all: 'All sports',
  upcoming: 'Upcoming',
  live: 'Live',
  history: 'My bets',
  inPlay: 'In play',
  finished: 'Finished',
  kickoffIn: 'Starts in {s} s',
  home: 'Home',
  draw: 'Draw',
  away: 'Away',
  betSlip: 'Bet slip',
  emptySlip: 'Pick a selection to add it to your bet slip.',
  stake: 'Stake',
  potentialReturn: 'Potential return',
  placeBet: 'Place bet',
  placing: 'Placing your bet…',
  placed: 'Bet placed.',
  balance: 'Balance',
  logInToBet: 'Log in to bet',
  loginNeeded: 'Log in to place bets. You can look at the events and odds as a visitor.',
  noBets: 'You have no bets yet.',
  open: 'Open',
  won: 'Won',
  lost: 'Lost',
  returned: 'Return',
  result: 'Result',
  closed: 'Bets on this event are closed.',
  oddsChanged: 'The odds have changed.',
  insufficient: 'Your balance does not cover the stake.',
  limitExceeded: 'The bet would pass one of your loss or spend limits.',
  stakeRange: 'A stake is from {min} to {max}.',
  sessionEnded: 'The sportsbook session has ended: reload the page.',
  error: 'Something went wrong. Please try again.',
  remove: 'Remove',
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const jsonIsland = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')

export function framePage(query: QueryParams<'getSportsbookFrame'>): string {
  const config = {
    lang: query.lang,
    jurisdiction: query.jurisdiction,
    currency: query.currency,
    channel: query.channel,
    customerState: query.customerState,
    ticket: query.customerState === 'LoggedIn' ? (query.ticket ?? null) : null,
    homeurl: query.homeurl,
    page: query.page ?? 'sport-base',
    category: query.category ?? null,
    region: query.region ?? null,
    competition: query.competition ?? null,
    event: query.event ?? null,
    maxWidth: query.maxWidth ?? 1920,
    texts: TEXTS,
  }
  return `<!doctype html>
<html lang="${escapeHtml(query.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TEXTS.title}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${assetUrl('sportsbook.css')}">
<script type="module" src="${assetUrl('sportsbook.js')}"></script>
</head>
<body>
<script type="application/json" id="sportsbook-config">${jsonIsland(config)}</script>
<main id="sportsbook" aria-busy="true">
<p class="loading" role="status">${TEXTS.loading}</p>
</main>
<noscript><p class="notice">${TEXTS.needsScript}</p></noscript>
</body>
</html>
`
}
