import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations } from './axe'
import { logIn, newPlayer, screenshot } from './session-helpers'

/**
 * The enhanced due diligence questionnaire through the real UI against the platform: the
 * compliance team (the development back office) asks a new player for it (KYC EDD_PENDING); the
 * withdrawal page refuses and leads to the questionnaire, which starts on its reminder; an Other
 * occupation without its text is refused at the field; the sent answer is under review, and the
 * withdrawal page then says so; My account reminds of it until it is sent. On a 360 px phone.
 */

async function backOffice(page: Page, request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const idToken = await page.evaluate(() => localStorage.getItem('croupier.idToken'))
  const answer = await request.post(path, { headers: { Authorization: `Bearer ${idToken}` }, data })
  expect(answer.status(), await answer.text()).toBe(204)
}

test('a player asked for enhanced due diligence answers the questionnaire and it goes under review', async ({ page, request }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 360, height: 800 })
  const player = await newPlayer(request)
  await logIn(page, player.email, player.password, '/en-NZ/login')
  await backOffice(page, request, '/dev/player/standing', { kycStatus: 'EDD_PENDING' })

  // My account reminds of the questionnaire; the reminder can be closed.
  await page.goto('/en-NZ/my-account')
  const reminder = page.getByTestId('document-reminder')
  await expect(reminder).toContainText('Please answer our due diligence questionnaire: withdrawals wait until we have it.')
  await expect(reminder.getByRole('link', { name: 'Open the questionnaire' })).toHaveAttribute('href', '/en-NZ/my-account/verification/questionnaire')
  await reminder.getByRole('button', { name: 'Close' }).click()
  await expect(reminder).toHaveCount(0)

  // Deposits stay open, with the same reminder.
  await page.goto('/en-NZ/my-account/banking/deposit')
  await expect(page.getByTestId('edd-reminder').getByRole('link', { name: 'Open the questionnaire' })).toBeVisible()

  // The withdrawal page refuses and leads to the questionnaire.
  await page.goto('/en-NZ/my-account/banking/withdraw')
  await expect(page.getByTestId('withdrawal-refused')).toBeVisible()
  await page.getByRole('link', { name: 'Answer the due diligence questionnaire' }).click()
  await expect(page).toHaveURL(/\/en-NZ\/my-account\/verification\/questionnaire$/)

  // The reminder says why it is asked.
  await expect(page.getByRole('heading', { level: 1, name: 'Enhanced due diligence questionnaire' })).toBeVisible()
  await expect(page.getByText(/Anti-money-laundering rules require us/)).toBeVisible()
  await page.getByRole('button', { name: 'Answer the questionnaire' }).click()

  // Other without its text is refused at the field; nothing is sent.
  await page.getByLabel('Occupation').selectOption('OTHER')
  await page.getByLabel('Yearly income').selectOption({ index: 2 })
  await page.getByLabel('Source of funds').selectOption('SALARY')
  await page.getByLabel('Place of birth').fill('Dunedin')
  await page.getByLabel('Nationality').selectOption('NZ')
  await page.getByRole('button', { name: 'Send my answers' }).click()
  const other = page.getByLabel('Your occupation')
  await expect(other).toHaveAttribute('aria-invalid', 'true')
  const describedBy = await other.getAttribute('aria-describedby')
  expect(describedBy).toBeTruthy()
  await expect(page.locator(`[id="${describedBy!.split(' ').at(-1)}"]`)).toHaveText('Choose your occupation; if you choose Other, describe it.')
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'edd-questionnaire-360')

  await other.fill('Lighthouse keeper')
  await page.getByRole('button', { name: 'Send my answers' }).click()
  await expect(page.getByTestId('edd-under-review')).toHaveText(
    'Thank you. Your answers are with our compliance team for review; we will let you know if anything else is needed.',
  )
  await expect(page.getByRole('status').filter({ hasText: 'Thank you.' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'edd-under-review-360')

  // The withdrawal page now says the answers are being reviewed.
  await page.goto('/en-NZ/my-account/banking/withdraw')
  await expect(page.getByTestId('withdrawal-refused')).toHaveText('Your documents are being reviewed; you can withdraw as soon as they are approved.')

  // My account no longer reminds: the answers are under review.
  await page.goto('/en-NZ/my-account')
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
  await expect(page.getByTestId('document-reminder')).toHaveCount(0)

  // And the verification page says the questionnaire is under review.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/en-NZ/my-account/verification')
  await expect(page.getByTestId('edd-link')).toContainText('Your due diligence questionnaire is under review.')
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
})
