import { expect, type APIRequestContext, type Page } from '@playwright/test'

const SCREENS = process.env.SCREENS_DIR ?? '.tmp/screens'

/** Saves a screenshot of the page state for a human to look at; never compared. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true })
}

let sequence = 0

/** A market a test player signs up in: its country, language, phone and which codes it asks for. */
interface SignUpMarket {
  countryCode: string
  languageCode: string
  phonePrefix: string
  /** The national number's first digits; the rest comes from the clock, so numbers do not repeat. */
  phoneStart: string
  firstName: string
  lastName: string
  dateOfBirth: string
  /** The codes the market asks for at sign-up, read from the development outbox. */
  verify: readonly ('email' | 'sms')[]
}

const MARKETS = {
  /** New Zealand asks for no code: the account is ready after the profile step. */
  NZ: { countryCode: 'NZ', languageCode: 'en', phonePrefix: '+64', phoneStart: '21', firstName: 'Nora', lastName: 'Test', dateOfBirth: '1990-05-17', verify: [] },
  /** Finland asks for the e-mail and the SMS codes. */
  FI: { countryCode: 'FI', languageCode: 'fi', phonePrefix: '+358', phoneStart: '40', firstName: 'Aino', lastName: 'Testi', dateOfBirth: '1990-05-17', verify: ['email', 'sms'] },
  /** Canada asks for the SMS code. */
  CA: { countryCode: 'CA', languageCode: 'en', phonePrefix: '+1', phoneStart: '416', firstName: 'Camille', lastName: 'Test', dateOfBirth: '1988-03-02', verify: ['sms'] },
} as const satisfies Record<string, SignUpMarket>

/**
 * Signs a fresh player up through the platform's API (registration, profile, the market's codes
 * from the development outbox), so a test that changes an account leaves the seeded ones alone.
 * `termsVersion: '1'` makes a player who accepted older terms than the latest.
 */
async function signUpPlayer(request: APIRequestContext, market: SignUpMarket, termsVersion: string): Promise<{ email: string; password: string }> {
  sequence += 1
  const unique = `${Date.now().toString(36)}${sequence}${Math.floor(Math.random() * 1e4)}`
  const headers = { 'X-Site-Id': '5', 'X-Country': market.countryCode, 'X-Captcha-Token': 'croupier-dev-captcha' }
  const { countryCode, languageCode, phonePrefix } = market
  const email = `e2e.${countryCode.toLowerCase()}.${unique}@example.com`
  const password = 'Correct-Horse-42'
  const phoneBody = `${market.phoneStart}${String(Date.now() + sequence).slice(-7)}`
  const created = await request.post('/api/v1/player/registration', {
    headers,
    data: {
      email, password, phonePrefix, phoneBody, countryCode, languageCode,
      termsAndConditions: true, cookiePolicyAccepted: true, marketingOptIn: false, allConditions: true, termsAndConditionsAcceptedVersion: termsVersion,
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { playerId } = (await created.json()) as { playerId: string }
  const profile = await request.put('/api/v1/player/registration', {
    headers,
    data: { playerId, firstName: market.firstName, lastName: market.lastName, dateOfBirth: market.dateOfBirth, countryCode, languageCode },
  })
  expect(profile.ok(), await profile.text()).toBe(true)
  for (const channel of market.verify) {
    const to = channel === 'email' ? email : `${phonePrefix}${phoneBody}`
    const sent = await request.post(`/api/v1/player/registration/${channel}_request`, { headers, data: { playerId, siteId: 5, countryCode } })
    expect(sent.ok(), await sent.text()).toBe(true)
    const messages = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { channel: string; code: string | null }[]
    const code = messages.find((m) => m.channel === channel)?.code
    expect(code, channel).toBeTruthy()
    const verified = await request.post(`/api/v1/player/registration/${channel}_verification`, { headers, data: { playerId, code } })
    expect(verified.ok(), await verified.text()).toBe(true)
  }
  return { email, password }
}

/** A fresh New Zealand player (NZD, English), ready at once. */
export function newPlayer(request: APIRequestContext, { termsVersion = '2' } = {}): Promise<{ email: string; password: string }> {
  return signUpPlayer(request, MARKETS.NZ, termsVersion)
}

/** A fresh Finnish player (EUR, Finnish), so the test may claim and forfeit without touching the seeded ones. */
export function newFinnishPlayer(request: APIRequestContext): Promise<{ email: string; password: string }> {
  return signUpPlayer(request, MARKETS.FI, '2')
}

/** A fresh Canadian player (CAD, English; the province select on the address form). */
export function newCanadianPlayer(request: APIRequestContext): Promise<{ email: string; password: string }> {
  return signUpPlayer(request, MARKETS.CA, '2')
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
