import type { APIRequestContext, Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations } from './axe'
import { logIn, newPlayer, playOneRealRound, screenshot } from './session-helpers'

/**
 * The reality check through the real UI and platform: the player chooses an interval, the
 * platform's timer runs out, the check appears on the page's next 60 s poll (the page's clock is
 * moved on), and the player continues, opens the history, and finally logs out.
 */

/** The page's timer read: GET /api/v1/player/activity_check (not the wallet's summary under it). */
const isTimerRead = (url: string, method: string) => method === 'GET' && new URL(url).pathname === '/api/v1/player/activity_check'

/**
 * Lets a minute pass on the page's clock and waits for the page to read the platform's timer.
 *
 * The machine arms its 60 s delay only once the previous read has answered, so moving the clock
 * while a read is still on its way moves it past no timer, and the next read would come a real
 * minute later. So: first every read the page started has answered (and the page took it in, a
 * frame later); then the clock moves; then that minute's read answers.
 */
function minutesOnThePage(page: Page) {
  let readsInFlight = 0
  page.on('request', (request) => {
    if (isTimerRead(request.url(), request.method())) readsInFlight += 1
  })
  const answered = (request: Request) => {
    if (isTimerRead(request.url(), request.method())) readsInFlight -= 1
  }
  page.on('requestfinished', answered)
  page.on('requestfailed', answered)
  return async function aMinutePasses() {
    await expect.poll(() => readsInFlight).toBe(0)
    await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))))
    const read = page.waitForResponse((response) => isTimerRead(response.url(), response.request().method()))
    await page.clock.fastForward('01:00')
    await (await read).finished()
  }
}

/** The platform counts the interval by its own clock: its development route lets those minutes pass. */
async function platformMinutesPass(page: Page, request: APIRequestContext, minutes: number) {
  const idToken = await page.evaluate(() => localStorage.getItem('croupier.idToken'))
  const answer = await request.post('/dev/activity-timer/elapse', { headers: { Authorization: `Bearer ${idToken}` }, data: { minutes } })
  expect(answer.status()).toBe(204)
}

test('the reality check appears when the chosen interval runs out, restarts on continue, opens the history, and logs out', async ({ page, request }) => {
  // Three checks, two pages and two axe runs: more than the default 30 s on a busy machine.
  test.setTimeout(90_000)
  await page.clock.install()
  const aMinutePasses = minutesOnThePage(page)
  const player = await newPlayer(request)
  await logIn(page, player.email, player.password)
  const langmarket = new URL(page.url()).pathname.split('/')[1]!

  // Responsible gambling: the default is every 2 hours; the player chooses every 30 minutes.
  await page.goto(`/${langmarket}/my-account/gambling-limits`)
  const setting = page.getByRole('region', { name: 'Reality check' })
  const remindMe = setting.getByLabel('Remind me')
  await expect(remindMe).toHaveValue('TWO_HOURS')
  await remindMe.selectOption({ label: 'Every 30 minutes' })
  await setting.getByRole('button', { name: 'Save' }).click()
  await expect(setting.getByRole('status')).toHaveText('Your reality check is saved. It counts from now.')
  await expect(remindMe).toHaveValue('HALF_AN_HOUR')

  const check = page.getByRole('alertdialog', { name: 'Reality check' })
  // 29 minutes on the platform: the next poll finds a minute left, so nothing shows.
  await platformMinutesPass(page, request, 29)
  await aMinutePasses()
  await expect(check).toHaveCount(0)

  // The 30th minute: the next poll (60 s on the page's clock) opens the check.
  await platformMinutesPass(page, request, 1)
  await aMinutePasses()
  await expect(check).toBeVisible()
  await expect(check).toContainText('You have been playing for 30 min.')
  // A new player has not played: staked, won and the net result are all zero, in the player's currency.
  await expect(check.getByRole('definition')).toHaveText([/^\D*0\.00\D*$/, /^\D*0\.00\D*$/, /^\D*0\.00\D*$/])
  await expect(check.getByRole('button', { name: 'Continue playing' })).toBeFocused()
  await screenshot(page, 'activity-timer-reality-check')
  await expectNoSeriousA11yViolations(page)
  // It cannot be dismissed with Escape: the player must answer.
  await page.keyboard.press('Escape')
  await expect(check).toBeVisible()

  await check.getByRole('button', { name: 'Continue playing' }).click()
  await expect(check).toHaveCount(0)
  // The timer restarted: a poll a minute later finds 30 minutes left.
  await aMinutePasses()
  await expect(check).toHaveCount(0)

  // Another half hour: the check again, and this time the player looks at the history.
  await platformMinutesPass(page, request, 30)
  await aMinutePasses()
  await expect(check).toBeVisible()
  await expect(check).toContainText('You have been playing for 1 h 0 min.')
  // On a phone the three answers still fit and can be reached.
  await page.setViewportSize({ width: 360, height: 740 })
  for (const name of ['Continue playing', 'View transaction history', 'Log out']) await expect(check.getByRole('button', { name })).toBeInViewport()
  await page.screenshot({ path: `${process.env.SCREENS_DIR ?? '.tmp/screens'}/activity-timer-reality-check-360.png` })
  await expectNoSeriousA11yViolations(page)
  await check.getByRole('button', { name: 'View transaction history' }).click()
  await expect(check).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`/${langmarket}/my-account/transactions$`))

  // And once more: the player stops and is logged out.
  await platformMinutesPass(page, request, 30)
  await aMinutePasses()
  await expect(check).toBeVisible()
  await check.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
  await expect(check).toHaveCount(0)
})

test('the reality check over a real-money game counts what was staked and won since login', async ({ page, request }) => {
  test.setTimeout(90_000)
  await page.clock.install()
  const aMinutePasses = minutesOnThePage(page)
  // The demo player keeps the default interval: every 2 hours.
  await playOneRealRound(page)

  await platformMinutesPass(page, request, 120)
  await aMinutePasses()
  const check = page.getByRole('alertdialog', { name: 'Reality check' })
  await expect(check).toBeVisible()
  await expect(check).toContainText('You have been playing for 2 h 0 min.')
  // The round's stake (the game's bet, 2.40 kr at the time of writing) at least, in kroner after
  // the amount; the net result is what was won less what was staked.
  const [staked, won, net] = await check.getByRole('definition').allTextContents()
  for (const amount of [staked, won, net]) expect(amount).toMatch(/^[-+]?\d{1,3}(,\d{3})*\.\d{2}\u00a0kr$/)
  const minor = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100)
  expect(minor(staked!)).toBeGreaterThanOrEqual(20)
  expect(minor(net!)).toBe(minor(won!) - minor(staked!))
  // The game frame is paused while the reality check is up (spec 000 §4).
  const game = page.frameLocator('iframe[title="Book of Fortune"]')
  await expect(game.getByText('Game paused')).toBeVisible()
  await screenshot(page, 'activity-timer-reality-check-game')

  await check.getByRole('button', { name: 'Continue playing' }).click()
  await expect(check).toHaveCount(0)
  // Back in the game, where the player left it, and it runs again.
  await expect(page.getByTestId('game-balance')).toBeVisible()
  await expect(game.getByText('Game paused')).toBeHidden()
})
