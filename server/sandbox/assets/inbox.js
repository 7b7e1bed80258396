// The sandbox CRM's inbox page: lists the session player's messages, opens one (and marks it
// read), and tells the embedding page the unread count. Parameters come from the page's JSON data
// island; messages go to the embedding page's origin only.
const config = JSON.parse(document.getElementById('inbox-config').textContent)
const { texts } = config
const root = document.getElementById('inbox')
const api = `/sandbox/crm/sessions/${encodeURIComponent(config.session)}/messages`

const tell = (type, detail = {}) => window.parent.postMessage({ type, ...detail }, config.origin)

const fill = (template, params) => template.replace(/\{(\w+)\}/g, (_, key) => params[key] ?? '')

/**
 * Minor units as money in the page's language (every currency has two decimals, DECISIONS.md 24):
 * the digits are built from the integer, never through a float.
 */
function money(minor, currency) {
  const digits = String(Math.abs(minor)).padStart(3, '0')
  const decimal = `${minor < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`
  const options = { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }
  try {
    return new Intl.NumberFormat(config.lang, options).format(decimal)
  } catch {
    return new Intl.NumberFormat('en', options).format(decimal)
  }
}

/** A message's values, with a prize's amount formatted as `{prize}`. */
const valuesOf = (params) => (params.prizeMinor === undefined ? params : { ...params, prize: money(Number(params.prizeMinor), params.currency) })

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  node.append(...children)
  return node
}

function status(text, role = 'status') {
  root.replaceChildren(element('p', { class: 'status', role }, text))
  root.setAttribute('aria-busy', 'false')
}

async function markRead(message, item) {
  const answer = await fetch(`${api}/${message.id}/read`, { method: 'POST' })
  if (answer.status === 404) return expired()
  if (!answer.ok) return
  const { unread } = await answer.json()
  message.readAt = new Date().toISOString()
  item.classList.remove('unread')
  item.querySelector('.badge')?.remove()
  tell('crm.inbox.unread', { unread })
}

function messageItem(message) {
  const unread = message.readAt === null
  const item = element('li', { class: unread ? 'message unread' : 'message' })
  const bodyId = `message-${message.id}`
  const when = new Date(message.createdAt).toLocaleDateString(document.documentElement.lang, { dateStyle: 'medium' })
  const heading = element('span', { class: 'subject' }, texts[`${message.template}_subject`] ?? message.template)
  const toggle = element('button', { type: 'button', 'aria-expanded': 'false', 'aria-controls': bodyId }, heading, element('span', { class: 'date' }, when))
  if (unread) toggle.append(element('span', { class: 'badge' }, texts.unread))
  const body = element('p', { id: bodyId, class: 'body', hidden: '' }, fill(texts[`${message.template}_body`] ?? '', valuesOf(message.params)))
  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true'
    toggle.setAttribute('aria-expanded', String(open))
    body.hidden = !open
    if (open && message.readAt === null) void markRead(message, item)
  })
  item.append(element('h2', {}, toggle), body)
  return item
}

function expired() {
  status(texts.expired, 'alert')
  tell('crm.inbox.expired')
}

async function load() {
  let answer
  try {
    answer = await fetch(api)
  } catch {
    return status(texts.error, 'alert')
  }
  if (answer.status === 404) return expired()
  if (!answer.ok) return status(texts.error, 'alert')
  const inbox = await answer.json()
  const shown = config.view === 'notifications' ? inbox.messages.filter((m) => m.category === 'NOTIFICATION') : inbox.messages
  if (shown.length === 0) status(config.view === 'notifications' ? texts.emptyNotifications : texts.empty)
  else {
    root.replaceChildren(element('ul', { class: 'messages' }, ...shown.map(messageItem)))
    root.setAttribute('aria-busy', 'false')
  }
  tell('crm.inbox.ready', { unread: inbox.unread })
}

void load()
