// The slot: 5 reels × 3 rows. The server draws every round; the page only shows it, for at least
// the market's minimum spin time, and tells the site the balance and the round's end.
import { symbolSvg } from './symbols.js'
import { el, messageFor, reducedMotion, sleep } from './ui.js'

const REELS = 5
const ROWS = 3
const AUTOPLAY_SPINS = 25
const FILLER = ['L1', 'L2', 'L3', 'L4', 'H1', 'H2', 'H3', 'H4', 'W', 'S']

export async function start({ config, session, api, frame, root, status, t, money, isPaused }) {
  const base = `/sandbox/api/sessions/${session.sessionId}`
  let balance = session.balanceMinor
  let betIndex = 0
  let busy = false
  let autoplayLeft = 0
  // Free spins the operator granted on this game: played first, at their own stake, one by one.
  let freeRounds = session.freeRounds
  const playingFree = () => freeRounds !== null && freeRounds.left > 0
  const paytable = await api.get(`/sandbox/api/games/${session.gameId}/paytable`)
  const symbolNames = new Map(paytable.symbols.map((s) => [s.id, s.name]))
  // What the reels show between spins: the strips' tops until the first round, then the last round's.
  let lastWindow = paytable.strips.map((strip) => strip.slice(0, ROWS))

  // Reels: five columns of three cells.
  const cells = []
  const reels = el('div', { className: 'reels', role: 'group', 'aria-label': config.gameName })
  for (let r = 0; r < REELS; r++) {
    const column = el('div', { className: 'reel' })
    cells[r] = []
    for (let row = 0; row < ROWS; row++) {
      const cell = el('div', { className: 'cell' })
      cells[r][row] = cell
      column.append(cell)
    }
    reels.append(column)
  }

  const balanceValue = el('output', { className: 'value', 'aria-live': 'polite' })
  const betValue = el('output', { className: 'value' })
  const winValue = el('output', { className: 'value', 'aria-live': 'polite' })
  const freeValue = el('output', { className: 'value', 'aria-live': 'polite' })
  const freeBanner = el('p', { className: 'free-rounds', hidden: true }, el('span', { className: 'label' }, t.freeRoundsLeft), ' ', freeValue)
  const lower = el('button', { type: 'button', className: 'step', 'aria-label': t.decreaseBet, onClick: () => setBet(betIndex - 1) }, '−')
  const raise = el('button', { type: 'button', className: 'step', 'aria-label': t.increaseBet, onClick: () => setBet(betIndex + 1) }, '+')
  const spinButton = el('button', { type: 'button', className: 'spin', onClick: () => spin(false) }, t.spin)
  const autoButton = el('button', { type: 'button', className: 'secondary', 'aria-pressed': 'false', onClick: toggleAutoplay }, t.autoplay)
  const paytableButton = el('button', { type: 'button', className: 'secondary', onClick: openPaytable }, t.paytable)
  const historyButton = el('button', { type: 'button', className: 'secondary', onClick: openHistory }, t.history)
  if (!session.rules.autoplay) {
    autoButton.disabled = true
    autoButton.title = t.noAutoplay
  }

  const meters = el(
    'div',
    { className: 'meters' },
    el('div', { className: 'meter' }, el('span', { className: 'label' }, t.balance), balanceValue),
    el('div', { className: 'meter bet' }, el('span', { className: 'label' }, t.bet), el('div', { className: 'stepper' }, lower, betValue, raise)),
    el('div', { className: 'meter' }, el('span', { className: 'label' }, t.win), winValue),
  )
  const controls = el('div', { className: 'controls' }, paytableButton, historyButton, spinButton, autoButton)
  const dialog = el('dialog', { className: 'panel', 'aria-labelledby': 'panel-title' })
  root.append(el('section', { className: 'slot' }, freeBanner, reels, meters, controls), dialog)

  const show = (window) => {
    for (let r = 0; r < REELS; r++) for (let row = 0; row < ROWS; row++) paint(cells[r][row], window[r][row])
  }
  const paint = (cell, id) => {
    cell.replaceChildren(symbolSvg(id, symbolNames.get(id)))
    cell.dataset.symbol = id
  }

  function render() {
    const free = playingFree()
    balanceValue.textContent = money(balance)
    betValue.textContent = money(free ? freeRounds.spinValueMinor : session.betLevels[betIndex])
    freeBanner.hidden = !free
    freeValue.textContent = free ? String(freeRounds.left) : ''
    const locked = busy || isPaused()
    spinButton.disabled = locked || autoplayLeft > 0
    spinButton.textContent = free ? t.freeSpin : t.spin
    // A free spin's stake is the grant's: the bet cannot be changed until they are played.
    lower.disabled = locked || autoplayLeft > 0 || free || betIndex === 0
    raise.disabled = locked || autoplayLeft > 0 || free || betIndex === session.betLevels.length - 1
    autoButton.textContent = autoplayLeft > 0 ? t.stopAutoplay : t.autoplay
    autoButton.setAttribute('aria-pressed', String(autoplayLeft > 0))
  }

  function setBet(index) {
    betIndex = Math.max(0, Math.min(session.betLevels.length - 1, index))
    render()
  }

  function say(text) {
    status.textContent = text
  }

  // A spin: the reels run while the server answers and until the market's minimum spin time
  // has passed, then stop one after another.
  async function spin(auto) {
    if (busy || isPaused()) return
    busy = true
    for (const column of cells) for (const cell of column) cell.classList.remove('won')
    winValue.textContent = ''
    say('')
    render()
    const started = performance.now()
    for (const column of cells) for (const cell of column) cell.classList.remove('stopped')
    const flicker = reducedMotion()
      ? null
      : setInterval(() => {
          for (const column of cells) for (const cell of column) if (!cell.classList.contains('stopped')) paint(cell, FILLER[Math.floor(Math.random() * FILLER.length)])
        }, 90)
    reels.classList.add('spinning')
    let round
    try {
      round = await api.post(
        `${base}/spins`,
        playingFree() ? { betMinor: freeRounds.spinValueMinor, autoplay: auto, freeRound: true } : { betMinor: session.betLevels[betIndex], autoplay: auto },
      )
    } catch (error) {
      clearInterval(flicker)
      reels.classList.remove('spinning')
      if (lastWindow) show(lastWindow)
      say(messageFor(error, t))
      autoplayLeft = 0
      busy = false
      render()
      return
    }
    const minMs = session.rules.minSpinMs
    const { base: first, freeSpins } = round.outcome
    for (let r = 0; r < REELS; r++) {
      await sleep(started + minMs * (0.6 + (0.4 * (r + 1)) / REELS) - performance.now())
      for (let row = 0; row < ROWS; row++) {
        cells[r][row].classList.add('stopped')
        paint(cells[r][row], first.window[r][row])
      }
    }
    clearInterval(flicker)
    reels.classList.remove('spinning')
    lastWindow = first.window
    showWins(first)
    for (const [i, freeSpin] of freeSpins.entries()) {
      say(`${t.freeSpins} ${i + 1}/${freeSpins.length}`)
      await sleep(reducedMotion() ? 300 : 900)
      show(freeSpin.window)
      lastWindow = freeSpin.window
      showWins(freeSpin)
    }
    balance = round.balanceMinor
    winValue.textContent = round.winMinor > 0 ? money(round.winMinor) : ''
    if (round.winMinor > 0) say(`${t.win} ${money(round.winMinor)}`)
    if (round.freeRoundsLeft !== null) {
      freeRounds = { ...freeRounds, left: round.freeRoundsLeft }
      if (round.freeRoundsLeft === 0) say([round.winMinor > 0 ? `${t.win} ${money(round.winMinor)}.` : '', t.freeRoundsDone].filter(Boolean).join(' '))
    }
    frame.post('balanceUpdate', { balanceMinor: balance, currency: session.currency })
    frame.post('roundEnd', { roundId: round.roundId, betMinor: round.betMinor, winMinor: round.winMinor, balanceMinor: balance, currency: session.currency })
    busy = false
    if (autoplayLeft > 0) autoplayLeft--
    render()
    if (autoplayLeft > 0 && !isPaused()) {
      await sleep(new Date(round.nextSpinAt).getTime() - Date.now())
      if (autoplayLeft > 0 && !isPaused()) spin(true)
    }
  }

  function showWins(outcome) {
    for (const win of outcome.lineWins) {
      const line = paytable.lines[win.line]
      if (line) for (let r = 0; r < win.count; r++) cells[r][line[r]].classList.add('won')
    }
    if (outcome.scatters >= 3) for (const column of cells) for (const cell of column) if (cell.dataset.symbol === 'S') cell.classList.add('won')
  }

  function toggleAutoplay() {
    if (!session.rules.autoplay) return
    autoplayLeft = autoplayLeft > 0 ? 0 : AUTOPLAY_SPINS
    render()
    if (autoplayLeft > 0) spin(true)
  }

  function openPanel(title, ...content) {
    dialog.replaceChildren(
      el('h2', { id: 'panel-title' }, title),
      ...content,
      el('button', { type: 'button', className: 'secondary close', onClick: () => dialog.close() }, t.close),
    )
    dialog.showModal()
  }

  function openPaytable() {
    const lineBet = session.betLevels[betIndex] / paytable.lines.length
    const rows = paytable.symbols
      .filter((s) => paytable.linePays[s.id])
      .map((s) =>
        el(
          'tr',
          {},
          el('th', { scope: 'row' }, el('span', { className: 'mini' }, symbolSvg(s.id, s.name)), s.name),
          ...[3, 4, 5].map((n) => el('td', {}, money(paytable.linePays[s.id][n] * lineBet))),
        ),
      )
    const scatter = Object.entries(paytable.scatterPays).map(([n, pay]) => el('li', {}, `${n} × ${symbolNames.get(paytable.scatter)}: ${money(pay * session.betLevels[betIndex])}`))
    openPanel(
      t.paytable,
      el('table', { className: 'pays' }, el('thead', {}, el('tr', {}, el('td'), el('th', {}, '3'), el('th', {}, '4'), el('th', {}, '5'))), el('tbody', {}, rows)),
      el('ul', {}, scatter),
      el('p', {}, t.linesInfo),
      el('p', {}, t.wildInfo),
      el('p', {}, t.scatterInfo),
      el('p', { className: 'rtp' }, `${t.rtp}: ${paytable.rtp.percent.toFixed(2)} %`),
    )
  }

  async function openHistory() {
    let rounds
    try {
      rounds = await api.get(`${base}/rounds`)
    } catch (error) {
      say(messageFor(error, t))
      return
    }
    const items = rounds.map((r) =>
      el(
        'li',
        { className: 'recall' },
        el('span', {}, new Date(r.startedAt).toLocaleTimeString(document.documentElement.lang)),
        el('span', {}, `${t.bet} ${money(r.betMinor)}`),
        el('span', {}, `${t.win} ${money(r.winMinor)}`),
        el('span', { className: 'window', 'aria-hidden': 'true' }, r.outcome.base.window.map((reel) => reel.join(' ')).join(' | ')),
      ),
    )
    openPanel(t.history, items.length ? el('ol', {}, items) : el('p', {}, t.noRounds))
  }

  async function refreshBalance() {
    try {
      balance = (await api.get(base)).balanceMinor
      render()
      frame.post('balanceUpdate', { balanceMinor: balance, currency: session.currency })
    } catch (error) {
      say(messageFor(error, t))
    }
  }

  show(lastWindow)
  render()

  return {
    setPaused(paused) {
      if (paused) autoplayLeft = 0
      render()
    },
    refreshBalance,
  }
}
