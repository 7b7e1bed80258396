import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations } from './axe'
import { backOffice, onePixelPng } from './documents-helpers'
import { logIn, newCanadianPlayer, newPlayer, screenshot } from './session-helpers'

/**
 * The postal address on My account → Account details (a New Zealand player, then a Canadian one
 * with the province select), and the inbox: the welcome message listed, opened and read, the
 * unread count on My account dropping. Through the real UI against the reference platform; each
 * test has a fresh player of its own.
 */

async function openAccountDetails(page: Page, email: string, password: string): Promise<string> {
  await logIn(page, email, password)
  const langmarket = new URL(page.url()).pathname.split('/')[1]!
  await page.goto(`/${langmarket}/my-account/account`)
  await expect(page.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible()
  return langmarket
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
}

test('a player changes the postal address: a malformed postal code is refused under its field, then the address is stored', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  const player = await newPlayer(request)
  await openAccountDetails(page, player.email, player.password)
  const section = page.getByRole('region', { name: 'Postal address' })
  // A New Zealand address has no province.
  await expect(section.getByRole('combobox')).toHaveCount(0)
  await section.getByRole('textbox', { name: 'Street address' }).fill('1 Queen Street')
  await section.getByRole('textbox', { name: 'Postal code' }).fill('10100')
  await section.getByRole('textbox', { name: 'Town or city' }).fill('Auckland')
  await section.getByRole('button', { name: 'Save address' }).click()
  const postal = section.getByRole('textbox', { name: 'Postal code' })
  await expect(postal).toHaveAttribute('aria-invalid', 'true')
  await expect(postal).toHaveAccessibleDescription(/Enter a postal code of your country/)
  await expectNoSeriousA11yViolations(page)
  await noSidewaysScroll(page)
  await screenshot(page, 'account-address-refused-360')

  await postal.fill('1010')
  await section.getByRole('button', { name: 'Save address' }).click()
  await expect(section.getByRole('status')).toContainText('Your address is now 1 Queen Street, 1010 Auckland.')
  // The change is the account's latest activity.
  await expect(page.getByText(/Latest account activity .*Postal address changed \(Auckland\)\./)).toBeVisible()
  await page.reload()
  await expect(section.getByRole('textbox', { name: 'Street address' })).toHaveValue('1 Queen Street')
  await expect(section.getByRole('textbox', { name: 'Postal code' })).toHaveValue('1010')
})

test('a Canadian player picks the province, and a postal code of another province is refused', async ({ page, request }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const player = await newCanadianPlayer(request)
  await openAccountDetails(page, player.email, player.password)
  const section = page.getByRole('region', { name: 'Postal address' })
  await section.getByRole('textbox', { name: 'Street address' }).fill('100 Queen St W')
  await section.getByRole('textbox', { name: 'Postal code' }).fill('m5h2n2')
  await section.getByRole('textbox', { name: 'Town or city' }).fill('Toronto')
  const province = section.getByRole('combobox', { name: 'Province or territory' })
  await section.getByRole('button', { name: 'Save address' }).click()
  // Nothing is sent without the province.
  await expect(province).toHaveAttribute('aria-invalid', 'true')
  await expect(province).toHaveAccessibleDescription('This field is required.')

  await province.selectOption({ label: 'Quebec' })
  await section.getByRole('button', { name: 'Save address' }).click()
  await expect(section.getByRole('textbox', { name: 'Postal code' })).toHaveAccessibleDescription(/in Canada, one of the chosen province/)
  await expectNoSeriousA11yViolations(page)
  await noSidewaysScroll(page)
  await screenshot(page, 'account-address-province-1280')

  await province.selectOption({ label: 'Ontario' })
  await section.getByRole('button', { name: 'Save address' }).click()
  await expect(section.getByRole('status')).toContainText('Your address is now 100 Queen St W, M5H 2N2 Toronto, ON.')
})

async function saveAddress(page: Page, address: { street: string; postalCode: string; city: string }) {
  const section = page.getByRole('region', { name: 'Postal address' })
  await section.getByRole('textbox', { name: 'Street address' }).fill(address.street)
  await section.getByRole('textbox', { name: 'Postal code' }).fill(address.postalCode)
  await section.getByRole('textbox', { name: 'Town or city' }).fill(address.city)
  await section.getByRole('button', { name: 'Save address' }).click()
}

test('a player whose proof of address was approved moves: told a proof of the new address is needed, and the verification page asks for it', async ({ page, request }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 360, height: 800 })
  const player = await newPlayer(request)
  const langmarket = await openAccountDetails(page, player.email, player.password)
  const section = page.getByRole('region', { name: 'Postal address' })
  await saveAddress(page, { street: '1 Queen Street', postalCode: '1010', city: 'Auckland' })
  // No proof of address yet: nothing more to say.
  await expect(section.getByRole('status')).toHaveText('Your address is now 1 Queen Street, 1010 Auckland.')

  // The verification team asks for a proof of this address and approves the one the player sends.
  await backOffice(page, request, 'request', { documentTypes: ['PROOF_OF_ADDRESS'] })
  await page.goto(`/${langmarket}/my-account/verification`)
  await page.getByLabel('Upload Proof of address').setInputFiles({ name: 'power-bill.png', mimeType: 'image/png', buffer: onePixelPng })
  await expect(page.getByTestId('document-PROOF_OF_ADDRESS-status')).toHaveText('Under review')
  await backOffice(page, request, 'review', { documentType: 'PROOF_OF_ADDRESS', decision: 'VERIFIED' })
  await page.reload()
  await expect(page.getByTestId('document-PROOF_OF_ADDRESS-status')).toHaveText('Verified')

  // The player moves: the success message says the approved proof was of the old address.
  await page.goto(`/${langmarket}/my-account/account`)
  await saveAddress(page, { street: '20 Cuba Street', postalCode: '6011', city: 'Wellington' })
  const status = section.getByRole('status')
  await expect(status).toContainText('Your address is now 20 Cuba Street, 6011 Wellington.')
  await expect(status).toContainText(
    'Your proof of address showed your previous address, so we need a proof of your new one: upload it under Verification documents.',
  )
  await expectNoSeriousA11yViolations(page)
  await noSidewaysScroll(page)
  await screenshot(page, 'account-address-new-proof-360')
  await page.setViewportSize({ width: 1280, height: 900 })
  await screenshot(page, 'account-address-new-proof-1280')

  // The message leads to the verification page, which asks for a proof of address again.
  await section.getByRole('link', { name: 'Go to your verification documents' }).click()
  await expect(page).toHaveURL(new RegExp(`/${langmarket}/my-account/verification$`))
  await expect(page.getByTestId('document-PROOF_OF_ADDRESS-status')).toHaveText('Requested: please upload it')
  await expect(page.getByTestId('document-PROOF_OF_ADDRESS-rejection')).toHaveCount(0)
  await expect(page.getByLabel('Upload Proof of address')).toBeVisible()
  await screenshot(page, 'verification-new-proof-of-address-1280')
})

test('the inbox lists the welcome message; opening it marks it read and the unread count on My account drops', async ({ page, request }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 360, height: 800 })
  const player = await newPlayer(request)
  await logIn(page, player.email, player.password)
  const langmarket = new URL(page.url()).pathname.split('/')[1]!
  await page.goto(`/${langmarket}/my-account`)
  const inboxLink = page.getByRole('link', { name: 'Inbox' })
  await expect(page.getByTestId('inbox-unread')).toHaveText('1 unread')
  await noSidewaysScroll(page)
  await inboxLink.click()

  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
  const inbox = page.frameLocator('iframe[title="Your messages"]')
  const message = inbox.getByRole('button', { name: /Welcome to Croupier/ })
  await expect(message).toBeVisible()
  await expect(message).toContainText('New')
  await expectNoSeriousA11yViolations(page)
  await noSidewaysScroll(page)
  await screenshot(page, 'inbox-360')

  const read = page.waitForResponse((r) => /\/sandbox\/crm\/sessions\/[^/]+\/messages\/\d+\/read$/.test(r.url()))
  await message.click()
  expect((await read).status()).toBe(200)
  await expect(message).toHaveAttribute('aria-expanded', 'true')
  await expect(inbox.getByText('Hello Nora, welcome aboard!')).toBeVisible()
  await expect(message).not.toContainText('New')

  // Notifications: the welcome is a message, not a notification.
  await page.getByRole('link', { name: 'Notifications' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  await expect(page.frameLocator('iframe[title="Your notifications"]').getByText('No notifications yet.')).toBeVisible()

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/${langmarket}/my-account/inbox`)
  await expect(page.frameLocator('iframe[title="Your messages"]').getByRole('button', { name: /Welcome to Croupier/ })).not.toContainText('New')
  await screenshot(page, 'inbox-1280')
  await page.goto(`/${langmarket}/my-account`)
  await expect(page.getByRole('link', { name: 'Inbox' })).toBeVisible()
  await expect(page.getByTestId('inbox-unread')).toHaveCount(0)
})
