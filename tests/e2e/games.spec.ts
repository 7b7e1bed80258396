/**
 * The lobby and the game page as a visitor meets them: search by name, the provider filters, the
 * lobby at 360 px and 1280 px (screenshots in the report), fun play in the game frame, and the
 * game guard's redirect.
 */
import type { Page, TestInfo } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './axe'
import { expect, test } from './fixtures'
import { logIn, playOneRealRound, screenshot } from './session-helpers'
import { formatClockTime } from '../../src/locale/timeZones'

/** Where the closed-table test leaves its screenshots for a human to look at (never compared). */
const SHOTS = process.env.SCREENS_DIR ?? '.tmp/screens'

const tiles = (page: Page) => page.getByTestId('game-tile')

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: false }), contentType: 'image/png' })
}

test('a visitor finds a game by name, case-insensitively, and plays it in fun mode', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto('/en-UN')
  await expect(page.getByRole('heading', { level: 1, name: 'Casino, live casino and sports betting' })).toBeVisible()

  // A part of the name in any case finds it.
  await page.getByLabel('Search games').fill('OF FORTU')
  await expect(page.getByRole('heading', { name: 'Results for “OF FORTU”' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'games found' })).toBeVisible()
  const result = tiles(page).filter({ hasText: 'Book of Fortune' })
  await expect(result).toHaveCount(1)
  for (const name of await tiles(page).locator('a').allTextContents()) expect(name.toLowerCase()).toContain('of fortu')

  // Clearing the search brings the rows back.
  await page.getByLabel('Search games').fill('')
  await expect(page.getByRole('heading', { name: 'Popular' })).toBeVisible()
  await page.getByLabel('Search games').fill('book of fortune')
  // Fun mode through Novomatic's own demo URL call (spec 001 §7).
  const demoUrl = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/novomatic/game/url/demo')
  await tiles(page).filter({ hasText: 'Book of Fortune' }).getByRole('link').click()
  expect((await demoUrl).status()).toBe(200)

  await expect(page).toHaveURL(/\/en-UN\/online-casino\/play\/novomatic\/book-of-fortune$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Book of Fortune' })).toBeVisible()
  await expect(page.getByTestId('header-game-title')).toHaveText(/Book of Fortune\s*Novomatic/)
  await expect(page.getByText('Fun mode')).toBeVisible()

  // The frame says it is ready with the fun balance; a spin moves it (bet 0.20, plus any win). A
  // win of exactly the stake leaves it where it was, so the player spins again then (the real RNG
  // decides; three such rounds in a row would be a defect).
  const balance = page.getByTestId('game-balance')
  await expect(balance).toHaveText('€1,000.00')
  const frame = page.frameLocator('iframe[title="Book of Fortune"]')
  const spin = frame.getByRole('button', { name: 'Spin' })
  // On a desktop's wide, short frame the reels are sized so the meters and Spin stay in view: the
  // player never scrolls inside the game to spin.
  const frameBox = (await page.locator('iframe[title="Book of Fortune"]').boundingBox())!
  const spinBox = (await spin.boundingBox())!
  expect(spinBox.y + spinBox.height).toBeLessThanOrEqual(frameBox.y + frameBox.height)
  for (let round = 1; round <= 3 && (await balance.textContent()) === '€1,000.00'; round++) {
    await spin.click()
    // The button is locked while the round runs (at least 2.5 s; a feature's ten spins add ~9 s)
    // and comes back when it has ended.
    await expect(spin).toBeDisabled()
    await expect(spin).toBeEnabled({ timeout: 45_000 })
  }
  await expect(balance).not.toHaveText('€1,000.00')
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeEnabled()
  await expectNoSeriousA11yViolations(page)

  // Leaving the game takes its title out of the header.
  await page.getByRole('link', { name: 'Back to the lobby' }).click()
  await expect(page).toHaveURL(/\/en-UN\/online-casino$/)
  await expect(page.getByTestId('header-game-title')).toHaveCount(0)
})

test('the provider filters narrow the grid to the checked providers and clear again', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/en-UN/online-casino')
  await page.getByRole('button', { name: 'Filters' }).click()
  const panel = page.getByRole('dialog', { name: 'Filter by provider' })
  // Spec 001 §9: the casino panel leaves out Relax and the aggregators (their studios are listed instead).
  await expect(panel.getByLabel("Play'n GO")).toBeVisible()
  for (const excluded of ['Relax Gaming', 'Pariplay', 'SOFTSWISS']) await expect(panel.getByLabel(excluded, { exact: true })).toHaveCount(0)
  await expect(panel.getByLabel('Northlight Studios')).toBeVisible()

  await panel.getByLabel('Quickspin').check()
  await panel.getByRole('button', { name: 'Show games' }).click()
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^\d+ games$/ })).toBeVisible()
  await expect(tiles(page).first()).toBeVisible()
  for (const studio of await tiles(page).locator('a span:last-child').allTextContents()) expect(studio).toBe('Quickspin')
  await attachScreenshot(page, test.info(), 'casino filtered by Quickspin, 1280 px')

  await page.getByRole('button', { name: 'Filters (1)' }).click()
  await page.getByRole('dialog', { name: 'Filter by provider' }).getByRole('button', { name: 'Clear filters' }).click()
  await page.getByRole('dialog', { name: 'Filter by provider' }).getByRole('button', { name: 'Show games' }).click()
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Popular' })).toBeVisible()
})

for (const width of [360, 1280]) {
  test(`the home lobby at ${width} px: hero, rows, jackpots, winners, all games`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/en-UN')
    await expect(page.getByRole('heading', { name: 'Popular' })).toBeVisible()
    await expect(tiles(page).first()).toBeVisible()
    // Nothing wider than the screen: rows scroll inside themselves.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await attachScreenshot(page, test.info(), `home lobby, ${width} px`)

    await expect(page.locator('#lobby-jackpots')).toBeVisible()
    await expect(page.getByTestId('jackpot-amount').first()).toHaveText(/^€[\d,]+\.\d{2}$/)
    await expect(page.getByRole('heading', { name: 'Latest winners' })).toBeVisible()
    await page.getByRole('heading', { name: 'All games' }).scrollIntoViewIfNeeded()
    await expect(page.getByRole('status').filter({ hasText: /^\d+ games$/ })).toBeVisible()
    await attachScreenshot(page, test.info(), `home lobby scrolled, ${width} px`)
    await expectNoSeriousA11yViolations(page)

    const bottomNav = page.getByRole('navigation', { name: 'Lobby' })
    if (width < 768) {
      // Spec 000 §2: the mobile bottom navigation's first tab opens the filter panel.
      await bottomNav.getByRole('button', { name: 'Filters' }).click()
      await expect(page.getByRole('dialog', { name: 'Filter by provider' })).toBeVisible()
      await attachScreenshot(page, test.info(), `filter panel, ${width} px`)
    } else {
      await expect(bottomNav).toBeHidden()
    }
  })
}

test('the jackpot values tick', async ({ page }) => {
  await page.goto('/en-UN')
  const first = page.getByTestId('jackpot-amount').first()
  await expect(first).toBeVisible()
  const before = await first.textContent()
  await expect(first).not.toHaveText(before!, { timeout: 10_000 })
})

test('money in the Finnish lobby follows the spec: the euro sign after the amount, commas for thousands, two decimals', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Country': 'FI' })
  await page.goto('/fi-FI')
  await expect(page.getByTestId('jackpot-amount').first()).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}\u00a0€$/)
})

test('the game guard sends an unknown game home, and a visitor at a live table to the login', async ({ page }) => {
  await page.goto('/en-UN/online-casino/play/playngo/no-such-game')
  await expect(page).toHaveURL(/\/en-UN\/?$/)

  await page.goto('/en-UN/live-casino-online')
  const table = tiles(page).first()
  await expect(table).toBeVisible()
  const href = await table.getByRole('link').getAttribute('href')
  // Live tables have no fun mode: the tile opens the login over the lobby and keeps the table.
  expect(href).toMatch(/^\/en-UN\/live-casino-online\?login=1&redirect=%2Fen-UN%2Flive-casino-online%2Fplay%2F/)
  const tablePath = decodeURIComponent(href!.split('redirect=')[1]!)
  await page.goto(tablePath)
  await expect(page).toHaveURL(/\/en-UN\/live-casino-online\?login=1&redirect=/)
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
})

test('a player plays for real money and the balance moves with every round', async ({ page }) => {
  // Login, launch and up to three spins of at least 2.5 s (a feature round adds ten more).
  test.setTimeout(90_000)
  // The bet and the win go through the seamless wallet; the frame reports the wallet's balance.
  await playOneRealRound(page)
  await attachScreenshot(page, test.info(), 'real-money round, 1280 px')
})

test('favourites: a visitor is asked to log in; a player marks a game and finds it in My favourites', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto('/en-UN/online-casino')
  const popular = page.locator('section', { has: page.getByRole('heading', { name: 'Popular' }) })
  await popular.getByRole('button', { name: /^Favourite: / }).first().click()
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()

  await logIn(page, 'demo.fi@croupier.test')
  // In English, whatever the player's own language.
  await page.goto('/en-UN/online-casino')
  const star = page.locator('section', { has: page.getByRole('heading', { name: 'Popular' }) }).getByRole('button', { name: /^Favourite: / }).nth(2)
  const name = (await star.getAttribute('aria-label'))!.replace(/^Favourite: /, '')
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  // Saved on the platform: after a reload the game leads the favourites row.
  await page.reload()
  const favourites = page.locator('section', { has: page.getByRole('heading', { name: 'My favourites' }) })
  await expect(favourites.getByTestId('game-tile').first()).toContainText(name)
})

test('a player plays live roulette for real money: the chip leaves the balance, the dealt result settles the round', async ({ page, request }) => {
  // A fast table (10 s of betting, 20 s a round) that is always open and has no seat limit.
  test.setTimeout(90_000)
  await logIn(page, 'demo@croupier.test')
  const langmarket = new URL(page.url()).pathname.split('/')[1]!
  const market = langmarket.split('-')[1]!
  const lobby = await request.get(`/api/v1/lobby-service/games?type=LIVE_CASINO&channel=web&market=${market}&providers=evolution&pageSize=60`, { headers: { 'X-Site-Id': '5' } })
  const table = ((await lobby.json()).games as { name: string; gameSlug: string; categories: string[] }[]).find(
    (g) => g.categories.includes('live-speed') && !g.categories.includes('live-local') && !g.categories.includes('live-vip'),
  )!
  // The table opens through Evolution's own authenticate call (spec 001 §7), not the generic one.
  const authenticated = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/evolution/user/authenticate' && r.request().method() === 'POST')
  await page.goto(`/${langmarket}/live-casino-online/play/evolution/${table.gameSlug}`)
  expect((await authenticated).status()).toBe(200)
  await expect(page.getByText('Real money')).toBeVisible()
  const balance = page.getByTestId('game-balance')
  const minor = async () => Number((await balance.textContent())!.replace(/\D/g, ''))
  await expect(balance).toBeVisible()
  const game = page.frameLocator(`iframe[title="${table.name}"]`)

  // Seated and betting: the spots open. The first chip goes on red.
  const red = game.getByRole('button', { name: 'Red', exact: true })
  await expect(red).toBeEnabled({ timeout: 30_000 })
  // With time left to bet: a click in the round's last second may reach the table after its
  // deadline on a busy machine, and is then rightly refused.
  await expect(game.getByText(/^Place your bets · ([4-9]|10) s$/)).toBeVisible({ timeout: 30_000 })
  const before = await minor()
  await red.click()
  await expect(game.getByRole('status').filter({ hasText: 'Bet placed' })).toBeVisible()
  await expect.poll(minor).toBeLessThan(before)
  const chip = before - (await minor())

  // The wheel stops: red pays even money, anything else keeps the stake.
  const shown = game.getByText(/^Result: \d{1,2}$/)
  await expect(shown).toBeVisible({ timeout: 30_000 })
  const result = Number((await shown.textContent())!.replace(/\D/g, ''))
  const reds = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])
  await expect.poll(minor, { timeout: 15_000 }).toBe(before - chip + (reds.has(result) ? 2 * chip : 0))
  await attachScreenshot(page, test.info(), 'real-money roulette, 1280 px')
  await screenshot(page, 'roulette-real-money')
})

test.describe('a live table closed now', () => {
  // The browser's clock is UTC and the player lives in Norway: times must be Oslo's, not the browser's.
  test.use({ timezoneId: 'UTC' })

  test('its tile says when it opens instead of seats, and its page says so without a Try again', async ({ page, request }) => {
    test.setTimeout(90_000)
    await logIn(page, 'demo@croupier.test')
    const langmarket = new URL(page.url()).pathname.split('/')[1]!
    const lobby = await request.get(`/api/v1/lobby-service/games?type=LIVE_CASINO&channel=web&market=NO&providers=evolution&pageSize=60`, { headers: { 'X-Site-Id': '5' } })
    // The lobby's first table: a VIP table with a seat limit, which the tile would count.
    const table = ((await lobby.json()).games as { name: string; gameSlug: string; providerGameCode: string; seats: number | null }[]).find((g) => g.seats !== null)!

    // Closed from now until two hours on, whatever the time of day (the development route sets its hours, UTC minutes).
    const minute = Math.floor((Date.now() % 86_400_000) / 60_000)
    const closing = await request.put(`/dev/live-tables/${table.providerGameCode}/hours`, { data: { openFromMinute: (minute + 120) % 1440, openToMinute: (minute + 180) % 1440 } })
    expect(closing.status()).toBe(200)
    const hours = await closing.json()
    try {
      const game = await (await request.get(`/api/v1/lobby-service/games/${table.gameSlug}?market=NO`, { headers: { 'X-Site-Id': '5' } })).json()
      expect(game).toMatchObject({ open: false, opensAt: expect.any(String) })
      const opensAt = formatClockTime(game.opensAt, 'en', 'Europe/Oslo')
      expect(opensAt).not.toBe(formatClockTime(game.opensAt, 'en', 'UTC'))

      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: width === 360 ? 780 : 900 })
        await page.goto(`/${langmarket}/live-casino-online`)
        const tile = tiles(page).filter({ hasText: table.name }).first()
        await tile.scrollIntoViewIfNeeded()
        // No seats promised: the tile says it is closed and when it opens, on the player's clock.
        await expect(tile).toContainText(`Evolution · Closed, opens ${opensAt}`)
        await expect(tile).not.toContainText(/seats? free/)
        await page.screenshot({ path: `${SHOTS}/live-closed-tile-${width}.png` })
        await attachScreenshot(page, test.info(), `closed table's tile, ${width} px`)

        // Still a link: the player may look, and is told it is closed and when it opens.
        const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/evolution/user/authenticate')
        await tile.getByRole('link').click()
        await expect(page).toHaveURL(new RegExp(`/${langmarket}/live-casino-online/play/evolution/${table.gameSlug}$`))
        const answer = await refused
        expect(answer.status()).toBe(400)
        expect(await answer.json()).toMatchObject({ code: 'error.evolution.table.unavailable', additionalInfo: { opensAt: game.opensAt } })
        await expect(page.getByRole('status').filter({ hasText: 'This table is closed now.' })).toHaveText(`This table is closed now. It opens at ${opensAt}.`)
        await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0)
        await expect(page.getByText('The game could not be started.')).toHaveCount(0)
        await expect(page.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', `/${langmarket}/live-casino-online`)
        await page.screenshot({ path: `${SHOTS}/live-closed-game-${width}.png` })
        await attachScreenshot(page, test.info(), `closed table's page, ${width} px`)
      }
      await expectNoSeriousA11yViolations(page)
    } finally {
      await request.put(`/dev/live-tables/${table.providerGameCode}/hours`, { data: hours })
    }
  })
})

test('the in-game menu pauses the game, shows the account, rewards, banking, bonus code, responsible gambling and settings, and resumes it on close', async ({ page }) => {
  test.setTimeout(90_000)
  await playOneRealRound(page)
  const game = page.frameLocator('iframe[title="Book of Fortune"]')
  await expect(game.getByText('Game paused')).toBeHidden()

  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  const menu = page.getByRole('dialog', { name: 'Game menu' })
  await expect(menu).toBeVisible()
  await expect(menu).toContainText('The game is paused while this menu is open.')
  // The frame heard the pause: its overlay is up and a spin cannot start.
  await expect(game.getByText('Game paused')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await menu.getByRole('button', { name: 'My account' }).click()
  const account = page.getByRole('dialog', { name: 'My account' })
  // The same wallet as the header: cash, locked, bonus and total.
  const cash = (await page.getByTestId('header-balance').textContent())!.replace(/^Balance/, '').trim()
  await expect(account.getByTestId('menu-balances')).toContainText(/Cash.*Locked in withdrawals.*Bonus.*Total/)
  await expect(account.getByRole('link', { name: 'Transaction history' })).toBeVisible()
  expect(cash).not.toBe('')
  await account.getByRole('button', { name: 'Back to the menu' }).click()

  await menu.getByRole('button', { name: 'Banking' }).click()
  await expect(page.getByRole('dialog', { name: 'Banking' }).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', /\/my-account\/banking\/deposit$/)
  await page.getByRole('button', { name: 'Back to the menu' }).click()

  // Rewards and bonus codes without leaving the game (their flows are the pages' own: rewards.spec.ts).
  await menu.getByRole('button', { name: 'Rewards' }).click()
  const rewards = page.getByRole('dialog', { name: 'Rewards' })
  await expect(rewards.getByRole('tab', { name: /^Active \(\d+\)$/ })).toBeVisible()
  await rewards.getByRole('tab', { name: /^Rewards \(\d+\)$/ }).click()
  await expect(rewards.getByRole('button', { name: /^Claim / }).first()).toBeVisible()
  await rewards.getByRole('button', { name: 'Back to the menu' }).click()
  await menu.getByRole('button', { name: 'Bonus code' }).click()
  const code = page.getByRole('dialog', { name: 'Bonus code' })
  await expect(code.getByLabel('Bonus code')).toBeEditable()
  await expect(game.getByText('Game paused')).toBeVisible()
  await code.getByRole('button', { name: 'Back to the menu' }).click()

  await menu.getByRole('button', { name: 'Responsible gambling' }).click()
  const rg = page.getByRole('dialog', { name: 'Responsible gambling' })
  await expect(rg.getByRole('link', { name: 'Gambling limits' })).toBeVisible()
  await expect(rg.getByText('Reality check', { exact: false }).first()).toBeVisible()
  await screenshot(page, 'game-menu-responsible-gambling')
  await rg.getByRole('button', { name: 'Back to the menu' }).click()

  await menu.getByRole('button', { name: 'Settings' }).click()
  // Focus moves to the dialog, which now reads its new title.
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeFocused()
  await expect(page.getByRole('dialog', { name: 'Settings' })).toContainText('Language of the site and the game:')

  // Escape closes it from any section: the game resumes.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(game.getByText('Game paused')).toBeHidden()
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled()
})

test('on a phone, a Pragmatic Play game opens the pre-game dialog first: its studio, stakes and a way to play for fun or log in', async ({ page, request }) => {
  test.setTimeout(60_000)
  const list = await request.get('/api/v1/lobby-service/games?type=CASINO&channel=mobile&market=UN&providers=pragmaticplay&pageSize=30', { headers: { 'X-Site-Id': '5' } })
  const game = ((await list.json()).games as { name: string; gameSlug: string; demo: boolean }[]).find((g) => g.demo)!
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/en-UN/online-casino')
  await page.getByLabel('Search games').fill(game.name)
  await tiles(page).filter({ hasText: game.name }).first().getByRole('link').click()

  const dialog = page.getByRole('dialog', { name: game.name })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/en-UN/online-casino\\?.*pregame=${game.gameSlug}`))
  await expect(dialog.getByTestId('pre-game')).toContainText('Pragmatic Play')
  await expect(dialog.getByTestId('pre-game')).toContainText(/Stakes from €\d+\.\d{2} to €[\d,]+\.\d{2}/)
  await expect(dialog.getByRole('link', { name: 'Log in to play for real money' })).toHaveAttribute('href', /login=1&redirect=%2Fen-UN%2Fonline-casino%2Fplay%2Fpragmaticplay%2F/)
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'pre-game-dialog-360')

  await dialog.getByRole('link', { name: 'Play for fun' }).click()
  await expect(page).toHaveURL(new RegExp(`/en-UN/online-casino/play/pragmaticplay/${game.gameSlug}$`))
  await expect(page.getByText('Fun mode')).toBeVisible()

  // On a desktop the same tile opens the game at once.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/en-UN/online-casino')
  await page.getByLabel('Search games').fill(game.name)
  await tiles(page).filter({ hasText: game.name }).first().getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/play/pragmaticplay/${game.gameSlug}$`))
})
