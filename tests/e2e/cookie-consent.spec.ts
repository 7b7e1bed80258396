import type { Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './axe'
import { expect, test } from './fixtures'
import { logIn, newPlayer, screenshot } from './session-helpers'

/**
 * The cookie notification (spec 000 §1 modals, §2 cookie consent; 001 §7 /player/cookies/consent).
 * Every other spec starts with a choice on the device (fixtures.ts); these clear it to be asked.
 */

const banner = (page: Page) => page.getByRole('region', { name: /We use cookies|Cookie settings/ })
const consentCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'croupier_cookie_consent')?.value

/**
 * Every button of the cookie panel is wholly on screen and is what a tap at its centre reaches:
 * nothing, the lobby's fixed bottom bar included, lies over it.
 */
async function buttonsInReach(page: Page) {
  const buttons = banner(page).getByRole('button')
  await expect(buttons).toHaveText(['Save my choices', 'Accept all', 'Close'])
  for (const button of await buttons.all()) {
    await expect(button).toBeInViewport({ ratio: 1 })
    const reached = () =>
      button.evaluate((element) => {
        const box = element.getBoundingClientRect()
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return hit !== null && element.contains(hit)
      })
    await expect.poll(reached, { message: `a tap reaches ${await button.textContent()}` }).toBe(true)
  }
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
}

test('a first-time visitor on a phone is asked once; Necessary only keeps the banner away after a reload', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text())
  })
  await page.context().clearCookies()
  await page.setViewportSize({ width: 360, height: 740 })
  await page.addInitScript(() => {
    const shifts: number[] = ((window as unknown as { layoutShifts: number[] }).layoutShifts = [])
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/en-UN')
  await expect(banner(page)).toBeVisible()
  // The banner is part of the platform's first paint (the request carried no choice), so the app
  // hydrates the page it drew and nothing moves when it takes over.
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeEnabled()
  expect(warnings.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([])
  const shifted = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0))
  expect(shifted).toBeLessThan(0.02)
  await expect(banner(page).getByRole('heading', { name: 'We use cookies' })).toBeVisible()
  // In the page's flow above the header: the header's own controls stay visible and usable.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
  await noSidewaysScroll(page)
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'cookie-consent-banner-360')
  await banner(page).getByRole('button', { name: 'Necessary only' }).click()
  await expect(banner(page)).toHaveCount(0)
  expect(await consentCookie(page)).toBe('f0.m0')
  await page.reload()
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
})

test('Settings: a visitor keeps performance cookies and refuses marketing ones, from the keyboard', async ({ page }) => {
  await page.context().clearCookies()
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/en-UN')
  await banner(page).getByRole('button', { name: 'Settings' }).click()
  await expect(banner(page).getByRole('heading', { name: 'Cookie settings' })).toBeFocused()
  await expect(banner(page).getByRole('checkbox', { name: 'Essential cookies' })).toBeDisabled()
  await expect(banner(page).getByRole('checkbox', { name: 'Essential cookies' })).toBeChecked()
  await expect(banner(page).getByRole('checkbox', { name: 'Performance and functional cookies' })).toBeChecked()
  await banner(page).getByRole('checkbox', { name: 'Marketing cookies' }).focus()
  await page.keyboard.press('Space')
  await expect(banner(page).getByRole('checkbox', { name: 'Marketing cookies' })).not.toBeChecked()
  await noSidewaysScroll(page)
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'cookie-consent-settings-1280')
  await banner(page).getByRole('button', { name: 'Save my choices' }).click()
  await expect(banner(page)).toHaveCount(0)
  expect(await consentCookie(page)).toBe('f1.m0')
})

test('a player’s choice follows them to another device, and the footer reopens it', async ({ page, browser, request }) => {
  const player = await newPlayer(request)
  await page.context().clearCookies()
  await logIn(page, player.email, player.password)
  // A New Zealand player lands in their market's locale.
  await expect(page).toHaveURL(/\/en-NZ(\/|$)/)
  await expect(banner(page)).toBeVisible()
  await banner(page).getByRole('button', { name: 'Settings' }).click()
  await banner(page).getByRole('checkbox', { name: 'Performance and functional cookies' }).uncheck()
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/player/cookies/consent') && r.request().method() === 'PATCH')
  await banner(page).getByRole('button', { name: 'Save my choices' }).click()
  expect((await saved).status()).toBe(200)
  await expect(banner(page)).toHaveCount(0)

  // Another device, a short phone (its lobby keeps a bottom bar): asked as a visitor, then the
  // player's choice applies at login.
  const other = await browser.newContext({ viewport: { width: 360, height: 640 } })
  await other.clearCookies()
  const phone = await other.newPage()
  await phone.goto('/en-UN')
  await expect(banner(phone)).toBeVisible()
  // The platform's answer to the read after login is held, so that the press below lands while the
  // flow still reads the player's choice (a press there used to be dropped: pressed once, nothing).
  let answer = () => {}
  const answered = new Promise<void>((resolve) => (answer = resolve))
  let reads = 0
  await other.route('**/api/v1/player/cookies/consent', async (route) => {
    if (route.request().method() === 'GET') {
      reads += 1
      await answered
    }
    await route.continue()
  })
  const read = phone.waitForRequest((r) => r.url().endsWith('/api/v1/player/cookies/consent') && r.method() === 'GET')
  await logIn(phone, player.email, player.password)
  await expect(phone).toHaveURL(/\/en-NZ(\/|$)/)
  await expect(phone.getByRole('heading', { level: 1 })).toBeVisible()
  await read
  // Signed in, the flow reads the player's choice: the visitor's banner is gone.
  await expect(banner(phone)).toHaveCount(0)
  await phone.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  // Kept, not opened on this device's switches, which the answer is about to replace.
  await expect(banner(phone)).toHaveCount(0)
  answer()
  // One press: the settings open once the platform answers, with the player's choice.
  await expect(banner(phone).getByRole('heading', { name: 'Cookie settings' })).toBeVisible()
  await expect(banner(phone).getByRole('heading', { name: 'Cookie settings' })).toBeFocused()
  await expect(banner(phone).getByRole('checkbox', { name: 'Performance and functional cookies' })).not.toBeChecked()
  await expect(banner(phone).getByRole('checkbox', { name: 'Marketing cookies' })).toBeChecked()
  // The platform's answer is kept on this device, with its consent id.
  await expect.poll(() => consentCookie(phone)).toMatch(/^f0\.m1\.[0-9a-f-]{36}$/)
  // Read once: the flow outlived the page frame, which is replaced while the player's language
  // loads after login (a flow started again there had lost the press, and read again).
  expect(reads).toBe(1)
  // Opened from the footer, the settings show from their top, and their buttons above the bar.
  await expect(phone.getByRole('navigation', { name: 'Lobby' })).toBeVisible()
  await expect(banner(phone).getByRole('heading', { name: 'Cookie settings' })).toBeInViewport({ ratio: 1 })
  await buttonsInReach(phone)
  await noSidewaysScroll(phone)
  // What the player sees (not the whole page): the panel from its top, its buttons above the bar.
  await phone.screenshot({ path: `${process.env.SCREENS_DIR ?? '.tmp/screens'}/cookie-settings-footer-360.png` })
  await banner(phone).getByRole('button', { name: 'Close' }).click()
  await expect(banner(phone)).toHaveCount(0)
  await other.close()
})
