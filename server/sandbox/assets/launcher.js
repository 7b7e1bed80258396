// The sandbox launcher: reads the launch parameters from the page's JSON island, opens a game
// session, talks to the parent window (frame.js) and starts the game's engine (slot or roulette).
import { createApi } from './api.js'
import { createFrame } from './frame.js'
import { el, formatMoney, messageFor } from './ui.js'

const config = JSON.parse(document.getElementById('launch-config').textContent)
const t = config.texts
const root = document.getElementById('game')
const frame = createFrame(config.homeurl)
const api = createApi()

const status = el('p', { className: 'message', role: 'status', 'aria-live': 'polite' })
const overlay = el('div', { className: 'pause-overlay', hidden: true }, el('p', {}, t.paused))

let engine = null
let paused = false

function setPaused(next) {
  paused = next
  overlay.hidden = !next
  root.classList.toggle('paused', next)
  engine?.setPaused(next)
}

frame.on('pause', () => setPaused(true))
frame.on('resume', () => setPaused(false))
frame.on('ping', () => frame.post('pong'))
frame.on('updateBalance', () => engine?.refreshBalance())

async function start() {
  let session
  try {
    session = await api.post('/sandbox/api/sessions', {
      gameId: config.gameId,
      moneyMode: config.moneyMode,
      ...(config.ticket ? { ticket: config.ticket } : {}),
      jurisdiction: config.jurisdiction,
      channel: config.channel,
      lang: config.lang,
      ...(config.currency ? { currency: config.currency } : {}),
    })
  } catch (error) {
    root.querySelector('.loading').textContent = messageFor(error, t)
    root.setAttribute('aria-busy', 'false')
    frame.post('error', { code: error.code ?? 'error.system.error' })
    return
  }
  root.querySelector('.loading').remove()
  root.append(status, overlay)
  const money = (minor) => formatMoney(minor, session.currency, config.lang)
  const context = { config, session, api, frame, root, status, t, money, isPaused: () => paused }
  const module = session.engine === 'roulette' ? await import('./roulette.js') : await import('./slot.js')
  engine = await module.start(context)
  root.setAttribute('aria-busy', 'false')
  frame.post('ready', { gameId: session.gameId, mode: session.mode, currency: session.currency, balanceMinor: session.balanceMinor })
  frame.post('balanceUpdate', { balanceMinor: session.balanceMinor, currency: session.currency })
}

start()
