import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations } from './axe'
import { logIn, newPlayer, screenshot } from './session-helpers'

/**
 * Time-out and self-exclusion through the real UI and platform: a fresh player (never a shared
 * demo player) chooses, reads in the dialog what will happen, confirms, is logged out, and the
 * next login is refused with the restriction's message.
 */

/** Signs a new player in and opens My account → Responsible gambling; answers the player. */
async function openPage(page: Page, request: Parameters<typeof newPlayer>[0]) {
  const player = await newPlayer(request)
  await logIn(page, player.email, player.password)
  const langmarket = new URL(page.url()).pathname.split('/')[1]!
  await page.goto(`/${langmarket}/my-account/responsible-gambling`)
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gambling' })).toBeVisible()
  return { ...player, langmarket }
}

/** Logs out by the flow's end: the home page of the locale, signed out. */
async function expectLoggedOut(page: Page, langmarket: string) {
  await expect(page).toHaveURL(new RegExp(`/${langmarket}/?$`))
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0)
}

/** Tries to log in again through the login page and answers the refusal the dialog shows. */
async function loginRefusal(page: Page, email: string, password: string) {
  await page.goto('/en-UN/login')
  const form = page.getByRole('main')
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Log in' }).click()
  return form.getByRole('alert')
}

test('a 1-day time-out logs the player out, and login then says when they can come back', async ({ page, request }) => {
  test.setTimeout(90_000)
  const player = await openPage(page, request)
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'responsible-gambling-1280')

  const timeout = page.getByRole('region', { name: 'Time-out' })
  await timeout.getByLabel('Length of the break').selectOption({ label: '1 day' })
  await timeout.getByRole('button', { name: 'Take a time-out' }).click()

  const dialog = page.getByRole('alertdialog', { name: 'Start a time-out?' })
  await expect(dialog).toContainText('You will be logged out now, on every device, and you cannot log in again for 1 day.')
  await expect(dialog).toContainText('This cannot be cancelled or shortened.')
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'responsible-gambling-timeout-dialog')
  await dialog.getByRole('button', { name: 'Yes, start my time-out' }).click()

  await expectLoggedOut(page, player.langmarket)
  const refusal = await loginRefusal(page, player.email, player.password)
  await expect(refusal).toContainText('Your account is in a time-out.')
  await expect(refusal).toContainText('You can log in again in 1 day.')
  await screenshot(page, 'responsible-gambling-timeout-login-refused')
})

test('a 6-month self-exclusion logs the player out, and login then says how long it lasts', async ({ page, request }) => {
  test.setTimeout(90_000)
  const player = await openPage(page, request)

  const exclusion = page.getByRole('region', { name: 'Self-exclusion' })
  await exclusion.getByLabel('Length of the exclusion').selectOption({ label: '6 months' })
  await expect(exclusion.getByLabel('Count the months from')).toHaveValue('0')
  await exclusion.getByRole('button', { name: 'Self-exclude' }).click()

  const dialog = page.getByRole('alertdialog', { name: 'Self-exclude?' })
  await expect(dialog).toContainText('you cannot log in again for 6 months.')
  await dialog.getByRole('button', { name: 'Yes, self-exclude me' }).click()

  await expectLoggedOut(page, player.langmarket)
  const refusal = await loginRefusal(page, player.email, player.password)
  await expect(refusal).toContainText('Your account is self-excluded.')
  // Six calendar months from today: 181 to 184 days.
  await expect(refusal).toContainText(/The exclusion ends in 18[1-4] days\./)
})

test('on a phone the page fits, the dialog works from the keyboard, and cancelling records nothing', async ({ page, request }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 360, height: 740 })
  await openPage(page, request)
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth).toBeLessThanOrEqual(360)
  await screenshot(page, 'responsible-gambling-360')

  const exclusion = page.getByRole('region', { name: 'Self-exclusion' })
  await exclusion.getByLabel('Length of the exclusion').selectOption({ label: 'Indefinitely' })
  // No months, so nothing to count from.
  await expect(exclusion.getByLabel('Count the months from')).toHaveCount(0)
  await exclusion.getByRole('button', { name: 'Self-exclude' }).focus()
  await page.keyboard.press('Enter')

  const dialog = page.getByRole('alertdialog', { name: 'Self-exclude?' })
  await expect(dialog).toContainText('The exclusion has no end date.')
  // Focus moves into the dialog and Tab keeps it there; Escape closes it without sending anything.
  const focusInDialog = () => page.evaluate(() => document.activeElement?.closest('[role=alertdialog]') !== null)
  await expect.poll(focusInDialog).toBe(true)
  await page.keyboard.press('Tab')
  await expect.poll(focusInDialog).toBe(true)
  await screenshot(page, 'responsible-gambling-360-dialog')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gambling' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
})
