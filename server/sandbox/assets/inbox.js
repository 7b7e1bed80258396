// The sandbox CRM's inbox page: lists the session player's messages, opens one (and marks it
// read), and tells the embedding page the unread count. Parameters come from the page's JSON data
// island; messages go to the embedding page's origin only.
import { messageText } from './inbox-messages.js'

const config = JSON.parse(document.getElementById('inbox-config').textContent)
const { texts } = config
const root = document.getElementById('inbox')
const api = `/sandbox/crm/sessions/${encodeURIComponent(config.session)}/messages`

const tell = (type, detail = {}) => window.parent.postMessage({ type, ...detail }, config.origin)

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
  const { subject, body: text } = messageText(texts, message, config.lang)
  const heading = element('span', { class: 'subject' }, subject)
  const toggle = element('button', { type: 'button', 'aria-expanded': 'false', 'aria-controls': bodyId }, heading, element('span', { class: 'date' }, when))
  if (unread) toggle.append(element('span', { class: 'badge' }, texts.unread))
  const body = element('p', { id: bodyId, class: 'body', hidden: '' }, text)
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
