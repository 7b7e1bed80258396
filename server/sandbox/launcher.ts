/**
 * The launcher page the game frame loads. It carries no inline script: the launch parameters
 * travel in a JSON data island, the behaviour in /sandbox/games/assets/*.js, so the page keeps a
 * strict Content-Security-Policy. Its own policy allows only the platform's origin, and only the
 * platform may frame it.
 */
import type { GameRow } from '../games/catalogue.ts'
import type { QueryParams } from '../http/handler.ts'
import { assetUrl } from './assets.ts'
import { launcherLanguage } from './launcher-texts.ts'
import { engineOf } from './sessions.ts'

export const LAUNCHER_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
  // The URL carries the game ticket: never cached, never sent on as a Referer.
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** JSON that is safe inside a <script> element: nothing in it can close the element. */
const jsonIsland = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

export function launcherPage(query: QueryParams<'getLauncherPage'>, game: GameRow): string {
  const { tag, texts } = launcherLanguage(query.lang)
  const engine = engineOf(game)
  const config = {
    gameId: game.id,
    gameName: game.name,
    provider: game.provider_title,
    engine,
    moneyMode: query.moneymode,
    ticket: query.ticket ?? null,
    jurisdiction: query.jurisdiction,
    channel: query.channel,
    lang: query.lang,
    currency: query.currency ?? null,
    homeurl: query.homeurl,
    partner: query.partner,
    partnerId: query.partnerid,
    texts,
  }
  return `<!doctype html>
<html lang="${escapeHtml(tag)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(game.name)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${assetUrl('launcher.css')}">
<script type="module" src="${assetUrl('launcher.js')}"></script>
</head>
<body class="engine-${engine}">
<script type="application/json" id="launch-config">${jsonIsland(config)}</script>
<main id="game" aria-busy="true">
<header class="bar"><h1>${escapeHtml(game.name)}</h1><span class="provider">${escapeHtml(game.provider_title)}</span><span class="mode">${escapeHtml(query.moneymode === 'fun' ? texts.funMode : texts.realMode)}</span></header>
<p class="loading" role="status">${escapeHtml(texts.loading)}</p>
</main>
<noscript><p class="notice">${escapeHtml(texts.needsScript)}</p></noscript>
</body>
</html>
`
}
