import { expect, type APIRequestContext, type Page } from '@playwright/test'

const SCREENS = process.env.SCREENS_DIR ?? '.tmp/screens'

/** Saves a screenshot of the page state for a human to look at; never compared. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true })
}

let sequence = 0

/**
 * A fresh player of its own, so a test that changes an account (a lockout) leaves the seeded ones
 * alone. New Zealand asks for no verification code, so the account is ready after the profile step.
 */
export async function newPlayer(request: APIRequestContext, { termsVersion = '2' } = {}): Promise<{ email: string; password: string }> {
  sequence += 1
  const unique = `${Date.now().toString(36)}${sequence}`
  const headers = { 'X-Site-Id': '5', 'X-Country': 'NZ', 'X-Captcha-Token': 'croupier-dev-captcha' }
  const body = {
    email: `e2e.${unique}@example.com`,
    password: 'Correct-Horse-42',
    phonePrefix: '+64',
    phoneBody: `21${String(Date.now() + sequence).slice(-7)}`,
    countryCode: 'NZ',
    languageCode: 'en',
    termsAndConditions: true,
    cookiePolicyAccepted: true,
    marketingOptIn: false,
    allConditions: true,
    // '1' makes a player who accepted older terms than the latest.
    termsAndConditionsAcceptedVersion: termsVersion,
  }
  const created = await request.post('/api/v1/player/registration', { headers, data: body })
  expect(created.ok(), await created.text()).toBe(true)
  const { playerId } = (await created.json()) as { playerId: string }
  const profile = await request.put('/api/v1/player/registration', {
    headers,
    data: { playerId, firstName: 'Nora', lastName: 'Test', dateOfBirth: '1990-05-17', countryCode: 'NZ', languageCode: 'en' },
  })
  expect(profile.ok(), await profile.text()).toBe(true)
  return { email: body.email, password: body.password }
}

/** A fresh Finnish player (EUR, Finnish), so the test may claim and forfeit without touching the seeded ones. */
export async function newFinnishPlayer(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`
  const headers = { 'X-Site-Id': '5', 'X-Country': 'FI', 'X-Captcha-Token': 'croupier-dev-captcha' }
  const email = `e2e.fi.${unique}@example.com`
  const password = 'Correct-Horse-42'
  const phoneBody = `40${String(Date.now()).slice(-7)}`
  const created = await request.post('/api/v1/player/registration', {
    headers,
    data: {
      email, password, phonePrefix: '+358', phoneBody, countryCode: 'FI', languageCode: 'fi',
      termsAndConditions: true, cookiePolicyAccepted: true, marketingOptIn: false, allConditions: true, termsAndConditionsAcceptedVersion: '2',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { playerId } = (await created.json()) as { playerId: string }
  const profile = await request.put('/api/v1/player/registration', {
    headers,
    data: { playerId, firstName: 'Aino', lastName: 'Testi', dateOfBirth: '1990-05-17', countryCode: 'FI', languageCode: 'fi' },
  })
  expect(profile.ok(), await profile.text()).toBe(true)
  // Finland asks for the e-mail and the SMS codes at sign-up: read from the development outbox.
  for (const [channel, to] of [['email', email], ['sms', `+358${phoneBody}`]] as const) {
    const sent = await request.post(`/api/v1/player/registration/${channel}_request`, { headers, data: { playerId, siteId: 5, countryCode: 'FI' } })
    expect(sent.ok(), await sent.text()).toBe(true)
    const messages = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { channel: string; code: string | null }[]
    const code = messages.find((m) => m.channel === channel)?.code
    expect(code, channel).toBeTruthy()
    const verified = await request.post(`/api/v1/player/registration/${channel}_verification`, { headers, data: { playerId, code } })
    expect(verified.ok(), await verified.text()).toBe(true)
  }
  return { email, password }
}

/** Logs in through the login page and waits until the header shows the signed-in player. */
export async function logIn(page: Page, email: string, password = 'Croupier!2026', path = '/en-UN/login'): Promise<void> {
  await page.goto(path)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  // A player lands in their own market's locale (demo@ on /en-NO, demo.fi@ on /fi-FI in Finnish):
  // wait for that page, not for the moment the header first shows the player.
  // The URL changes before the new locale's page replaces the old one (its loaders run first), so
  // wait for the page itself: the language picker names the landing market.
  const landing = landings[email]
  if (landing) {
    await expect(page).toHaveURL(new RegExp(`/${landing.langmarket}(/|$)`))
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(`, ${landing.market}$`) })).toBeVisible()
  }
  await expect(page.getByRole('button', { name: /^(Log out|Kirjaudu ulos)$/ })).toBeVisible()
}

/** Where the seeded players land after login (their residence market, README's demo accounts). */
const landings: Record<string, { langmarket: string; market: string }> = {
  'demo@croupier.test': { langmarket: 'en-NO', market: 'Norway' },
  'demo.fi@croupier.test': { langmarket: 'fi-FI', market: 'Finland' },
}

/**
 * Signs the demo player in, opens the sandbox slot for real money and plays one round: the bet and
 * the win go through the seamless wallet and the frame's balance moves. Returns the player's
 * langmarket.
 */
export async function playOneRealRound(page: Page): Promise<string> {
  await logIn(page, 'demo@croupier.test')
  const langmarket = new URL(page.url()).pathname.split('/')[1]!
  // Real money through Novomatic's own game URL call, which names the signed-in player.
  const launched = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/novomatic/game/url')
  await page.goto(`/${langmarket}/online-casino/play/novomatic/book-of-fortune`)
  expect((await launched).postDataJSON()).toMatchObject({ gameId: expect.any(String), playerId: expect.any(String) })
  await expect(page.getByText('Real money')).toBeVisible()
  const balance = page.getByTestId('game-balance')
  await expect(balance).toBeVisible()
  const before = await balance.textContent()
  const game = page.frameLocator('iframe[title="Book of Fortune"]')
  const spin = game.getByRole('button', { name: 'Spin' })
  // A round that wins back exactly its stake leaves the balance where it was: spin again (a spin
  // lasts at least 2.5 s, and the button is off until then).
  for (let round = 1; ; round++) {
    await expect(spin).toBeEnabled({ timeout: 15_000 })
    await spin.click()
    // A round that triggers the slot's feature shows ten more spins, 0.9 s apart, before it ends.
    const moved = await expect(balance).not.toHaveText(before!, { timeout: 30_000 }).then(() => true, () => false)
    if (moved) break
    // What the game said (a refusal, say) makes a failure here readable.
    const said = await game.getByRole('status').first().textContent()
    expect(round, `rounds without the balance moving (the game said: "${said}")`).toBeLessThan(3)
  }
  return langmarket
}
