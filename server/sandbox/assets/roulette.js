// The live roulette table: the round in play comes from the server (everyone at the table sees
// the same), bets go to the server the moment a spot is clicked and are refused after the
// deadline, and the result and the player's win arrive with the next poll.
import { el, messageFor } from './ui.js'

const POLL_MS = 1000
const KEEP_SEAT_MS = 10_000
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])
const colour = (n) => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black')

export async function start({ config, session, api, frame, root, status, t, money, isPaused }) {
  const base = `/sandbox/api/sessions/${session.sessionId}`
  let balance = session.balanceMinor
  let chip = session.betLevels[0]
  let table = null
  let clockOffset = 0
  let seated = false
  let stakedRound = null
  let stake = 0
  let reportedRound = null
  const placed = new Map()

  const info = el('p', { className: 'table-info' })
  const result = el('div', { className: 'result', 'aria-live': 'polite' }, '–')
  const phase = el('p', { className: 'phase' })
  const history = el('ol', { className: 'history', 'aria-label': t.lastResults })
  const balanceValue = el('output', { className: 'value' })
  const stakeValue = el('output', { className: 'value' })
  const winValue = el('output', { className: 'value', 'aria-live': 'polite' })

  // The layout: zero, three rows of twelve, columns, dozens and the even-money bets. Each spot
  // knows its grid cell (--row, --col, and --ucol upright); narrow screens turn the board upright in CSS.
  const board = el('div', { className: 'board', role: 'group', 'aria-label': t.placeBets })
  const spot = (label, bet, row, col, span = [1, 1], extra = '') => {
    const button = el('button', { type: 'button', className: `spot ${extra}`, 'aria-label': label, onClick: () => bet && placeBet(bet, button) }, label)
    button.style.setProperty('--row', `${row} / span ${span[0]}`)
    button.style.setProperty('--col', `${col} / span ${span[1]}`)
    // Upright, the number rows become columns read left to right: 1 2 3, 4 5 6…
    button.style.setProperty('--ucol', row <= 3 ? `${4 - (row + span[0] - 1)} / span ${span[0]}` : `${row} / span ${span[0]}`)
    board.append(button)
    return button
  }
  spot('0', { kind: 'straight', numbers: [0] }, 1, 1, [3, 1], 'green')
  for (let n = 1; n <= 36; n++) spot(String(n), { kind: 'straight', numbers: [n] }, 3 - ((n - 1) % 3), 2 + Math.floor((n - 1) / 3), [1, 1], colour(n))
  for (let c = 1; c <= 3; c++) spot('2:1', { kind: 'column', index: c }, 4 - c, 14, [1, 1], 'outside')
  for (let d = 1; d <= 3; d++) spot(`${(d - 1) * 12 + 1}–${d * 12}`, { kind: 'dozen', index: d }, 4, 2 + (d - 1) * 4, [1, 4], 'outside')
  const evens = [
    ['1–18', { kind: 'low' }],
    [t.even, { kind: 'even' }],
    [t.red, { kind: 'red' }, 'red'],
    [t.black, { kind: 'black' }, 'black'],
    [t.odd, { kind: 'odd' }],
    ['19–36', { kind: 'high' }],
  ]
  evens.forEach(([label, bet, extra], i) => spot(label, bet, 5, 2 + i * 2, [1, 2], `outside ${extra ?? ''}`))

  const chips = el('div', { className: 'chips', role: 'radiogroup', 'aria-label': t.chip })
  for (const value of session.betLevels) {
    const button = el('button', { type: 'button', className: 'chip', role: 'radio', 'aria-checked': String(value === chip), onClick: () => selectChip(value) }, money(value))
    chips.append(button)
  }
  const selectChip = (value) => {
    chip = value
    for (const [i, button] of [...chips.children].entries()) button.setAttribute('aria-checked', String(session.betLevels[i] === value))
  }

  root.append(
    el(
      'section',
      { className: 'roulette' },
      info,
      el('div', { className: 'wheel' }, result, phase),
      el('h2', { className: 'visually-hidden' }, t.lastResults),
      history,
      board,
      chips,
      el(
        'div',
        { className: 'meters' },
        el('div', { className: 'meter' }, el('span', { className: 'label' }, t.balance), balanceValue),
        el('div', { className: 'meter' }, el('span', { className: 'label' }, t.bet), stakeValue),
        el('div', { className: 'meter' }, el('span', { className: 'label' }, t.win), winValue),
      ),
    ),
  )

  const say = (text) => {
    status.textContent = text
  }
  const now = () => Date.now() + clockOffset

  // Betting is open until the round's deadline by the table's clock: the spots close at that
  // moment, not at the poll after it, so a click never goes out for a round already closed.
  const bettingOpen = () => table?.phase === 'betting' && now() < new Date(table.round.closesAt).getTime()
  let closing = null

  function render() {
    balanceValue.textContent = money(balance)
    stakeValue.textContent = money(stake)
    const open = bettingOpen() && seated && !isPaused()
    for (const button of board.children) button.disabled = !open
    clearTimeout(closing)
    if (open) closing = setTimeout(render, new Date(table.round.closesAt).getTime() - now())
  }

  async function placeBet(bet, button) {
    if (!bettingOpen()) return
    try {
      const receipt = await api.post(`${base}/bets`, { roundNo: table.round.roundNo, bets: [{ ...bet, amountMinor: chip }] })
      balance = receipt.balanceMinor
      stakedRound = receipt.roundNo
      placed.set(button, (placed.get(button) ?? 0) + chip)
      stake = [...placed.values()].reduce((a, b) => a + b, 0)
      button.dataset.chips = money(placed.get(button))
      say(`${t.betTaken}: ${money(chip)}`)
      frame.post('balanceUpdate', { balanceMinor: balance, currency: session.currency })
    } catch (error) {
      say(messageFor(error, t))
    }
    render()
  }

  function clearBets() {
    placed.clear()
    stake = 0
    for (const button of board.children) delete button.dataset.chips
  }

  async function poll() {
    try {
      const next = await api.get(`/sandbox/api/tables/${encodeURIComponent(session.tableId)}`)
      clockOffset = new Date(next.serverTime).getTime() - Date.now()
      const newRound = table && next.round.roundNo !== table.round.roundNo
      table = next
      if (newRound) {
        clearBets()
        winValue.textContent = ''
      }
      info.textContent = `${next.name} · ${t.dealer}: ${next.dealerName} · ${t.seat}: ${next.seatsTaken}${next.seats ? `/${next.seats}` : ''}`
      history.replaceChildren(...next.history.map((h) => el('li', { className: colour(h.result) }, String(h.result))))
      const shown = next.round.result
      result.textContent = shown === null ? '–' : String(shown)
      result.className = `result ${shown === null ? '' : colour(shown)}`
      if (next.phase === 'betting') phase.textContent = `${t.placeBets} · ${Math.max(0, Math.ceil((new Date(next.round.closesAt).getTime() - now()) / 1000))} s`
      else if (next.phase === 'spinning') phase.textContent = t.betsClosed
      else if (next.phase === 'result') phase.textContent = `${t.result}: ${shown}`
      else phase.textContent = t.tableClosed
      if (next.phase === 'result' && stakedRound === next.round.roundNo && reportedRound !== stakedRound) await reportRound(stakedRound)
    } catch (error) {
      say(messageFor(error, t))
    }
    render()
  }

  // The player's round is settled by the poll that saw the result: read the balance and the round.
  async function reportRound(roundNo) {
    reportedRound = roundNo
    const [current, rounds] = await Promise.all([api.get(base), api.get(`${base}/rounds`)])
    balance = current.balanceMinor
    const mine = rounds.find((r) => r.outcome.kind === 'roulette' && r.outcome.roundNo === roundNo)
    if (mine && mine.status === 'settled') {
      winValue.textContent = mine.winMinor > 0 ? money(mine.winMinor) : ''
      if (mine.winMinor > 0) say(`${t.win} ${money(mine.winMinor)}`)
      frame.post('roundEnd', { roundId: mine.roundId, betMinor: mine.betMinor, winMinor: mine.winMinor, balanceMinor: balance, currency: session.currency })
    }
    frame.post('balanceUpdate', { balanceMinor: balance, currency: session.currency })
  }

  async function takeSeat() {
    try {
      await api.post(`${base}/seat`)
      seated = true
    } catch (error) {
      seated = false
      say(messageFor(error, t))
    }
  }

  async function refreshBalance() {
    try {
      balance = (await api.get(base)).balanceMinor
      frame.post('balanceUpdate', { balanceMinor: balance, currency: session.currency })
    } catch (error) {
      say(messageFor(error, t))
    }
    render()
  }

  await takeSeat()
  await poll()
  setInterval(poll, POLL_MS)
  // Reading the session keeps the seat; a full table is tried again.
  setInterval(() => (seated ? refreshBalance() : takeSeat()), KEEP_SEAT_MS)
  // Leaving the game frees the seat at once rather than after a minute of silence.
  window.addEventListener('pagehide', () => {
    fetch(`${base}/seat`, { method: 'DELETE', keepalive: true }).catch(() => undefined)
  })

  return {
    setPaused() {
      render()
    },
    refreshBalance,
  }
}
