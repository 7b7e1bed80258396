import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations } from './axe'
import { logIn, newFinnishPlayer, newPlayer, screenshot } from './session-helpers'

/**
 * Money through the real UI against the platform and its sandbox payment provider: a new player
 * (New Zealand, NZD) deposits, sees the balance move without a reload, meets a decline and a
 * deposit limit.
 */
const CASHIER = '/en-NZ/my-account/banking/deposit'
const nzd = (amount: string) => `$${amount}`

const headerBalance = (page: Page) => page.getByTestId('header-balance')

// The browser's clock runs in UTC, half a day from the player's Auckland: dates the site shows must
// be on the player's calendar (where a daily limit resets at midnight), not the device's.
test.use({ timezoneId: 'UTC' })

/** dd/MM/yyyy of tomorrow in Auckland: when the player's daily limits reset. */
function aucklandTomorrow(): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date()).split('-').map(Number)
  const tomorrow = new Date(Date.UTC(year!, month! - 1, day! + 1))
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(tomorrow.getUTCDate())}/${two(tomorrow.getUTCMonth() + 1)}/${tomorrow.getUTCFullYear()}`
}

async function newSignedInPlayer(page: Page, request: Parameters<typeof newPlayer>[0]) {
  const player = await newPlayer(request)
  await logIn(page, player.email, player.password, '/en-NZ/login')
  // No money has moved yet: the wallet's 404 reads as zero in the player's currency.
  await expect(headerBalance(page)).toContainText(nzd('0.00'))
  return player
}

/** From the header's Deposit button to the provider's page, with the method and amount chosen. */
async function startDeposit(page: Page, method: string, amount: string) {
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Deposit' }).click()
  await expect(page).toHaveURL(new RegExp(`${CASHIER}$`))
  await page.getByLabel('Payment method').selectOption({ label: method })
  await page.getByLabel('Amount').fill(amount)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page).toHaveURL(/\/sandbox\/psp\/pay\//)
}

/** A deposit by Skrill approved at the provider, and the header's balance `after` it. */
async function depositApproved(page: Page, amount: string, after: string) {
  await startDeposit(page, 'Skrill', amount)
  await page.getByRole('button', { name: 'Approve payment' }).click()
  await expect(headerBalance(page)).toContainText(nzd(after))
}

test('a new player deposits: approved at the provider, the balance moves in another tab without a reload', async ({ page, request, context }) => {
  await newSignedInPlayer(page, request)

  // A second tab on the home page: only the websocket (or the 20 s poll) can change its header.
  const other = await context.newPage()
  await other.goto('/en-NZ')
  await expect(headerBalance(other)).toContainText(nzd('0.00'))
  await other.evaluate(() => Object.assign(window, { __notReloaded: true }))

  await startDeposit(page, 'Skrill', '50')
  await page.getByRole('button', { name: 'Approve payment' }).click()

  await expect(page).toHaveURL(/\/en-NZ\/my-account\/banking\/deposit\?depositId=/)
  await expect(page.getByTestId('deposit-outcome')).toHaveText(`Deposit approved: ${nzd('50.00')} is on your balance.`)
  await expect(headerBalance(page)).toContainText(nzd('50.00'))

  // Well inside the 20 s poll: the WALLET_BALANCE message moved it, and the tab was never reloaded.
  await expect(headerBalance(other)).toContainText(nzd('50.00'), { timeout: 5_000 })
  expect(await other.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true)
  await other.close()
})

test('a declined payment takes no money and offers to try again', async ({ page, request }) => {
  await newSignedInPlayer(page, request)
  await startDeposit(page, 'Skrill', '25')
  await page.getByRole('button', { name: 'Decline payment' }).click()

  await expect(page.getByRole('alert')).toContainText('The payment was declined and no money was taken.')
  await expect(headerBalance(page)).toContainText(nzd('0.00'))
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByLabel('Amount')).toBeVisible()
})

test('the cashier at 360 and 1280 px', async ({ page, request }) => {
  await newSignedInPlayer(page, request)
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(CASHIER)
    await expect(page.getByLabel('Amount')).toBeVisible()
    await page.getByLabel('Amount').fill('5')
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page.getByText('Choose an amount between the minimum and the maximum shown for this method.')).toBeVisible()
    await screenshot(page, `cashier-${width}`)
    await expectNoSeriousA11yViolations(page)
  }
})

test('the player withdraws, sees it pending, and cancels it: the money returns to the main balance', async ({ page, request }) => {
  await newSignedInPlayer(page, request)
  await depositApproved(page, '60', '60.00')

  await page.goto('/en-NZ/my-account/banking/withdraw')
  await page.getByLabel('Amount').fill('20')
  await page.getByRole('button', { name: 'Request withdrawal' }).click()
  await expect(page.getByTestId('withdrawal-requested')).toHaveText(
    `Withdrawal requested: ${nzd('20.00')} is pending and can be cancelled until it is paid.`,
  )
  // The form is gone; focus is on what replaced it rather than back at the page's start.
  await expect(page.getByTestId('withdrawal-requested')).toBeFocused()
  // The amount moved from the main balance to the locked one.
  await expect(headerBalance(page)).toContainText(nzd('40.00'))
  await screenshot(page, 'withdrawal-pending')
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: `Cancel the withdrawal of ${nzd('20.00')}` }).press('Enter')
  await expect(page.getByRole('heading', { name: 'Pending withdrawals' })).toHaveCount(0)
  await expect(headerBalance(page)).toContainText(nzd('60.00'))
  // The pressed Cancel went with its row; focus is on the sentence that says so, not the page's start.
  const cancelled = page.getByTestId('withdrawal-cancelled')
  await expect(cancelled).toHaveText(`Withdrawal cancelled: ${nzd('20.00')} is back in your main balance.`)
  await expect(cancelled).toBeFocused()
  await expect(page.getByTestId('withdrawal-requested')).toHaveCount(0)
})

test('cancelling a withdrawal that would pass a deposit limit keeps it pending and says why in the player’s words', async ({ page, request }) => {
  await newSignedInPlayer(page, request)
  await depositApproved(page, '60', '60.00')

  // A first limit applies at once: the 60.00 deposited today leaves nothing of it.
  await page.goto('/en-NZ/my-account/gambling-limits')
  const daily = page.getByTestId('limit-deposit-D')
  await daily.getByLabel('New limit').fill('60')
  await daily.getByRole('button', { name: 'Save' }).click()
  await expect(daily).toContainText(`${nzd('60.00')}: ${nzd('60.00')} used, ${nzd('0.00')} left`)

  await page.goto('/en-NZ/my-account/banking/withdraw')
  await page.getByLabel('Amount').fill('20')
  await page.getByRole('button', { name: 'Request withdrawal' }).click()
  await expect(headerBalance(page)).toContainText(nzd('40.00'))

  // Returning the money to play would count as a deposit: the platform refuses, and the page says
  // so in a sentence of its catalogue, not in the platform's detail (minor units, an ISO instant).
  await page.getByRole('button', { name: `Cancel the withdrawal of ${nzd('20.00')}` }).click()
  const warning = page.getByRole('list').getByRole('alert')
  await expect(warning).toHaveText('Cancelling would take you over your deposit limit, so the withdrawal stays pending.')
  await expect(page.getByRole('heading', { name: 'Pending withdrawals' })).toBeVisible()
  await expect(headerBalance(page)).toContainText(nzd('40.00'))
})

test('the player sets a daily deposit limit, is refused above it, raises it (pending) and lowers it (at once)', async ({ page, request }) => {
  await newSignedInPlayer(page, request)
  await page.goto('/en-NZ/my-account/gambling-limits')
  const daily = page.getByTestId('limit-deposit-D')
  await expect(daily).toContainText('No limit')
  await daily.getByLabel('New limit').fill('30')
  await daily.getByRole('button', { name: 'Save' }).click()
  await expect(daily.getByRole('status')).toHaveText('Limit updated.')
  await expect(daily).toContainText(`${nzd('30.00')}: ${nzd('0.00')} used, ${nzd('30.00')} left`)
  // Saving disables the button for a moment; focus comes back to it, not to the page's start.
  await expect(daily.getByRole('button', { name: 'Save' })).toBeFocused()

  // The platform refuses a deposit above the limit; the cashier says how much is left.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Deposit' }).click()
  // The daily limit resets at midnight in Auckland, which a UTC browser would date a day early.
  await expect(page.getByTestId('limit-notice')).toContainText(`Your deposit limits leave ${nzd('30.00')} to deposit until ${aucklandTomorrow()}.`)
  await page.getByLabel('Payment method').selectOption({ label: 'Skrill' })
  await page.getByLabel('Amount').fill('50')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByText('This amount is over what your deposit limits allow now. Choose a smaller amount.')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${CASHIER}$`))
  // The button was disabled while the platform answered; focus is on the refused amount, not lost.
  await expect(page.getByLabel('Amount')).toBeFocused()

  // An increase waits for the cooling period; a decrease applies at once.
  await page.goto('/en-NZ/my-account/gambling-limits')
  await daily.getByLabel('New limit').fill('80')
  await daily.getByRole('button', { name: 'Save' }).click()
  await expect(daily.getByRole('status')).toHaveText('Update received: the higher limit applies after the cooling period.')
  await expect(daily).toContainText(`Changes to ${nzd('80.00')} on`)
  await daily.getByLabel('New limit').fill('20')
  await daily.getByRole('button', { name: 'Save' }).click()
  await expect(daily.getByRole('status')).toHaveText('Limit updated.')
  await expect(daily).toContainText(`${nzd('20.00')}: ${nzd('0.00')} used`)

  // Removing waits for the cooling period too, and can be taken back; the pressed button goes
  // each time, and focus lands on the row's Save rather than the page's start.
  await daily.getByRole('button', { name: 'Remove' }).press('Enter')
  await expect(daily.getByRole('status')).toHaveText('Removal received: the limit is removed after the cooling period.')
  await expect(daily.getByRole('button', { name: 'Remove' })).toHaveCount(0)
  await expect(daily.getByRole('button', { name: 'Save' })).toBeFocused()
  await daily.getByRole('button', { name: 'Cancel change' }).press('Enter')
  await expect(daily.getByRole('status')).toHaveText('The pending change is cancelled.')
  await expect(daily.getByRole('button', { name: 'Cancel change' })).toHaveCount(0)
  await expect(daily.getByRole('button', { name: 'Save' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(daily.getByRole('button', { name: 'Remove' })).toBeFocused()
  await page.setViewportSize({ width: 360, height: 800 })
  await screenshot(page, 'gambling-limits-360')
  await expectNoSeriousA11yViolations(page)
})

test('each limit field shows the range the platform accepts for its period, and a value outside it is refused naming that range', async ({ page, request }) => {
  await newSignedInPlayer(page, request)
  await page.goto('/en-NZ/my-account/gambling-limits')
  // The platform's ranges (€5 to €100,000, €300,000 and €1,000,000) in NZD, 1.5 a euro.
  const ranges = { D: ['7.50', '150,000.00'], W: ['7.50', '450,000.00'], M: ['7.50', '1,500,000.00'] }
  for (const [period, [min, max]] of Object.entries(ranges)) {
    await expect(page.getByTestId(`limit-deposit-${period}`).getByLabel('New limit')).toHaveAccessibleDescription(`From ${nzd(min!)} to ${nzd(max!)}`)
  }
  await expect(page.getByTestId('limit-spend-M').getByLabel('New limit')).toHaveAccessibleDescription(`From ${nzd('7.50')} to ${nzd('1,500,000.00')}`)

  // Below and above the daily range: the refusal, under the field, names the range.
  const daily = page.getByTestId('limit-deposit-D')
  const field = daily.getByLabel('New limit')
  for (const refused of ['5', '150000.01']) {
    await field.fill(refused)
    await daily.getByRole('button', { name: 'Save' }).click()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(daily.getByText(`A daily limit must be between ${nzd('7.50')} and ${nzd('150,000.00')}.`)).toBeVisible()
  }
  await expect(daily).toContainText('No limit')
  const monthly = page.getByTestId('limit-deposit-M')
  await monthly.getByLabel('New limit').fill('1500001')
  await monthly.getByRole('button', { name: 'Save' }).click()
  await expect(monthly.getByText(`A monthly limit must be between ${nzd('7.50')} and ${nzd('1,500,000.00')}.`)).toBeVisible()
  await screenshot(page, 'limits-range-1280')
  await page.setViewportSize({ width: 360, height: 800 })
  await expect(monthly.getByText(`A monthly limit must be between ${nzd('7.50')} and ${nzd('1,500,000.00')}.`)).toBeVisible()
  await screenshot(page, 'limits-range-360')
  await expectNoSeriousA11yViolations(page)
})

test('a Finnish page writes the limit range as Finnish money, and so does the refusal', async ({ page, request }) => {
  const player = await newFinnishPlayer(request)
  await logIn(page, player.email, player.password, '/en-UN/login')
  await page.goto('/fi-FI/my-account/gambling-limits')
  const daily = page.getByTestId('limit-deposit-D')
  const field = daily.getByLabel('Uusi raja')
  await expect(field).toHaveAccessibleDescription(/^5\.00\s€–100,000\.00\s€$/)
  await field.fill('4')
  await daily.getByRole('button', { name: 'Tallenna' }).click()
  await expect(daily.getByText(/^Päivärajan on oltava välillä 5\.00\s€–100,000\.00\s€\.$/)).toBeVisible()
})

test('a Finnish player types amounts as Finnish writes them: 1 250,50 is deposited to the cent, and a refusal’s example reads 50,00', async ({ page, request }) => {
  const player = await newFinnishPlayer(request)
  await logIn(page, player.email, player.password, '/en-UN/login')
  await page.goto('/fi-FI/my-account/banking/deposit')
  await page.getByLabel('Maksutapa').selectOption({ label: 'Skrill' })
  const amount = page.getByLabel('Summa')
  const pay = page.getByRole('button', { name: 'Jatka maksamaan' })

  // Twelve and a half to a Finn, with a decimal too many: refused rather than read as 12 500 €,
  // and the example is written the way the page writes numbers.
  await amount.fill('12,500')
  await pay.click()
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await expect(amount).toHaveAccessibleDescription(/Anna summa, esimerkiksi 50 tai 50,00\./)

  // A keyboard's space groups the thousands, a comma is the decimal.
  await amount.fill('1 250,50')
  await pay.click()
  await expect(page).toHaveURL(/\/sandbox\/psp\/pay\//)
  await page.getByRole('button', { name: 'Approve payment' }).click()
  await expect(page.getByTestId('deposit-outcome')).toHaveText('Talletus hyväksytty: 1,250.50\u00a0€ on saldollasi.')
  await expect(headerBalance(page)).toContainText('1,250.50\u00a0€')

  // The platform's deposit is for 125,050 cents.
  const depositId = new URL(page.url()).searchParams.get('depositId')
  const tokens = await page.evaluate(() => ({ id: localStorage.getItem('croupier.idToken'), access: localStorage.getItem('croupier.accessToken') }))
  const deposit = await request.get(`/api/v1/player/wallet/deposits/${depositId}`, {
    headers: { 'X-Site-Id': '5', Authorization: `Bearer ${tokens.id}`, 'Access-Token': tokens.access! },
  })
  expect(deposit.ok(), await deposit.text()).toBe(true)
  expect(await deposit.json()).toMatchObject({ amountMinor: 125_050, currency: 'EUR', status: 'SUCCESS' })
})

test('a pending payment shows as pending, then as approved once the provider settles it', async ({ page, request }) => {
  await newSignedInPlayer(page, request)
  await startDeposit(page, 'Skrill', '40')
  const pspId = new URL(page.url()).pathname.split('/').pop()!
  await page.getByRole('button', { name: 'Leave pending (settles later)' }).click()
  await expect(page.getByTestId('deposit-outcome')).toHaveText(
    'Your payment is pending with the provider. Your balance updates as soon as it is settled.',
  )
  await expect(headerBalance(page)).toContainText(nzd('0.00'))

  // The bank confirms: the provider settles and calls the platform back (signed).
  const settled = await request.post(`/sandbox/psp/payments/${pspId}/settle`)
  expect(settled.ok(), await settled.text()).toBe(true)
  await expect(page.getByTestId('deposit-outcome')).toHaveText(`Deposit approved: ${nzd('40.00')} is on your balance.`)
  await expect(headerBalance(page)).toContainText(nzd('40.00'))
})

test('the player deposits twice and withdraws, then reads the history by day, filters it and scrolls for more', async ({ page, request }) => {
  test.setTimeout(90_000)
  await newSignedInPlayer(page, request)
  for (const [amount, after] of [['50', '50.00'], ['30', '80.00']] as const) {
    await depositApproved(page, amount, after)
  }
  await page.goto('/en-NZ/my-account/banking/withdraw')
  await page.getByLabel('Amount').fill('20')
  await page.getByRole('button', { name: 'Request withdrawal' }).click()
  await expect(headerBalance(page)).toContainText(nzd('60.00'))

  // Nine more small withdrawals straight through the API, so the history has more than a page.
  const tokens = await page.evaluate(() => ({ id: localStorage.getItem('croupier.idToken'), access: localStorage.getItem('croupier.accessToken') }))
  const headers = () => ({ 'X-Site-Id': '5', Authorization: `Bearer ${tokens.id}`, 'Access-Token': tokens.access!, 'Idempotency-Key': crypto.randomUUID() })
  let newest = ''
  for (let i = 0; i < 9; i++) {
    const made = await request.post('/api/v1/player/wallet/withdrawals', { headers: headers(), data: { amountMinor: 100 } })
    expect(made.status()).toBe(201)
    newest = ((await made.json()) as { pendingWithdrawalId: string }).pendingWithdrawalId
  }

  // The history's 30 s poll runs on the page's clock, which the test moves on.
  await page.clock.install()
  await page.goto('/en-NZ/my-account/transactions')
  await expect(page.getByRole('heading', { name: 'Transaction history' })).toBeVisible()
  const rows = page.getByTestId('history-row')
  await expect(rows).toHaveCount(10)
  // Newest first: the last API withdrawal on top, and every line of today under one day heading.
  await expect(rows.first()).toContainText('Withdrawal')
  await expect(rows.first()).toContainText(`-${nzd('1.00')}`)
  const today = await page.evaluate(() => {
    const d = new Date()
    return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`
  })
  await expect(page.getByTestId('history-day')).toHaveCount(1)
  await expect(page.getByRole('heading', { name: today })).toBeVisible()
  // Deposits 80.00 minus withdrawals 29.00; no bets yet.
  await expect(page.getByTestId('net-position')).toHaveText(nzd('51.00'))
  await expect(page.getByTestId('win-loss')).toHaveText(nzd('0.00'))

  // The newest withdrawal is cancelled elsewhere: within one poll the page shows it, without a reload.
  await expect(page.getByTestId('pending-withdrawals')).toHaveText(nzd('29.00'))
  const cancelled = await request.post('/api/v1/player/wallet/withdrawal/cancellation', {
    headers: headers(),
    data: { pendingWithdrawalId: newest, amountMinor: 100, cancelByPlayer: true },
  })
  expect(cancelled.ok()).toBe(true)
  await page.clock.fastForward(31_000)
  await expect(page.getByTestId('pending-withdrawals')).toHaveText(nzd('28.00'))
  await expect(rows.first()).not.toContainText('Pending')

  // Scrolling to the end reads the next page: the two deposits, the oldest lines, and no more after them.
  await rows.last().scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 4000)
  // 13 lines now: the cancellation put the money back with a line of its own.
  await expect(rows).toHaveCount(13)
  await expect(rows.nth(11)).toContainText(`Deposit${nzd('30.00')}`)
  await expect(rows.nth(12)).toContainText(`Deposit${nzd('50.00')}`)
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0)

  // A category with nothing in it, then the payments only.
  await page.getByLabel('Category').selectOption({ label: 'Casino' })
  await page.getByRole('button', { name: 'Apply filter' }).click()
  await expect(page.getByText('No transactions match this filter.')).toBeVisible()
  await page.getByLabel('Category').selectOption({ label: 'Payments' })
  await page.getByLabel('Status').selectOption({ label: 'Completed' })
  await page.getByRole('button', { name: 'Apply filter' }).click()
  // The two deposits and the line that returned the cancelled withdrawal's money.
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(0)).toContainText(`Withdrawal cancelled${nzd('1.00')}`)
  await expect(rows.nth(1)).toContainText(`Deposit${nzd('30.00')}`)
  await expect(rows.nth(2)).toContainText(`Deposit${nzd('50.00')}`)

  // From after To is refused before anything is sent.
  await page.getByLabel('From').fill('2026-12-31')
  await page.getByLabel('To').fill('2026-01-01')
  await page.getByRole('button', { name: 'Apply filter' }).click()
  await expect(page.getByRole('alert')).toHaveText('Choose a From date on or before the To date.')
  await page.getByRole('button', { name: 'Clear filter' }).click()
  await expect(rows).toHaveCount(10)

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    // The header's Deposit button: a plus on phones whose name holds the visible text (WCAG 2.5.3 label in name).
    const deposit = page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Deposit' })
    await expect(deposit).toHaveAccessibleName(width === 360 ? '+ Deposit' : 'Deposit')
    await expect(deposit).toHaveText(width === 360 ? /^\+/ : /^Deposit$/, { useInnerText: true })
    await page.evaluate(() => window.scrollTo(0, 0))
    await screenshot(page, `transaction-history-${width}`)
    await expectNoSeriousA11yViolations(page)
  }
})

test('a card payment passes the bank’s 3-D Secure step: a wrong code says how many tries are left, the right one approves', async ({ page, request }) => {
  await newSignedInPlayer(page, request)
  await startDeposit(page, 'Card', '40')
  await page.getByLabel('Name on card').fill('Maija Meikäläinen')
  // The provider's test card that asks for the bank's one-time code.
  await page.getByLabel('Card number').fill('4000000000003220')
  await page.getByLabel('Expiry (MM/YY)').fill('12/30')
  await page.getByLabel('Security code').fill('123')
  // The provider writes amounts its own way.
  await page.getByRole('button', { name: 'Pay 40.00 NZD' }).click()
  await expect(page).toHaveURL(/\/sandbox\/psp\/3ds\//)
  await expect(page.getByRole('heading', { name: 'Confirm with your bank' })).toBeVisible()
  const code = (await page.locator('.notice strong').textContent())!
  expect(code).toMatch(/^\d{6}$/)

  await page.getByLabel('One-time code').fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('alert')).toHaveText('That code is not right. 2 attempts left.')
  await expect(page.getByLabel('One-time code')).toHaveAttribute('aria-invalid', 'true')
  await expectNoSeriousA11yViolations(page)
  // Nothing was credited while the step is open.
  expect(page.url()).toContain('/sandbox/psp/3ds/')

  await page.getByLabel('One-time code').fill(code)
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByTestId('deposit-outcome')).toHaveText(`Deposit approved: ${nzd('40.00')} is on your balance.`)
  await expect(headerBalance(page)).toContainText(nzd('40.00'))
})

test('whenever the platform refuses a withdrawal or a deposit, the page says why in one sentence and what to do', async ({ page, request }) => {
  test.setTimeout(90_000)
  await newSignedInPlayer(page, request)
  await depositApproved(page, '60', '60.00')

  // The back office changes the player's standing (development route); the platform's own checks
  // decide, the page only says what they answered.
  const idToken = await page.evaluate(() => localStorage.getItem('croupier.idToken'))
  const standing = async (change: Record<string, unknown>) => {
    const answer = await request.post('/dev/player/standing', { headers: { Authorization: `Bearer ${idToken}` }, data: change })
    expect(answer.status(), await answer.text()).toBe(204)
  }
  const refusals: [Record<string, unknown>, string][] = [
    [{ kycStatus: 'PENDING' }, 'Your documents are being reviewed; you can withdraw as soon as they are approved.'],
    [{ kycStatus: 'NOT_VERIFIED', documentsDueInDays: 5 }, 'Verify your identity before you withdraw: upload your documents under My account, Verification.'],
    [{ kycStatus: 'PENDING_EXPIRED', documentsDueInDays: -1 }, 'Your account is restricted until your documents are verified: upload them under My account, Verification, to withdraw.'],
    [{ kycStatus: 'FULLY VERIFIED', documentsDueInDays: null, status: 'RESTRICTED' }, 'Withdrawals are restricted on your account; please contact support.'],
    [{ status: 'REGISTERED', flags: { withdrawal: false } }, 'Withdrawals are not allowed on your account; please contact support.'],
  ]
  for (const [change, sentence] of refusals) {
    await standing(change)
    await page.goto('/en-NZ/my-account/banking/withdraw')
    await expect(page.getByTestId('withdrawal-refused')).toHaveText(sentence)
    // No form to try anyway: the platform would refuse it too.
    await expect(page.getByRole('button', { name: 'Request withdrawal' })).toHaveCount(0)
  }
  await screenshot(page, 'withdrawal-refused')
  await expectNoSeriousA11yViolations(page)

  await standing({ flags: { withdrawal: true, deposit: false } })
  await page.goto(CASHIER)
  await expect(page.getByTestId('deposit-blocked')).toHaveText('Deposits are turned off on your account; please contact support to have them turned back on.')
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0)
  await standing({ flags: { deposit: true } })
  await page.goto('/en-NZ/my-account/banking/withdraw')
  await expect(page.getByLabel('Amount')).toBeVisible()
})

test('a daily spend limit stops real-money play: the wallet refuses the bet that would pass it, and the game says why', async ({ page, request }) => {
  test.setTimeout(120_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await newSignedInPlayer(page, request)
  await depositApproved(page, '50', '50.00')

  await page.goto('/en-NZ/my-account/gambling-limits')
  const spend = page.getByTestId('limit-spend-D')
  await spend.getByLabel('New limit').fill('10')
  await spend.getByRole('button', { name: 'Save' }).click()
  await expect(spend.getByRole('status')).toHaveText('Limit updated.')

  await page.goto('/en-NZ/online-casino/play/novomatic/book-of-fortune')
  await expect(page.getByText('Real money')).toBeVisible()
  const game = page.frameLocator('iframe[title="Book of Fortune"]')
  const refused = game.getByText('This bet would pass one of your loss or spend limits.')
  const balance = page.getByTestId('game-balance')
  // The highest stake within the limit: the first spin takes it, the next would pass the limit.
  const betMeter = game.locator('.meter.bet output')
  const winMeter = game.locator('.meter').nth(2).locator('output')
  const stake = async () => Number((await betMeter.textContent())!.replace(/[^\d.]/g, ''))
  await expect.poll(stake).toBeGreaterThan(0)
  while ((await stake()) <= 10) await game.getByRole('button', { name: 'Raise bet' }).click()
  await game.getByRole('button', { name: 'Lower bet' }).click()
  let spins = 0
  while (!(await refused.isVisible())) {
    expect(spins, 'spins before the limit stopped play').toBeLessThan(40)
    const before = await balance.textContent()
    await game.getByRole('button', { name: 'Spin' }).click()
    spins++
    // Each spin either moves the balance (bet, perhaps a win) or is refused; a round that wins back
    // exactly its stake leaves the balance where it was, and its win meter shows the stake.
    const settled = async () =>
      (await refused.isVisible()) || (await balance.textContent()) !== before || (await winMeter.textContent()) === (await betMeter.textContent())
    await expect(async () => expect(await settled()).toBe(true)).toPass({ timeout: 15_000 })
    await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 15_000 })
  }
  // One spin at the highest stake within 10.00, then the refusal.
  expect(spins).toBe(2)

  // What was staked stayed within the limit, and the limits page counts it.
  await page.goto('/en-NZ/my-account/gambling-limits')
  await expect(spend).toContainText(/\$10\.00: \$\d+\.\d{2} used/)
  const used = (await spend.textContent())!.match(/\$10\.00: \$(\d+\.\d{2}) used/)
  expect(Number(used![1])).toBeGreaterThan(0)
  expect(Number(used![1])).toBeLessThanOrEqual(10)
})
