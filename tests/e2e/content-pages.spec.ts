import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations } from './axe'
import { logIn, newPlayer, screenshot } from './session-helpers'

/**
 * The spec's information pages, promotions, landing pages, the generic game page by slug and the
 * my-account aliases, through the real UI and platform: each page renders its content (not the
 * not-found page) with its heading, the footer reaches them, the promotions filter by category and
 * tag, and a phone shows them without sideways scrolling.
 */

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** Each page of the slice a visitor can open, with its heading in English. */
const pages: [path: string, heading: string][] = [
  ['age-restrictions', 'Age restrictions'],
  ['payment-methods', 'Payment methods'],
  ['bonus-terms', 'Bonus terms'],
  ['betting-rules', 'Betting rules'],
  ['casino-rules', 'Casino rules'],
  ['responsible-gambling', 'Responsible gambling'],
  ['contact-live-chat', 'Contact and live chat'],
  ['help-centre', 'Help centre'],
  ['about-us', 'About Croupier'],
  ['complaints', 'Complaints'],
  ['croupier-loyalty', 'Croupier loyalty'],
  ['promotions', 'Promotions'],
  ['promotions/live-casino', 'Live casino'],
  ['landing/live-casino', 'Live casino at Croupier'],
  ['promo/welcome', 'Join Croupier'],
]

test('every information page renders its content with its heading, accessibly, at 1280 px', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  for (const [path, heading] of pages) {
    await page.goto(`/en-UN/${path}`)
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
    await expect(page.getByText('Page not found')).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
  }
  await screenshot(page, 'content-pages-registration-1280')
  await page.goto('/en-UN/responsible-gambling')
  await screenshot(page, 'content-pages-responsible-gambling-1280')
})

test('the platform serves an information page’s first paint, and a url the content lacks is the not-found page', async ({ page, request }) => {
  // The server renders the page before any script runs: its heading is in the HTML it sends.
  const html = await (await request.get('/en-UN/bonus-terms')).text()
  expect(html).toContain('Bonus terms</h1>')
  const missing = await request.get('/en-UN/no-such-page')
  expect(missing.status()).toBe(404)
  await page.goto('/en-UN/no-such-page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.goto('/en-UN/promotions/sports')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('a page created through the content editor after the seed is served at its url, in its languages and in English elsewhere', async ({ page, request }) => {
  const url = `vip-weekend-${Date.now().toString(36)}`
  const blocks = (title: string, lead: string, section: string, body: string) => [
    { id: 'banner', kind: 'banner', title, body: lead },
    { id: 'points', kind: 'text', title: section, body },
  ]
  // Not a page before the content has it.
  expect((await request.get(`/en-UN/${url}`)).status()).toBe(404)
  const add = (catalog: string, data: { blocks: unknown[] }) => request.post(`/dev/content/${catalog}/${encodeURIComponent(`static-page-by-url/${url}`)}`, { data })
  expect((await add('en', { blocks: blocks('VIP weekend', 'Double loyalty points all weekend.', 'How it works', 'Play any game from Friday to Sunday.') })).status()).toBe(201)
  expect((await add('fi', { blocks: blocks('VIP-viikonloppu', 'Tuplat kanta-asiakaspisteet koko viikonlopun.', 'Näin se toimii', 'Pelaa mitä tahansa peliä perjantaista sunnuntaihin.') })).status()).toBe(201)

  // The platform answers the address as a page, its first paint carrying the heading.
  const served = await request.get(`/en-UN/${url}`)
  expect(served.status()).toBe(200)
  expect(await served.text()).toContain('VIP weekend</h1>')

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/en-UN/${url}`)
  await expect(page.getByRole('heading', { level: 1, name: 'VIP weekend' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible()
  await expect(page.getByText('Page not found')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'content-pages-created-1280')

  // In Finnish it has its own words; Norwegian has none, so it reads in English, as a seeded page would.
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto(`/fi-FI/${url}`)
  await expect(page.getByRole('heading', { level: 1, name: 'VIP-viikonloppu' })).toBeVisible()
  expect(await sideways(page)).toBeLessThanOrEqual(0)
  await screenshot(page, 'content-pages-created-fi-360')
  await page.goto(`/no-NO/${url}`)
  await expect(page.getByRole('heading', { level: 1, name: 'VIP weekend' })).toBeVisible()
  await expect(page.getByText('Page not found')).toHaveCount(0)
})

test('the footer links every information page, and following one opens it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/en-UN')
  const footer = page.getByRole('navigation', { name: 'Footer' })
  const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
  for (const [path] of pages.filter(([p]) => !p.includes('/'))) expect(hrefs).toContain(`/en-UN/${path}`)
  for (const [name, path, heading] of [
    ['Bonus terms', 'bonus-terms', 'Bonus terms'],
    ['Croupier loyalty', 'croupier-loyalty', 'Croupier loyalty'],
    ['Help centre', 'help-centre', 'Help centre'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/en-UN/${path}$`))
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  }
  // The help centre lists the information and contact-us lists' pages.
  await page.getByRole('region', { name: 'Contact us' }).getByRole('link', { name: 'Complaints' }).click()
  await expect(page).toHaveURL(/\/en-UN\/complaints$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible()
})

test('the contact page shows the live chat hours in the market’s country and whether it is open now', async ({ page }) => {
  await page.goto('/fi-FI/contact-live-chat')
  await expect(page.getByRole('heading', { level: 1, name: 'Yhteystiedot ja live-chat' })).toBeVisible()
  await expect(page.getByText('Joka päivä, 09:00–23:00 (aikavyöhyke Europe/Helsinki)')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /Live-chat on nyt (auki|suljettu)/ })).toBeVisible()
})

test('the responsible gambling page links the tools and names the market’s own help beside the international', async ({ page }) => {
  await page.goto('/fi-FI/responsible-gambling')
  await expect(page.getByRole('heading', { level: 1, name: 'Vastuullinen pelaaminen' })).toBeVisible()
  await expect(page.getByText('Peluuri', { exact: true })).toBeVisible()
  await expect(page.getByText('GamCare')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'gamblingtherapy.org' })).toHaveAttribute('href', 'https://www.gamblingtherapy.org')
  await page.getByRole('link', { name: 'Pelirajat' }).click()
  // A visitor is asked to log in first (guard 8).
  await expect(page).toHaveURL(/\/fi-FI\/401\?redirect=/)
})

test('the promotions filter by category and tag, and a promotion opens its page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/en-UN')
  // The home page's promotion cards lead to their pages.
  await page.getByRole('region', { name: 'Promotions' }).getByRole('link', { name: 'Read more' }).first().click()
  await expect(page).toHaveURL(/\/en-UN\/promotions\/casino\/welcome-casino$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome bonus for the casino' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Open Rewards' })).toHaveAttribute('href', '/en-UN/my-account/rewards')

  await page.goto('/en-UN/promotions/live-casino')
  const cards = page.getByRole('list', { name: 'Promotions' }).getByRole('listitem')
  await expect(cards).toHaveCount(1)
  await page.getByRole('navigation', { name: 'Promotion categories' }).getByRole('link', { name: 'Free spins' }).click()
  await expect(page).toHaveURL(/\/en-UN\/promotions\/free-spins$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Free spins' })).toBeVisible()
  await expect(cards).toHaveCount(2)

  await page.getByRole('navigation', { name: 'Promotion categories' }).getByRole('link', { name: 'Casino', exact: true }).click()
  await expect(cards).toHaveCount(4)
  const tags = page.getByRole('navigation', { name: 'Filter by tag' })
  await tags.getByRole('link', { name: 'Reload' }).click()
  await expect(page).toHaveURL(/\/en-UN\/promotions\/casino\/tag\/reload$/)
  await expect(tags.getByRole('link', { name: 'Reload' })).toHaveAttribute('aria-current', 'page')
  await expect(cards).toHaveCount(2)
  await expect(cards.getByRole('heading')).toHaveText(['Reload bonus for the casino', 'Deposit bonus for the casino'])
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'content-pages-promotions-1280')

  await tags.getByRole('link', { name: 'Bonus code' }).click()
  await expect(cards).toHaveCount(1)
  await cards.getByRole('link', { name: 'Spring code SPRING25' }).click()
  await expect(page).toHaveURL(/\/en-UN\/promotions\/casino\/spring-code$/)
  await expect(page.getByRole('link', { name: 'Enter the code' })).toHaveAttribute('href', '/en-UN/my-account/bonus-code?bonusCode=SPRING25')
  await expectNoSeriousA11yViolations(page)
})

test('a registration landing page’s sign-up keeps the bonus code', async ({ page }) => {
  await page.goto('/en-UN/promo/welcome?bonusCode=SPRING25')
  await expect(page.getByRole('heading', { level: 1, name: 'Join Croupier' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/en-UN\/signup\?bonusCode=SPRING25$/)
})

test('/play/{gameSlug} opens the game by its slug, and a slug without a game goes home', async ({ page }) => {
  await page.goto('/en-UN/play/book-of-fortune')
  await expect(page.getByRole('heading', { level: 1, name: 'Book of Fortune' })).toBeVisible()
  await expect(page.getByText('Fun mode')).toBeVisible()
  await expect(page.frameLocator('iframe[title="Book of Fortune"]').getByRole('button', { name: 'Spin' })).toBeVisible()
  await expect(page).toHaveURL(/\/en-UN\/play\/book-of-fortune$/)

  await page.goto('/en-UN/play/no-such-game')
  await expect(page).toHaveURL(/\/en-UN\/?$/)
})

test('the my-account aliases open the banking hub, the transaction history and the active rewards', async ({ page, request }) => {
  await page.goto('/en-UN/my-account/banking')
  await expect(page).toHaveURL(/\/en-UN\/401\?redirect=/)

  const player = await newPlayer(request)
  await logIn(page, player.email, player.password)
  const langmarket = new URL(page.url()).pathname.split('/')[1]!
  await page.goto(`/${langmarket}/my-account/banking`)
  await expect(page.getByRole('heading', { level: 1, name: 'Banking' })).toBeVisible()
  for (const name of ['Deposit', 'Withdraw', 'Transaction history']) await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.goto(`/${langmarket}/my-account/banking/transactions`)
  await expect(page).toHaveURL(new RegExp(`/${langmarket}/my-account/transactions$`))
  for (const alias of ['rewards/active', 'active']) {
    await page.goto(`/${langmarket}/my-account/${alias}`)
    await expect(page).toHaveURL(new RegExp(`/${langmarket}/my-account/rewards$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible()
    await expect(page.getByRole('tab', { name: /^Active/ })).toHaveAttribute('aria-selected', 'true')
  }
})

test('at 360 px the pages fit the phone without sideways scrolling', async ({ page }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 360, height: 800 })
  for (const path of ['responsible-gambling', 'payment-methods', 'contact-live-chat', 'help-centre', 'promotions/casino/tag/welcome', 'promotions/free-spins/welcome-spins', 'promo/welcome']) {
    await page.goto(`/fi-FI/${path}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await sideways(page), path).toBeLessThanOrEqual(0)
  }
  await screenshot(page, 'content-pages-registration-360')
  await page.goto('/fi-FI/promotions/casino')
  await screenshot(page, 'content-pages-promotions-360')
  await page.goto('/fi-FI/responsible-gambling')
  await screenshot(page, 'content-pages-responsible-gambling-360')
})
