/**
 * The sportsbook frame's page. Like the game launcher (sandbox/launcher.ts) it has no inline
 * script: its parameters travel in a JSON data island, its behaviour in
 * /sandbox/games/assets/sportsbook.js, under the same strict Content-Security-Policy (only the
 * platform may frame it, the ticket never leaves as a Referer, nothing is cached). It speaks the
 * language it is launched with (frame-texts.ts), as the launcher does.
 */
import type { QueryParams } from '../http/handler.ts'
import { assetUrl } from '../sandbox/assets.ts'
import { LAUNCHER_HEADERS } from '../sandbox/launcher.ts'
import { frameLanguage } from './frame-texts.ts'

export const FRAME_HEADERS = LAUNCHER_HEADERS

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const jsonIsland = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')

export function framePage(query: QueryParams<'getSportsbookFrame'>): string {
  // The words of the launch language, as a real sportsbook renders in the language the operator
  // launches it with (frame-texts.ts); `<html lang>` and the odds' number format name the same
  // language, English's "en" when the sportsbook has no words for the one asked.
  const { tag, texts } = frameLanguage(query.lang)
  const config = {
    lang: query.lang,
    locale: tag,
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
    texts,
  }
  return `<!doctype html>
<html lang="${escapeHtml(tag)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${assetUrl('sportsbook.css')}">
<script type="module" src="${assetUrl('sportsbook.js')}"></script>
</head>
<body>
<script type="application/json" id="sportsbook-config">${jsonIsland(config)}</script>
<main id="sportsbook" aria-busy="true">
<p class="loading" role="status">${escapeHtml(texts.loading)}</p>
</main>
<noscript><p class="notice">${escapeHtml(texts.needsScript)}</p></noscript>
</body>
</html>
`
}
