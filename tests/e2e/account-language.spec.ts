import { expectNoSeriousA11yViolations } from './axe'
import { expect, test } from './fixtures'
import { logIn, screenshot } from './session-helpers'
import { watchPageFrame } from './pageFrame'

/**
 * Account details → language (001 §7 POST /player/language). The Finnish demo player switches to
 * English and back (the test restores it: other specs expect demo.fi to land in Finnish).
 */
test('a Finnish player saves English as their language, the site follows without losing the page, and back to Finnish', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await logIn(page, 'demo.fi@croupier.test')
  await page.goto('/fi-FI/my-account/account')
  const section = page.getByRole('region', { name: 'Kieli' })
  await expect(section.getByRole('combobox', { name: 'Kielesi' })).toHaveValue('fi')
  await expect(section.getByRole('button', { name: 'Tallenna kieli' })).toBeDisabled()
  // Half a password change, not sent: the page the player is on stays mounted through the change.
  await page.getByRole('region', { name: 'Salasana' }).getByRole('textbox', { name: 'Nykyinen salasana', exact: true }).fill('Half-typed-1')
  const frameSeen = await watchPageFrame(page)
  await section.getByRole('combobox', { name: 'Kielesi' }).selectOption('en')
  await section.getByRole('button', { name: 'Tallenna kieli' }).click()
  await expect(page).toHaveURL(/\/en-FI\/my-account\/account$/)
  const english = page.getByRole('region', { name: 'Language' })
  await expect(english.getByRole('combobox', { name: 'Your language' })).toHaveValue('en')
  await expect(page.getByRole('region', { name: 'Password' }).getByRole('textbox', { name: 'Current password', exact: true })).toHaveValue('Half-typed-1')
  expect(await frameSeen()).toEqual({ headerReplaced: false, loaderShown: false })
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)
  await english.scrollIntoViewIfNeeded()
  await screenshot(page, 'account-language-360')
  await english.getByRole('combobox', { name: 'Your language' }).selectOption('fi')
  await english.getByRole('button', { name: 'Save language' }).click()
  await expect(page).toHaveURL(/\/fi-FI\/my-account\/account$/)
  await expect(page.getByRole('region', { name: 'Kieli' })).toBeVisible()
})
