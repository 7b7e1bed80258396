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

const formats = new Map()

/** Minor units as money in the player's language: 12345 EUR → "€123.45"; CLP and JPY have no decimals. */
export function formatMoney(minor, currency, lang) {
  const key = `${lang}:${currency}`
  let format = formats.get(key)
  if (!format) {
    try {
      format = new Intl.NumberFormat(lang, { style: 'currency', currency })
    } catch {
      format = new Intl.NumberFormat('en', { style: 'currency', currency })
    }
    formats.set(key, format)
  }
  if (minor === null || minor === undefined) return '—'
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(minor / 10 ** digits)
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
