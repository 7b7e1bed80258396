import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations } from './axe'
import { newPlayer, screenshot } from './session-helpers'

/**
 * Right for the visitor's market (issue 8 §2): the site's address opens the visitor's market, a
 * chosen locale is remembered, the picker names languages in themselves, and a player logs in to
 * their own market — past newer terms and past a move from the previous platform.
 */
const PASSWORD = 'Croupier!2026'

async function logInThroughDialog(page: Page, email: string, password = PASSWORD, start = '/en-UN/closed-account?bonusCode=WELCOME10') {
  await page.goto(start)
  await page.getByRole('link', { name: 'Log in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Log in' }).click()
  return dialog
}

/** The dialog stays inside a phone's width. */
async function expectFits(dialog: Locator, width: number) {
  const box = (await dialog.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
}

test.describe('the site address', () => {
  test.describe('for a visitor in Finland', () => {
    test.use({ extraHTTPHeaders: { 'X-Country': 'FI' } })

    test('a Finnish visitor on / sees /fi-FI in Finnish', async ({ page }) => {
      const answer = await page.request.get('/', { maxRedirects: 0 })
      expect(answer.status()).toBe(302)
      expect(answer.headers()['location']).toBe('/fi-FI')

      await page.goto('/')
      await expect(page).toHaveURL(/\/fi-FI\/?$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
      await expect(page.getByRole('link', { name: 'Kirjaudu' })).toBeVisible()
      await expect(page.getByRole('button', { name: /^Suomi/ })).toBeVisible()
      await screenshot(page, 'market-fi-visitor-home')
      await expectNoSeriousA11yViolations(page)
    })

    test('a visitor who chose another locale in the picker is sent there next time', async ({ page }) => {
      await page.goto('/')
      await expect(page).toHaveURL(/\/fi-FI\/?$/)
      await page.getByRole('button', { name: /^Suomi/ }).click()
      await page.getByRole('menuitem', { name: 'English', exact: true }).click()
      await expect(page).toHaveURL(/\/en-FI\/?$/)

      await page.goto('/')

      await expect(page).toHaveURL(/\/en-FI\/?$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    })
  })

  test.describe('for a visitor in Norway', () => {
    test.use({ extraHTTPHeaders: { 'X-Country': 'NO' } })

    test('the choice of another market is remembered too (today / always opened en-UN)', async ({ page }) => {
      await page.goto('/')
      await expect(page).toHaveURL(/\/no-NO\/?$/)
      await page.getByRole('button', { name: /^Norsk/ }).click()
      await page.getByRole('menuitem', { name: 'Finland Suomi' }).click()
      await expect(page).toHaveURL(/\/fi-FI\/?$/)

      await page.goto('/?bonusCode=SPIN20')

      await expect(page).toHaveURL(/\/fi-FI\?bonusCode=SPIN20$/)
    })
  })

  test.describe('for a visitor from a country without a market of its own', () => {
    test.use({ extraHTTPHeaders: { 'X-Country': 'BE' } })

    test('the default market opens', async ({ page }) => {
      await page.goto('/')
      await expect(page).toHaveURL(/\/en-UN\/?$/)
    })
  })
})

test('the language picker names every language in itself, never by a code or a country', async ({ page }) => {
  await page.goto('/fr-CA')
  const picker = page.getByRole('button', { name: /^Français/ })
  await expect(picker).toHaveText('Français')
  await picker.click()
  const items = page.getByRole('menuitem')
  await expect(items.first()).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'English', exact: true })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Français', exact: true })).toBeVisible()
  for (const [market, language] of [['Finland', 'Suomi'], ['Norway', 'Norsk'], ['Germany', 'Deutsch'], ['Chile', 'Español'], ['Brazil', 'Português']]) {
    await expect(page.getByRole('menuitem', { name: `${market} ${language}` })).toBeVisible()
  }
  for (const text of await items.allInnerTexts()) expect(text).not.toMatch(/\b[a-z]{2}-[A-Z]{2}\b|\b(fi|no|de|en|fr)\b/)
  await screenshot(page, 'market-language-picker')
  await expectNoSeriousA11yViolations(page)
})

test('after login a player lands in their own market: the demo player resident in Norway on en-NO, not en-UN', async ({ page }) => {
  await logInThroughDialog(page, 'demo@croupier.test')
  await expect(page).toHaveURL(/\/en-NO\/closed-account\?bonusCode=WELCOME10$/)
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^English: language and market, Norway/ })).toBeVisible()
})

test.describe('newer terms at login', () => {
  // Each test signs up its own player with terms version 1 of 2: it lands in its own market, New Zealand.
  test('the terms dialog cannot be dismissed, and declining logs the player out', async ({ page, request }) => {
    const player = await newPlayer(request, { termsVersion: '1' })
    await page.setViewportSize({ width: 360, height: 740 })
    const dialog = await logInThroughDialog(page, player.email, player.password)
    await expect(dialog.getByRole('heading', { name: 'Our terms and conditions have changed' })).toBeFocused()
    await expect(dialog.getByRole('heading', { name: 'Terms and conditions, version 2' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    await expectFits(dialog, 360)
    await screenshot(page, 'market-terms-at-login-mobile')
    await expectNoSeriousA11yViolations(page)

    await dialog.getByRole('button', { name: 'Decline and log out' }).click()

    await expect(page).toHaveURL(/\/en-UN\/?$/)
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('croupier.idToken'))).toBeNull()
  })

  test('accepting lands on the page the player was going to, in their market, and is not asked again', async ({ page, request }) => {
    const player = await newPlayer(request, { termsVersion: '1' })
    const dialog = await logInThroughDialog(page, player.email, player.password)
    await expect(dialog.getByRole('heading', { name: 'Our terms and conditions have changed' })).toBeVisible()
    await screenshot(page, 'market-terms-at-login')

    await dialog.getByRole('button', { name: 'I accept the terms and conditions' }).click()

    await expect(page).toHaveURL(/\/en-NZ\/closed-account\?bonusCode=WELCOME10$/)
    await expect(page.getByRole('heading', { name: 'Your account is closed' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
    await page.goto('/en-NZ/reset-password')
    await expect(page).toHaveURL(/\/en-NZ\/reset-password$/)

    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
    await logInThroughDialog(page, player.email, player.password)
    await expect(page).toHaveURL(/\/en-NZ\/closed-account\?bonusCode=WELCOME10$/)
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
  })
})

test.describe('an account from the previous platform', () => {
  // In order, in one worker: the move changes the seeded legacy account for good.
  test.describe.configure({ mode: 'default' })

  test('is offered a move instead of "password incorrect"; Not now returns to an empty form', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    const dialog = await logInThroughDialog(page, 'migrated@croupier.test')
    await expect(dialog.getByRole('heading', { name: 'Welcome to the new Croupier' })).toBeFocused()
    await expect(dialog).not.toContainText('incorrect')
    await expectFits(dialog, 360)
    await screenshot(page, 'market-migration-mobile')
    await expectNoSeriousA11yViolations(page)

    await dialog.getByRole('button', { name: 'Not now' }).click()

    await expect(dialog.getByLabel('E-mail')).toHaveValue('')
    await expect(dialog.getByRole('button', { name: 'Log in' })).toBeEnabled()
  })

  test('moves over with the old password and is signed in, then logs in as any player', async ({ page }) => {
    const dialog = await logInThroughDialog(page, 'migrated@croupier.test')

    await dialog.getByRole('button', { name: 'Move my account and log in' }).click()

    await expect(page).toHaveURL(/\/en-NO\/closed-account\?bonusCode=WELCOME10$/)
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
    await logInThroughDialog(page, 'migrated@croupier.test')
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
  })
})
