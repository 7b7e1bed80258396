// The sandbox sportsbook frame: fixtures with odds, a single-bet slip and the player's bets. It
// reads its parameters from the page's JSON island; a logged-in customer's one-time ticket opens
// the session its bets go through. It talks only to the parent window at the site's origin.
import { createApi } from './api.js'
import { el, formatMoney } from './ui.js'

const config = JSON.parse(document.getElementById('sportsbook-config').textContent)
const t = config.texts
const root = document.getElementById('sportsbook')
const api = createApi()
const POLL_MS = 3_000

// Messages with the site: its origin is homeurl's; anything else is ignored.
const parentOrigin = new URL(config.homeurl, window.location.href).origin
const embedded = window.parent !== window
const post = (type, data = {}) => embedded && window.parent.postMessage({ source: 'croupier-sportsbook', type, ...data }, parentOrigin)
window.addEventListener('message', (event) => {
  if (event.origin !== parentOrigin || event.source !== window.parent) return
  if (event.data?.type === 'updateBalance' && session && typeof event.data.balanceMinor === 'number') showBalance(event.data.balanceMinor)
})

let session = null
let fixtures = { events: [], serverTime: null }
let clockOffset = 0
let bets = []
let page = config.page
let slip = null
let busy = false

const money = (minor) => formatMoney(minor, session?.currency ?? config.currency, config.lang)
// Decimal odds with two decimals in the frame's language (2,10 in Norwegian, 2.10 in English);
// config.locale is the page's <html lang>, a BCP-47 tag Intl knows.
const oddsFormat = new Intl.NumberFormat(config.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const odds = (centi) => oddsFormat.format(centi / 100)
const label = (selection) => t[selection]
const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, k) => values[k])

const balance = el('p', { className: 'balance', 'data-testid': 'sportsbook-balance' })
const tabs = el('nav', { className: 'tabs', 'aria-label': t.title })
const list = el('section', { className: 'list', 'aria-live': 'off' })
const slipBox = el('aside', { className: 'slip', 'aria-labelledby': 'slip-title' })
const status = el('p', { className: 'status', role: 'status', 'aria-live': 'polite' })

function showBalance(minor) {
  balance.textContent = `${t.balance}: ${money(minor)}`
}

function tab(key, text) {
  const button = el('button', { type: 'button', className: 'tab', 'aria-pressed': String(page === key), onClick: () => { page = key; render() } }, text)
  return button
}

function matches(event) {
  if (config.category && event.sport !== config.category) return false
  if (config.region && event.region !== config.region) return false
  if (config.competition && event.competition !== config.competition) return false
  if (config.event && event.eventId !== config.event) return false
  return true
}

function eventRow(event) {
  const now = Date.now() + clockOffset
  const kickoff = new Date(event.kickoffAt).getTime()
  const when =
    event.phase === 'open' ? fill(t.kickoffIn, { s: Math.max(0, Math.ceil((kickoff - now) / 1000)) }) : event.phase === 'live' ? t.inPlay : `${t.finished} · ${t.result}: ${label(event.result)}`
  const selections = ['home', 'draw', 'away'].filter((s) => event.odds[s] !== undefined)
  return el(
    'article',
    { className: `event ${event.phase}`, 'data-event': event.eventId, 'aria-label': `${event.home} – ${event.away}` },
    el('p', { className: 'meta' }, `${t.sports[event.sport] ?? event.sport} · ${event.competitionName}`),
    el('h2', { className: 'teams' }, `${event.home} – ${event.away}`),
    el('p', { className: 'when' }, when),
    el(
      'div',
      { className: 'odds', role: 'group', 'aria-label': `${event.home} – ${event.away}` },
      selections.map((s) =>
        el(
          'button',
          {
            type: 'button',
            className: 'pick',
            disabled: event.phase !== 'open',
            'aria-pressed': String(slip?.eventId === event.eventId && slip?.selection === s),
            onClick: () => pick(event, s),
          },
          // The name is the visible text: the selection, then its odds.
          el('span', { className: 'pick-label' }, label(s)),
          ' ',
          el('span', { className: 'pick-odds' }, odds(event.odds[s])),
        ),
      ),
    ),
  )
}

function betRow(bet) {
  const outcome = bet.status === 'open' ? t.open : bet.status === 'won' ? `${t.won} · ${t.returned} ${money(bet.returnMinor)}` : t.lost
  return el(
    'li',
    { className: `bet ${bet.status}`, 'data-bet': bet.betId },
    el('p', { className: 'teams' }, `${bet.home} – ${bet.away}`),
    el('p', {}, `${label(bet.selection)} @ ${odds(bet.oddsCenti)} · ${t.stake} ${money(bet.stakeMinor)}`),
    el('p', { className: 'bet-status', 'data-status': bet.status }, outcome),
  )
}

function renderList() {
  list.replaceChildren()
  if (page === 'bet-history') {
    if (!session) return list.append(el('p', { className: 'notice' }, t.loginNeeded))
    if (!bets.length) return list.append(el('p', { className: 'notice' }, t.noBets))
    return list.append(el('h2', { className: 'heading' }, t.history), el('ul', { className: 'bets' }, bets.map(betRow)))
  }
  // Open for bets first (soonest first), then in play, then the latest results.
  const phases = page === 'live-betting' ? ['live'] : ['open', 'live', 'finished']
  const shown = fixtures.events
    .filter((e) => phases.includes(e.phase) && matches(e))
    .sort((a, b) => phases.indexOf(a.phase) - phases.indexOf(b.phase) || (a.phase === 'finished' ? b.kickoffAt.localeCompare(a.kickoffAt) : a.kickoffAt.localeCompare(b.kickoffAt)))
  list.append(el('h2', { className: 'heading' }, page === 'live-betting' ? t.live : t.upcoming), ...shown.map(eventRow))
}

function renderSlip() {
  slipBox.replaceChildren(el('h2', { id: 'slip-title' }, t.betSlip))
  if (!session) {
    slipBox.append(
      el('p', {}, t.loginNeeded),
      el('button', { type: 'button', className: 'primary', onClick: () => post('loginRequested') }, t.logInToBet),
    )
    return
  }
  if (!slip) return slipBox.append(el('p', { className: 'notice' }, t.emptySlip))
  const event = fixtures.events.find((e) => e.eventId === slip.eventId)
  const input = el('input', { id: 'stake', type: 'number', inputmode: 'decimal', min: String(session.minStakeMinor / 100), max: String(session.maxStakeMinor / 100), step: '0.01', value: slip.stake })
  const potential = el('p', { className: 'potential' })
  const update = () => {
    slip.stake = input.value
    const minor = Math.round(Number(input.value) * 100)
    potential.textContent = `${t.potentialReturn}: ${Number.isFinite(minor) && minor > 0 ? money(Math.floor((minor * slip.oddsCenti) / 100)) : '—'}`
  }
  input.addEventListener('input', update)
  update()
  slipBox.append(
    el('p', { className: 'teams' }, event ? `${event.home} – ${event.away}` : slip.eventId),
    el('p', {}, `${label(slip.selection)} @ ${odds(slip.oddsCenti)}`),
    el('label', { for: 'stake' }, `${t.stake} (${session.currency})`),
    input,
    potential,
    el('div', { className: 'slip-actions' },
      el('button', { type: 'button', className: 'primary', disabled: busy, onClick: () => placeBet() }, busy ? t.placing : t.placeBet),
      el('button', { type: 'button', className: 'secondary', onClick: () => { slip = null; render() } }, t.remove),
    ),
  )
}

function render() {
  tabs.replaceChildren(tab('sport-base', t.upcoming), tab('live-betting', t.live), tab('bet-history', t.history))
  renderList()
  renderSlip()
}

function pick(event, selection) {
  slip = { eventId: event.eventId, selection, oddsCenti: event.odds[selection], stake: slip?.stake ?? String((session?.minStakeMinor ?? 100) / 100 * 5), requestId: crypto.randomUUID() }
  status.textContent = ''
  render()
  document.getElementById('stake')?.focus()
}

function refusalText(error) {
  switch (error.code) {
    case 'error.sportsbook.event.closed':
      return t.closed
    case 'error.sportsbook.odds.changed':
      return t.oddsChanged
    case 'error.game.balance.insufficient':
      return t.insufficient
    case 'error.game.limit.exceeded':
      return t.limitExceeded
    case 'error.game.bet.invalid':
      return fill(t.stakeRange, { min: money(session.minStakeMinor), max: money(session.maxStakeMinor) })
    case 'error.game.session.expired':
    case 'error.game.session.not.found':
      return t.sessionEnded
    default:
      return t.error
  }
}

async function placeBet() {
  if (busy || !slip) return
  busy = true
  render()
  try {
    // The slip keeps its request id until the bet is answered: a resend is the same bet.
    const answer = await api.post(`/sandbox/sportsbook/api/sessions/${session.sessionId}/bets`, {
      requestId: slip.requestId,
      eventId: slip.eventId,
      selection: slip.selection,
      oddsCenti: slip.oddsCenti,
      stakeMinor: Math.round(Number(slip.stake) * 100),
    })
    showBalance(answer.balanceMinor)
    status.textContent = t.placed
    post('betPlaced', { betId: answer.bet.betId, balanceMinor: answer.balanceMinor, currency: session.currency })
    post('balanceUpdate', { balanceMinor: answer.balanceMinor, currency: session.currency })
    slip = null
    await refreshBets()
  } catch (error) {
    status.textContent = refusalText(error)
    if (typeof error.additionalInfo?.balanceMinor === 'number') showBalance(error.additionalInfo.balanceMinor)
    if (error.code === 'error.sportsbook.odds.changed' || error.code === 'error.sportsbook.event.closed') slip = null
  } finally {
    busy = false
    render()
  }
}

async function refreshBets() {
  if (!session) return
  const before = new Map(bets.map((b) => [b.betId, b.status]))
  bets = await api.get(`/sandbox/sportsbook/api/sessions/${session.sessionId}/bets`)
  const settled = bets.filter((b) => b.status !== 'open' && before.get(b.betId) === 'open')
  if (settled.length) {
    const fresh = await api.get(`/sandbox/sportsbook/api/sessions/${session.sessionId}`)
    showBalance(fresh.balanceMinor)
    for (const b of settled) post('betSettled', { betId: b.betId, status: b.status, balanceMinor: fresh.balanceMinor, currency: session.currency })
    post('balanceUpdate', { balanceMinor: fresh.balanceMinor, currency: session.currency })
  }
}

async function refresh() {
  try {
    fixtures = await api.get('/sandbox/sportsbook/api/fixtures')
    clockOffset = new Date(fixtures.serverTime).getTime() - Date.now()
    await refreshBets()
    // The slip's event may have kicked off meanwhile: it is taken off the slip.
    if (slip && !fixtures.events.some((e) => e.eventId === slip.eventId && e.phase === 'open')) slip = null
    if (!busy && !root.contains(document.activeElement)) render()
    else renderList()
  } catch (error) {
    status.textContent = error.status === 404 ? t.sessionEnded : t.error
  }
}

async function start() {
  document.documentElement.style.setProperty('--max-width', `${config.maxWidth}px`)
  if (config.ticket) {
    try {
      session = await api.post('/sandbox/sportsbook/api/sessions', { ticket: config.ticket, lang: config.lang, channel: config.channel })
    } catch {
      root.querySelector('.loading').textContent = t.sessionEnded
      root.setAttribute('aria-busy', 'false')
      post('error', { code: 'error.game.ticket.invalid' })
      return
    }
    showBalance(session.balanceMinor)
  }
  root.querySelector('.loading').remove()
  root.append(el('header', { className: 'bar' }, el('h1', {}, t.title), session ? balance : null), tabs, el('div', { className: 'layout' }, list, slipBox), status)
  await refresh()
  render()
  root.setAttribute('aria-busy', 'false')
  post('ready', { customerState: session ? 'LoggedIn' : 'Anonymous', ...(session ? { balanceMinor: session.balanceMinor, currency: session.currency } : {}) })
  setInterval(refresh, POLL_MS)
}

start()
