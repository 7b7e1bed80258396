import { formatMoney as siteFormatMoney } from './money.js'

// Small DOM helpers. Text always goes in as text (textContent), never as markup.
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag)
  for (const [key, value] of Object.entries(props)) {
    if (key === 'className') node.className = value
    else if (key === 'hidden') node.hidden = Boolean(value)
    else if (key === 'disabled') node.disabled = Boolean(value)
    else if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2).toLowerCase(), value)
    else node.setAttribute(key, String(value))
  }
  for (const child of children.flat()) if (child !== null && child !== undefined) node.append(child)
  return node
}

/**
 * Minor units as money in the player's language, exactly as the site shows them (money.js is the
 * site's formatter): every currency, CLP and JPY included, is stored in hundredths, so 12345 JPY
 * reads "¥123.45", never Intl's "¥12,345" for a currency it writes without decimals.
 */
export function formatMoney(minor, currency, lang) {
  if (minor === null || minor === undefined) return '—'
  return siteFormatMoney(minor, currency, lang)
}

/** What to tell the player for a refusal, in their language. */
export function messageFor(error, t) {
  switch (error?.code) {
    case 'error.game.spin.too.early':
      return t.tooEarly
    case 'error.game.balance.insufficient':
      return t.insufficient
    case 'error.game.limit.exceeded':
      return t.limitExceeded
    case 'error.game.session.expired':
    case 'error.game.session.not.found':
    case 'error.game.ticket.invalid':
      return t.sessionEnded
    case 'error.game.autoplay.forbidden':
      return t.noAutoplay
    case 'error.game.betting.closed':
      return t.betsClosed
    case 'error.game.table.closed':
      return t.tableClosed
    case 'error.game.table.full':
      return t.watching
    default:
      return t.error
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

export const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches
