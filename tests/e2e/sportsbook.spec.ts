import type { FrameLocator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations } from './axe'
import { logIn } from './session-helpers'

/**
 * The sportsbook through the real UI and the platform's sandbox sportsbook: a visitor browses it
 * anonymously and is asked to log in to bet; a player places a single bet, sees the header's
 * balance drop, and sees the bet settled when its event's result is drawn (the e2e platform kicks
 * events off every 10 s, SPORTSBOOK_SLOT_MS in platform.ts, and settles them 5 s later).
 */

const frameOf = (page: Page) => page.frameLocator('iframe[data-sportsbook-frame]')

/** The second event still open for bets: a slot (10 s) or more from kick-off, time enough to send the slip. */
async function pickOpenEvent(frame: FrameLocator) {
  const open = frame.locator('article.event.open')
  await expect(open.nth(1)).toBeVisible()
  return open.nth(1)
}

test('a visitor sees the sportsbook anonymously and is asked to log in to bet', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/en-UN/sportsbook')
  await expect(page.getByRole('heading', { level: 1, name: 'Sportsbook' })).toBeVisible()
  await expect(page.locator('iframe[data-sportsbook-frame]')).toHaveAttribute('data-customer-state', 'Anonymous')
  await expect(page.getByRole('status').filter({ hasText: 'You are browsing as a visitor: log in to place bets.' })).toBeVisible()
  const frame = frameOf(page)
  const event = await pickOpenEvent(frame)
  // Odds are shown; there is no stake to enter and no balance, only the way to log in.
  await expect(event.getByRole('button').first()).toBeEnabled()
  await expect(frame.getByRole('button', { name: 'Log in to bet' })).toBeVisible()
  await expect(frame.getByLabel(/^Stake/)).toHaveCount(0)
  await expect(frame.getByTestId('sportsbook-balance')).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)
  await page.screenshot({ path: '/tmp/sportsbook-visitor-360.png', fullPage: true })

  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(frame.locator('article.event').first()).toBeVisible()
  await page.screenshot({ path: '/tmp/sportsbook-visitor-1280.png', fullPage: true })

  // Asking to bet inside the frame opens the login over the sportsbook.
  await frame.getByRole('button', { name: 'Log in to bet' }).click()
  await expect(page).toHaveURL(/\/en-UN\/sportsbook\?login=1/)
  await expect(page.getByRole('dialog').getByLabel('E-mail')).toBeVisible()
})

test('a player places a single bet, sees the balance drop and the bet settled', async ({ page }) => {
  test.setTimeout(90_000)
  await logIn(page, 'demo@croupier.test')
  const langmarket = new URL(page.url()).pathname.split('/')[1]!
  await page.goto(`/${langmarket}/sportsbook`)
  await expect(page.locator('iframe[data-sportsbook-frame]')).toHaveAttribute('data-customer-state', 'LoggedIn')
  await expect(page.getByText('You are browsing as a visitor: log in to place bets.')).toHaveCount(0)
  const frame = frameOf(page)
  const header = page.getByTestId('header-balance')
  await expect(header).not.toContainText('…')
  const before = (await header.textContent())!
  await expect(frame.getByTestId('sportsbook-balance')).toBeVisible()

  const event = await pickOpenEvent(frame)
  const teams = (await event.getByRole('heading').textContent())!
  await event.getByRole('button').first().click()
  const stake = frame.getByLabel(/^Stake/)
  await expect(stake).toBeFocused()
  await stake.fill('20')
  await expect(frame.getByText(/^Potential return: /)).not.toContainText('—')
  await frame.getByRole('button', { name: 'Place bet' }).click()
  await expect(frame.getByRole('status').filter({ hasText: 'Bet placed.' })).toBeVisible()

  // The wallet's push moves the header's balance; the frame is told it too.
  await expect(header).not.toHaveText(before)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: '/tmp/sportsbook-player-1280.png', fullPage: true })

  await frame.getByRole('button', { name: 'My bets' }).click()
  const bet = frame.locator('li.bet').filter({ hasText: teams })
  await expect(bet).toBeVisible()
  await expect(bet.locator('.bet-status')).toHaveAttribute('data-status', 'open')
  await expectNoSeriousA11yViolations(page)
  // Kick-off within 20 s, the result 5 s later; the frame reads its bets every 3 s.
  await expect(bet.locator('.bet-status')).toHaveAttribute('data-status', /^(won|lost)$/, { timeout: 45_000 })
  const settled = await bet.locator('.bet-status').getAttribute('data-status')
  await expect(bet).toContainText(settled === 'won' ? 'Won · Return' : 'Lost')
  await page.setViewportSize({ width: 360, height: 740 })
  await page.screenshot({ path: '/tmp/sportsbook-player-settled-360.png', fullPage: true })
})

/** The frame's own document (the sandbox page), for checks a frameLocator cannot make. */
const frameDocument = (page: Page) => page.frames().find((f) => new URL(f.url()).pathname === '/sandbox/sportsbook')!

/** Elements of the frame whose text is wider than their box (a label too long for its button). */
const overflowing = (page: Page) =>
  frameDocument(page).evaluate(() =>
    [...document.querySelectorAll('#sportsbook button, #sportsbook h1, #sportsbook h2, #sportsbook p')]
      .filter((e) => e.scrollWidth > e.clientWidth + 1)
      .map((e) => e.textContent),
  )

test('a Norwegian visitor reads the sportsbook in Norwegian, odds with a decimal comma, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/no-NO/sportsbook')
  const frame = frameOf(page)
  await expect(frame.locator('html')).toHaveAttribute('lang', 'no')
  const tabs = frame.getByRole('navigation')
  await expect(tabs.getByRole('button')).toHaveText(['Kommende', 'Direkte', 'Mine spill'])
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Sportsspill')
  const event = await pickOpenEvent(frame)
  await expect(event.locator('.when')).toHaveText(/^Starter om \d+ s$/)
  await expect(event.locator('.pick-label').first()).toHaveText('Hjemme')
  await expect(event.locator('.pick-label').last()).toHaveText('Borte')
  await expect(event.locator('.pick-odds').first()).toHaveText(/^\d+,\d{2}$/)
  await expect(event.getByRole('button', { name: /^Hjemme \d+,\d{2}$/ })).toBeEnabled()
  await expect(frame.getByRole('button', { name: 'Logg inn for å spille' })).toBeVisible()
  await expect(frame.getByText('Upcoming')).toHaveCount(0)
  // The longer words fit: nothing in the frame or the page is wider than its box.
  expect(await overflowing(page)).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)
  await page.screenshot({ path: '/tmp/sportsbook-no-360.png', fullPage: true })
})

test('a Finnish visitor reads the sportsbook in Finnish on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/fi-FI/sportsbook')
  const frame = frameOf(page)
  await expect(frame.locator('html')).toHaveAttribute('lang', 'fi')
  await expect(frame.getByRole('navigation').getByRole('button')).toHaveText(['Tulevat', 'Livenä', 'Omat vedot'])
  const event = await pickOpenEvent(frame)
  await expect(event.locator('.pick-label').first()).toHaveText('Koti')
  await expect(event.locator('.pick-label').last()).toHaveText('Vieras')
  await expect(event.locator('.pick-odds').first()).toHaveText(/^\d+,\d{2}$/)
  await expect(frame.getByRole('heading', { name: 'Vetolappu' })).toBeVisible()
  expect(await overflowing(page)).toEqual([])
  await page.screenshot({ path: '/tmp/sportsbook-fi-1280.png', fullPage: true })

  // The bet history asks the visitor to log in, in Finnish.
  await frame.getByRole('button', { name: 'Omat vedot' }).click()
  await expect(frame.locator('.list').getByText('Kirjaudu sisään lyödäksesi vetoja.', { exact: false })).toBeVisible()
})

test("the frame's words fit a 320 px phone in every language it speaks", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 })
  for (const lang of ['en', 'fi', 'no', 'de', 'fr', 'es', 'pt', 'ja', 'tl', 'tr', 'pl']) {
    await page.goto(`/sandbox/sportsbook?lang=${lang}&jurisdiction=FI&currency=EUR&channel=mobile&customerState=Anonymous&homeurl=%2F`)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.locator('article.event.open').first()).toBeVisible()
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('#sportsbook button, #sportsbook h1, #sportsbook h2, #sportsbook p, #sportsbook span')]
        .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > document.documentElement.clientWidth)
        .map((e) => e.textContent),
    )
    expect(overflowing, lang).toEqual([])
  }
})
