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

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
}

test('a first-time visitor on a phone is asked once; Necessary only keeps the banner away after a reload', async ({ page }) => {
  await page.context().clearCookies()
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/en-UN')
  await expect(banner(page)).toBeVisible()
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

  // Another device: asked as a visitor, then the player's choice applies at login.
  const other = await browser.newContext({ viewport: { width: 360, height: 740 } })
  await other.clearCookies()
  const phone = await other.newPage()
  await phone.goto('/en-UN')
  await expect(banner(phone)).toBeVisible()
  await logIn(phone, player.email, player.password)
  await expect(phone).toHaveURL(/\/en-NZ(\/|$)/)
  await expect(phone.getByRole('heading', { level: 1 })).toBeVisible()
  // The platform's answer is kept on this device, with its consent id, and the banner stays away.
  await expect.poll(() => consentCookie(phone)).toMatch(/^f0\.m1\.[0-9a-f-]{36}$/)
  await expect(banner(phone)).toHaveCount(0)
  // One press, even while the consent flow still reads the platform's choice after login: the
  // flow keeps it and opens the settings once the choice is known.
  await phone.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  await expect(banner(phone).getByRole('heading', { name: 'Cookie settings' })).toBeVisible()
  await expect(banner(phone).getByRole('heading', { name: 'Cookie settings' })).toBeFocused()
  await expect(banner(phone).getByRole('checkbox', { name: 'Performance and functional cookies' })).not.toBeChecked()
  await expect(banner(phone).getByRole('checkbox', { name: 'Marketing cookies' })).toBeChecked()
  await noSidewaysScroll(phone)
  await screenshot(phone, 'cookie-consent-footer-settings-360')
  await banner(phone).getByRole('button', { name: 'Close' }).click()
  await expect(banner(phone)).toHaveCount(0)
  await other.close()
})
