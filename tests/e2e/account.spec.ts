import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations } from './axe'
import { logIn, newPlayer, screenshot } from './session-helpers'

/**
 * My account → Account details through the real UI against the reference platform: the password
 * change (a wrong current password first), the phone change with the code from the dev outbox,
 * and a marketing preference kept over a reload. Each test has a fresh player of its own.
 */

const NEW_PASSWORD = 'Brand-New-Pass-77'

/** Logs the player in and opens the account details page in their own market. */
async function openAccountDetails(page: Page, email: string, password: string): Promise<string> {
  await logIn(page, email, password)
  const langmarket = new URL(page.url()).pathname.split('/')[1]!
  await page.goto(`/${langmarket}/my-account/account`)
  await expect(page.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible()
  return langmarket
}

async function latestSmsCode(request: APIRequestContext, to: string): Promise<string> {
  const messages = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { channel: string; code: string | null }[]
  const code = messages.find((m) => m.channel === 'sms')?.code
  if (!code) throw new Error(`no SMS code in the outbox for ${to}`)
  return code
}

test('a player changes the password (a wrong current one is refused first), logs out and logs in with the new one', async ({ page, request }) => {
  const player = await newPlayer(request)
  await openAccountDetails(page, player.email, player.password)
  const section = page.getByRole('region', { name: 'Password' })
  const field = (name: string) => section.getByRole('textbox', { name, exact: true })

  await field('Current password').fill('Not-My-Password-1')
  await field('New password').fill(NEW_PASSWORD)
  await field('Repeat the new password').fill(NEW_PASSWORD)
  await section.getByRole('button', { name: 'Change password' }).click()
  const current = field('Current password')
  await expect(current).toHaveAttribute('aria-invalid', 'true')
  await expect(current).toHaveAccessibleDescription(/Your current password is not correct\./)
  await expectNoSeriousA11yViolations(page)

  await current.fill(player.password)
  await section.getByRole('button', { name: 'Change password' }).click()
  await expect(section.getByRole('status')).toContainText('Your password is changed.')

  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0)
  await logIn(page, player.email, NEW_PASSWORD)
  const oldLogin = await request.post('/api/v1/player/login', { headers: { 'X-Site-Id': '5' }, data: { email: player.email, password: player.password } })
  expect(oldLogin.status()).toBe(401)
})

test('a player changes the phone number with the code sent to it', async ({ page, request }) => {
  const player = await newPlayer(request)
  await openAccountDetails(page, player.email, player.password)
  const section = page.getByRole('region', { name: 'Phone number' })
  const body = `22${String(Date.now()).slice(-7)}`

  await section.getByRole('textbox', { name: 'New phone number' }).fill(body)
  await section.getByRole('button', { name: 'Send a code to this number' }).click()
  const popup = page.getByRole('dialog', { name: 'Confirm your new phone number' })
  await expect(popup).toBeVisible()
  const code = await latestSmsCode(request, `+64${body}`)
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  const codeField = popup.getByRole('textbox', { name: 'Code from the SMS' })
  await codeField.fill(wrong)
  await popup.getByRole('button', { name: 'Confirm' }).click()
  await expect(codeField).toHaveAccessibleDescription(/That code is not right/)
  await expectNoSeriousA11yViolations(page)

  await codeField.fill(code)
  await popup.getByRole('button', { name: 'Confirm' }).click()
  await expect(popup).toBeHidden()
  await expect(section.getByRole('status')).toHaveText(`Your phone number is now +64${body}.`)
  await expect(section.getByText(`Your phone number: +64${body}`)).toBeVisible()
})

test('a player switches a marketing preference and finds it kept after a reload; the page passes axe at 1280 and 360 px', async ({ page, request }) => {
  const player = await newPlayer(request)
  await page.setViewportSize({ width: 1280, height: 900 })
  await openAccountDetails(page, player.email, player.password)
  const email = page.getByRole('group', { name: 'E-mail' })
  const newsletter = email.getByRole('checkbox', { name: 'Newsletter' })
  // newPlayer signed up without marketingOptIn: every switch starts off.
  await expect(newsletter).not.toBeChecked()
  await newsletter.check()
  await expect(page.getByRole('region', { name: 'Marketing preferences' }).getByRole('status')).toHaveText('Your preferences are saved.')
  await expect(newsletter).toBeChecked()
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'account-details-1280')

  await page.reload()
  await expect(page.getByRole('group', { name: 'E-mail' }).getByRole('checkbox', { name: 'Newsletter' })).toBeChecked()
  await expect(page.getByRole('group', { name: 'SMS' }).getByRole('checkbox', { name: 'Newsletter' })).not.toBeChecked()

  await page.setViewportSize({ width: 360, height: 800 })
  await expect(page.getByRole('group', { name: 'E-mail' })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'account-details-360')
})

test('on a phone, My account in the bottom bar leads to every account page', async ({ page, request }) => {
  test.setTimeout(60_000)
  const player = await newPlayer(request)
  await page.setViewportSize({ width: 360, height: 800 })
  await logIn(page, player.email, player.password)
  const langmarket = new URL(page.url()).pathname.split('/')[1]!
  await page.goto(`/${langmarket}`)
  // The bar's five tabs (a player's fifth is My account) sit in one row.
  await expect(page.getByRole('navigation', { name: 'Lobby' }).getByRole('link', { name: 'My account' })).toBeVisible()
  const tops = await page.getByRole('navigation', { name: 'Lobby' }).locator(':scope > *').evaluateAll((tabs) => tabs.map((t) => Math.round(t.getBoundingClientRect().top)))
  expect(tops).toHaveLength(6)
  expect(new Set(tops).size).toBe(1)
  await page.getByRole('navigation', { name: 'Lobby' }).getByRole('link', { name: 'My account' }).click()
  await expect(page).toHaveURL(new RegExp(`/${langmarket}/my-account$`))
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
  const groups = {
    Banking: ['Deposit', 'Withdraw', 'Transaction history'],
    Rewards: ['Rewards', 'Bonus code'],
    Account: ['Account details', 'Verification documents', 'Inbox'],
    'Responsible gambling': ['Gambling limits', 'Time-out and self-exclusion'],
  }
  for (const [group, links] of Object.entries(groups)) {
    await expect(page.getByRole('region', { name: group }).getByRole('link')).toHaveText(links)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'my-account-360')

  // Every link opens its page (a heading of its own, not the not-found page), and Back returns here.
  const pages: [string, RegExp][] = [
    ['Withdraw', /withdraw/i],
    ['Transaction history', /transactions|history/i],
    ['Bonus code', /bonus code/i],
    ['Account details', /account details/i],
    ['Verification documents', /verification documents/i],
    ['Inbox', /inbox/i],
    ['Gambling limits', /gambling limits/i],
    ['Time-out and self-exclusion', /responsible gambling/i],
  ]
  for (const [name, heading] of pages) {
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
  }
})

test('every page is titled by what it shows, in the language on show: the lobby, a category, a game, My account, the cashier (WCAG 2.4.2)', async ({ page }) => {
  test.setTimeout(60_000)
  // The home page keeps the brand's own title; the lobby names itself, a game's page its game.
  await page.goto('/en-UN')
  await expect(page).toHaveTitle('Croupier – online casino, live casino and sportsbook')
  await page.goto('/en-UN/online-casino')
  await expect(page).toHaveTitle('Casino – Croupier')
  await page.goto('/en-UN/online-casino/classic')
  await expect(page).toHaveTitle('Classic slots – Croupier')
  await page.goto('/en-UN/online-casino/play/novomatic/book-of-fortune')
  await expect(page.getByRole('heading', { level: 1, name: 'Book of Fortune' })).toBeVisible()
  await expect(page).toHaveTitle('Book of Fortune – Croupier')
  await page.goto('/en-UN/no-such-page')
  await expect(page).toHaveTitle('Page not found – Croupier')

  // Moving through My account without a page load renames the page each time.
  await logIn(page, 'demo@croupier.test')
  await page.goto('/en-NO/my-account')
  await expect(page).toHaveTitle('My account – Croupier')
  await page.getByRole('main').getByRole('link', { name: 'Gambling limits', exact: true }).click()
  await expect(page).toHaveTitle('Gambling limits – Croupier')
  await page.goBack()
  await expect(page).toHaveTitle('My account – Croupier')
  await page.getByRole('main').getByRole('link', { name: 'Deposit', exact: true }).click()
  await expect(page).toHaveTitle('Deposit – Croupier')
  await expect(page).toHaveURL(/\/en-NO\/my-account\/banking\/deposit$/)

  // Another language from the picker: the same page, its title in Norwegian.
  await page.getByRole('banner').getByRole('button', { name: /^English/ }).click()
  await page.getByRole('menuitem', { name: 'Norsk', exact: true }).click()
  await expect(page).toHaveURL(/\/no-NO\/my-account\/banking\/deposit$/)
  await expect(page).toHaveTitle('Sett inn – Croupier')
  await page.goto('/no-NO/my-account')
  await expect(page).toHaveTitle('Min konto – Croupier')
})

test('a visitor who opens My account is asked to log in first', async ({ page }) => {
  await page.goto('/en-UN/my-account')
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
})

test("a signed-in player's header fits tablets and desktops in the languages with the longest words", async ({ page, request }) => {
  test.setTimeout(60_000)
  const player = await newPlayer(request)
  await logIn(page, player.email, player.password)
  // Portuguese and Canadian French have the longest header labels ("Terminar sessão", "Se déconnecter").
  for (const langmarket of ['pt-PT', 'fr-CA']) {
    for (const width of [768, 1024]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(`/${langmarket}`)
      await expect(page.getByRole('navigation', { name: /./ }).first()).toBeVisible()
      await expect(page.getByRole('banner').getByRole('link', { name: /^(A minha conta|Mon compte)$/ })).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${langmarket} at ${width} px`).toBeLessThanOrEqual(0)
    }
  }
})

test("a signed-in player's header fits a 360 px phone: Log out is an icon there, named for everyone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  // The Norwegian demo player: "English", a balance in kroner, Deposit and Log out share the bar
  // (it overflowed by 8 px at 2,000.00 kr while Log out was words).
  await logIn(page, 'demo@croupier.test')
  for (const path of ['/en-NO', '/en-NO/my-account']) {
    await page.goto(path)
    const logOut = page.getByRole('banner').getByRole('button', { name: 'Log out' })
    await expect(logOut).toBeVisible()
    await expect(logOut).toHaveText('Log out') // the words stay its text, hidden from sight only
    expect((await logOut.boundingBox())!.width).toBeLessThanOrEqual(48)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
  await screenshot(page, 'header-player-360')
  await page.setViewportSize({ width: 768, height: 800 })
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toHaveText('Log out')
  expect((await page.getByRole('banner').getByRole('button', { name: 'Log out' }).boundingBox())!.width).toBeGreaterThan(48)
})
