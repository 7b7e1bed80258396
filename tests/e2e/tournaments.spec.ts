/**
 * Tournaments and live content through the real UI and platform: a visitor sees the public
 * tournaments in the casino lobby (at 360 and 1280 px, with axe), a player who plays real-money
 * rounds through the seamless wallet sees their own place and points, a player who placed in an
 * edition that has ended is paid (the header balance moves, the history names the prize, the
 * inbox tells it, the lobby shows the result), and an editor's content change reaches an open page
 * through the content event stream without a reload.
 */
import type { Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './axe'
import { expect, test } from './fixtures'
import { playOneRealRound } from './session-helpers'

const tournaments = (page: Page) => page.getByRole('region', { name: 'Tournaments' })
/** A series' running edition (its next one is named "… Starts in …"). */
const card = (page: Page, title: string) => tournaments(page).getByRole('article', { name: new RegExp(`^${title} Ends in `) })

for (const width of [1280, 360]) {
  test(`a visitor sees the public tournaments in the casino lobby at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/tournament/public/UN/casino/EN')
    await page.goto('/en-UN/online-casino')
    expect((await listed).status()).toBe(200)
    const daily = card(page, 'Daily Spin Sprint')
    await daily.scrollIntoViewIfNeeded()
    await expect(daily).toBeVisible()
    await expect(daily.getByText(/^Ends in (\d+ hr \d+ min|\d+ min)$/)).toBeVisible()
    await expect(tournaments(page).getByRole('article', { name: /^Daily Spin Sprint Starts in / })).toBeVisible()
    await expect(daily.getByText('€500.00')).toBeVisible()
    await expect(card(page, 'Weekly Slot Race').getByText('€2,500.00')).toBeVisible()
    // A visitor has no standing of their own.
    await expect(tournaments(page).getByTestId('my-standing')).toHaveCount(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await tournaments(page).screenshot({ path: `/tmp/tournaments-visitor-${width}.png` })
    await expectNoSeriousA11yViolations(page)
  })
}

test('a player who plays real-money rounds sees their own place and points', async ({ page }) => {
  // Login, launch and up to three spins of at least 2.5 s.
  test.setTimeout(120_000)
  const langmarket = await playOneRealRound(page)
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/v1/tournament/${langmarket.split('-')[1]}/casino/EN`)
  await page.goto(`/${langmarket}/online-casino`)
  const board = (await (await listed).json()) as { title: string; status: string; myStanding: { rank: number; points: number } | null }[]
  const mine = board.find((t) => t.title === 'Daily Spin Sprint' && t.status === 'RUNNING')!.myStanding
  // Book of Fortune is one of the tournament's games: the stake counts, one point per cent.
  expect(mine?.points).toBeGreaterThan(0)
  const daily = card(page, 'Daily Spin Sprint')
  await daily.scrollIntoViewIfNeeded()
  await expect(daily.getByTestId('my-standing')).toHaveText(`Your place: #${mine!.rank} with ${mine!.points.toLocaleString('en-US')} points`)
  await expect(daily.getByRole('list', { name: 'Top places of Daily Spin Sprint' })).toContainText('Da***')
  // Below the tablet breakpoint the lobby is the mobile channel's: it is drawn afresh, the card
  // with it. Wait for the old card to go, then for the new one and its standing.
  const drawnForWeb = await daily.elementHandle()
  await page.setViewportSize({ width: 360, height: 900 })
  await page.waitForFunction((card) => !card?.isConnected, drawnForWeb)
  await expect(daily.getByTestId('my-standing')).toHaveText(`Your place: #${mine!.rank} with ${mine!.points.toLocaleString('en-US')} points`)
  await daily.scrollIntoViewIfNeeded()
  await daily.screenshot({ path: '/tmp/tournaments-player-360.png' })
  await page.setViewportSize({ width: 1280, height: 900 })
  await tournaments(page).screenshot({ path: '/tmp/tournaments-player-1280.png' })
  await expectNoSeriousA11yViolations(page)
})

/** Kroner as the site shows them to an English reader: `2,500.00 kr` (a no-break space before the symbol). */
const nok = (minor: number) => `${Math.floor(minor / 100).toLocaleString('en-US')}.${String(minor % 100).padStart(2, '0')}\u00a0kr`

test('a player who placed in a finished edition is paid: the balance moves, the history and the inbox say it, the lobby shows the result', async ({ page, request }) => {
  // Login, launch and up to three spins of at least 2.5 s, then four pages.
  test.setTimeout(150_000)
  const langmarket = await playOneRealRound(page)
  const market = langmarket.split('-')[1]!
  const tokens = await page.evaluate(() => ({ id: localStorage.getItem('croupier.idToken')!, access: localStorage.getItem('croupier.accessToken')! }))
  const idToken = tokens.id
  const asPlayer = { 'X-Site-Id': '5', Authorization: `Bearer ${tokens.id}`, 'Access-Token': tokens.access }
  const mainBalance = async () => {
    const answer = await request.get('/api/v1/player/wallet', { headers: asPlayer })
    expect(answer.status(), await answer.text()).toBe(200)
    return ((await answer.json()) as { balanceMap: { MAIN: { cashMinor: number }[] } }).balanceMap.MAIN[0]!.cashMinor
  }

  // The history page is open, its header showing the balance after the round.
  await page.goto(`/${langmarket}/my-account/banking/transactions`)
  const balance = page.getByTestId('header-balance').locator('[aria-live]')
  await expect.poll(async () => (await balance.textContent()) === nok(await mainBalance())).toBe(true)
  const before = await mainBalance()

  // A day passes for the player's play (the platform's development route): the round now belongs
  // to yesterday's edition, which has ended. Reading the list (as another device's lobby would)
  // settles it.
  const moved = await request.post('/dev/tournaments/elapse', { headers: { Authorization: `Bearer ${idToken}` }, data: { days: 1 } })
  expect(moved.status(), await moved.text()).toBe(204)
  const list = (await (await request.get(`/api/v1/tournament/${market}/casino/EN`, { headers: asPlayer })).json()) as {
    title: string
    status: string
    myPrize: { place: number; amountMinor: number } | null
  }[]
  const won = list.filter((t) => t.status === 'FINISHED' && t.myPrize)
  const daily = won.find((t) => t.title === 'Daily Spin Sprint')!.myPrize!
  // The demo player is the kroner board's only player in this worker's database: first place, half the pool.
  expect(daily).toEqual({ place: 1, amountMinor: 250_000 })
  // (On a Monday the week's editions end too, and pay the same round a weekly prize.)
  const prizes = won.reduce((sum, t) => sum + t.myPrize!.amountMinor, 0)

  // The balance moves on the open page without a reload: the wallet's push.
  await expect(balance).toHaveText(nok(before + prizes))
  expect(await mainBalance()).toBe(before + prizes)

  // The history names the line.
  await page.reload()
  const prizeLine = page.getByTestId('history-row').filter({ hasText: 'Tournament prize' }).filter({ hasText: nok(250_000) })
  await expect(prizeLine).toHaveCount(1)
  await expect(prizeLine).toContainText('Bonus · Completed')
  await page.screenshot({ path: '/tmp/tournament-prize-history.png', fullPage: true })

  // The inbox tells the place and the prize.
  await page.goto(`/${langmarket}/my-account/inbox`)
  const inbox = page.frameLocator('iframe[title="Your messages"]')
  const message = inbox.getByRole('button', { name: /Tournament prize won/ }).first()
  await expect(message).toBeVisible()
  await message.click()
  // The amount reads as the header balance and the history show it (the site's formatter), not the browser's "NOK 2,500.00".
  await expect(inbox.getByText(`Congratulations! You finished #1 in Daily Spin Sprint and won ${nok(250_000)}.`)).toBeVisible()
  await expect(inbox.getByText(/NOK\s?2,500/)).toHaveCount(0)
  await page.screenshot({ path: '/tmp/tournament-prize-inbox.png' })

  // The lobby shows the finished edition with the player's result, at 360 and 1280 px.
  await page.goto(`/${langmarket}/online-casino`)
  const finished = tournaments(page).getByRole('article', { name: 'Daily Spin Sprint Finished' })
  await finished.scrollIntoViewIfNeeded()
  await expect(finished.getByTestId('my-result')).toHaveText(`You finished #1 and won ${nok(250_000)}`)
  await finished.screenshot({ path: '/tmp/tournament-result-1280.png' })
  await page.setViewportSize({ width: 360, height: 900 })
  await finished.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await finished.screenshot({ path: '/tmp/tournament-result-360.png' })
  await expectNoSeriousA11yViolations(page)
})

test('a content change reaches an open page without a reload', async ({ page, request }) => {
  const opened = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/content/events')
  await page.goto('/en-UN')
  expect((await opened).status()).toBe(200)
  const footer = page.getByRole('contentinfo')
  const original = (await (await request.get('/api/v1/content/footer?locale=en-UN', { headers: { 'X-Site-Id': '5' } })).json()) as { blocks: { id: string; body?: string }[] }
  const changed = original.blocks.map((b) => (b.id === 'footer-licence' ? { ...b, body: 'Licensed and regulated; this notice was just updated.' } : b))
  let navigations = 0
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations++)
  try {
    expect((await request.put('/dev/content/en/footer', { data: { blocks: changed } })).status()).toBe(204)
    await expect(footer.getByText('Licensed and regulated; this notice was just updated.')).toBeVisible()
    expect(navigations).toBe(0)
  } finally {
    await request.put('/dev/content/en/footer', { data: { blocks: original.blocks } })
  }
})
