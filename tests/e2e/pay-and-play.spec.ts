import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations } from './axe'
import { screenshot } from './session-helpers'
import { startPlatformProcess } from './platform'

/**
 * Pay N Play through the real UI against the platform and its sandbox bank: a visitor in Finland
 * deposits 20 € without an account, approves at the bank in the frame, completes e-mail and phone,
 * and is signed in with the deposit on the header's balance; a declined payment leaves them
 * signed out with a sentence saying why.
 */
test.use({ extraHTTPHeaders: { 'X-Country': 'FI' } })

const PNP = '/en-FI/signup/pnp'
const headerBalance = (page: Page) => page.getByTestId('header-balance')
const bank = (page: Page) => page.frameLocator('iframe[title="Your bank"]')

async function payAtBank(page: Page, amount: string) {
  await page.goto('/en-FI/signup')
  await page.getByTestId('pnp-entry').click()
  await expect(page).toHaveURL(new RegExp(`${PNP}$`))
  await page.getByLabel('Amount (EUR)').fill(amount)
  await page.getByRole('button', { name: 'Continue to your bank' }).click()
  await expect(bank(page).getByRole('heading', { name: 'Pay with your bank' })).toBeVisible()
  await expect(bank(page).getByText('20.00 EUR')).toBeVisible()
}

test('a Finnish visitor pays 20 € at the bank and lands signed in with the balance', async ({ page }) => {
  await payAtBank(page, '20')
  await screenshot(page, 'pnp-bank')
  await bank(page).getByRole('button', { name: 'Approve payment' }).click()

  // A new person: the deposit is on the new account, which asks for e-mail and phone.
  await expect(page.getByText('Your deposit of €20.00 is on your new account.', { exact: false })).toBeVisible()
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`pnp-${Date.now()}@example.com`)
  await page.getByRole('textbox', { name: 'Mobile phone' }).fill('401234567')
  await page.getByRole('checkbox', { name: /I accept the/ }).check()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Finish and play' }).click()

  await expect(page.getByTestId('pnp-outcome')).toContainText('You are signed in and €20.00 is on your balance.')
  await expect(headerBalance(page)).toContainText('€20.00')
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0)
  await screenshot(page, 'pnp-signed-in')
})

test('the amount field shows the range the platform accepts, and a refusal names it', async ({ page }) => {
  await page.goto('/en-FI/signup')
  await page.getByTestId('pnp-entry').click()
  const amount = page.getByLabel('Amount (EUR)')
  // The FI market's bank method: 10 € to 10,000 €, from the access context.
  await expect(amount).toHaveAccessibleDescription('From €10.00 to €10,000.00')
  for (const refused of ['5', '20000']) {
    await amount.fill(refused)
    await page.getByRole('button', { name: 'Continue to your bank' }).click()
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Enter an amount from €10.00 to €10,000.00.')).toBeVisible()
  }
  await screenshot(page, 'pnp-amount-range')

  // In Finnish, the same range with the euro sign after the amount (the money formatter's rule).
  await page.goto('/fi-FI/signup/pnp')
  await expect(page.getByLabel('Summa (EUR)')).toHaveAccessibleDescription(/^10\.00\s€–10,000\.00\s€$/)
})

test('a refused amount or sign-up form puts focus on the field to fix, not on the page', async ({ page }) => {
  await page.goto('/en-FI/signup')
  await page.getByTestId('pnp-entry').click()
  // Below the minimum: the platform refuses it while the amount form is away.
  const amount = page.getByLabel('Amount (EUR)')
  await amount.fill('1')
  await page.getByRole('button', { name: 'Continue to your bank' }).click()
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await expect(amount).toBeFocused()

  await amount.fill('20')
  await page.getByRole('button', { name: 'Continue to your bank' }).click()
  await bank(page).getByRole('button', { name: 'Approve payment' }).click()
  const email = page.getByRole('textbox', { name: 'E-mail' })
  await expect(email).toBeVisible()
  // Nothing filled in: the platform names the fields, and the first of them takes focus.
  await page.getByRole('button', { name: 'Finish and play' }).click()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toBeFocused()
  await screenshot(page, 'pnp-refused-focus')
})

test('a declined payment leaves the visitor signed out with a sentence saying why', async ({ page }) => {
  await payAtBank(page, '20')
  await bank(page).getByRole('button', { name: 'Decline payment' }).click()

  await expect(page.getByRole('alert')).toContainText('Your bank declined the payment, so no money was taken and you are not signed in.')
  await expect(headerBalance(page)).toHaveCount(0)
  await screenshot(page, 'pnp-declined')
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByLabel('Amount (EUR)')).toBeVisible()
})

test.describe('an operator who limits Pay N Play to an IP allow-list', () => {
  let platform: Awaited<ReturnType<typeof startPlatformProcess>>
  test.beforeAll(async () => {
    test.setTimeout(120_000) // a second platform process
    platform = await startPlatformProcess({ PAYNPLAY_IP_ALLOW_LIST: '198.51.100.0/24' })
  })
  test.afterAll(async () => {
    await platform?.stop()
  })

  test('offers it only to listed addresses: the entry and the page are gone for everyone else', async ({ browser }) => {
    // The browser reaches the platform from 127.0.0.1, a trusted proxy in development: the address
    // it forwards is the visitor's.
    const visitor = async (address: string) =>
      browser.newPage({ extraHTTPHeaders: { 'X-Country': 'FI', 'X-Forwarded-For': address } })

    const unlisted = await visitor('192.0.2.50')
    await unlisted.goto(`${platform.url}/en-FI/signup`)
    await expect(unlisted.locator('[data-step]')).toBeVisible()
    await expect(unlisted.getByTestId('pnp-entry')).toHaveCount(0)
    await unlisted.goto(`${platform.url}${PNP}`)
    await expect(unlisted.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await unlisted.close()

    const listed = await visitor('198.51.100.7')
    await listed.goto(`${platform.url}/en-FI/signup`)
    await listed.getByTestId('pnp-entry').click()
    await expect(listed.getByLabel('Amount (EUR)')).toBeVisible()
    await listed.close()
  })
})
