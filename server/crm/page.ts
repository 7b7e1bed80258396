/**
 * The inbox page the inbox frame loads: the CRM's "inbox script". Like the sandbox launcher it
 * has no inline script (its parameters travel in a JSON data island, its behaviour in
 * /sandbox/games/assets/inbox.js) under a strict Content-Security-Policy, and only the platform
 * may frame it. The session id in its URL is a credential: never cached, never sent as a Referer.
 */
import type { QueryParams } from '../http/handler.ts'
import { assetUrl } from '../sandbox/assets.ts'
import { LAUNCHER_HEADERS } from '../sandbox/launcher.ts'
import { inboxLanguage } from './inbox-texts.ts'

export const INBOX_HEADERS = LAUNCHER_HEADERS

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const jsonIsland = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')

export function inboxPage(query: QueryParams<'getCrmInboxPage'>): string {
  const { tag, texts } = inboxLanguage(query.lang)
  const config = { session: query.session, view: query.view, origin: query.origin, lang: query.lang, texts }
  const title = query.view === 'notifications' ? texts.notifications : texts.title
  return `<!doctype html>
<html lang="${escapeHtml(tag)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${assetUrl('inbox.css')}">
<script type="module" src="${assetUrl('inbox.js')}"></script>
<script type="application/json" id="inbox-config">${jsonIsland(config)}</script>
</head>
<body>
<main id="inbox" aria-busy="true"><p class="status" role="status">${escapeHtml(texts.loading)}</p></main>
</body>
</html>
`
}
