import { createHash } from 'node:crypto'
import { expect, test } from './fixtures'
import { logIn } from './session-helpers'

/**
 * The home page's first paint is rendered by the platform (src/entry-server.tsx) and hydrated by
 * the browser (src/main.tsx): a visitor sees the page before any script has run, and the app then
 * takes over that very markup.
 */

const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, userAgent: 'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36' }

test('with scripts off, a Finnish visitor already sees the header, the hero and its words', async ({ browser, platform }) => {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false, baseURL: platform.url })
  const page = await context.newPage()
  await page.goto('/fi-FI')
  await expect(page.getByRole('heading', { level: 1, name: 'Kasino, livekasino ja vedonlyönti' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Kirjaudu' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Rekisteröidy' })).toBeVisible()
  // The language menu needs the app: it is not offered as a button that would do nothing.
  await expect(page.getByRole('button', { name: /^Suomi/ })).toBeDisabled()
  // Nor the search, whose term would reach no search.
  await expect(page.getByRole('searchbox', { name: 'Hae pelejä' })).toBeDisabled()
  const hero = page.locator('main section img').first()
  await expect(hero).toBeVisible()
  expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await page.screenshot({ path: '.tmp/screens/first-paint-no-js.png' })
  await context.close()
})

test('with scripts off, the live-casino lobby arrives rendered too, with its own hero', async ({ browser, platform }) => {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false, baseURL: platform.url })
  const page = await context.newPage()
  await page.goto('/en-UN/live-casino-online')
  await expect(page.getByRole('heading', { level: 1, name: 'Live casino' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Lobby' }).getByRole('link', { name: 'Live casino' })).toHaveAttribute('aria-current', 'page')
  expect(await page.locator('main section img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await context.close()
})

test('with scripts off, the terms and a lobby category arrive rendered as well', async ({ browser, platform }) => {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false, baseURL: platform.url })
  const page = await context.newPage()
  await page.goto('/fi-FI/terms')
  await expect(page.getByRole('heading', { level: 1, name: 'Käyttöehdot' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
  await page.goto('/en-UN/online-casino/popular')
  await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible()
  // A game page needs the platform's calls: it is left to the app.
  await page.goto('/en-UN/online-casino/play/novomatic/book-of-fortune')
  await expect(page.locator('#root')).toBeEmpty()
  await context.close()
})

test('the page runs one inline script, the start-app script the CSP allows by its hash, and preloads no module before its first paint', async ({ request }) => {
  const answer = await request.get('/fi-FI')
  const html = await answer.text()
  expect(html).toContain('<h1')
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/\bsrc=/.test(attrs!) && !/type="application\/json"/.test(attrs!))
  expect(inline).toHaveLength(1)
  const [, attrs, source] = inline[0]!
  expect(attrs).toMatch(/data-entry="\/assets\/[^"]+\.js"/)
  const scriptSrc = /script-src ([^;]*)/.exec(answer.headers()['content-security-policy'] ?? '')?.[1]?.split(' ') ?? []
  expect(scriptSrc).toEqual(["'self'", `'sha256-${createHash('sha256').update(source!).digest('base64')}'`])
  expect(html).not.toContain('rel="modulepreload"')
  expect(html).not.toContain('type="module"')
})

test('the app hydrates the first paint: the same elements stay, nothing flashes, no mismatch', async ({ browser, platform }) => {
  const context = await browser.newContext({ ...PHONE, baseURL: platform.url })
  const page = await context.newPage()
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text())
  })
  // Marks the platform's heading as soon as it is parsed, and notes every moment the page had none.
  await page.addInitScript(() => {
    const w = window as unknown as { headingGone: number }
    w.headingGone = 0
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('h1')
      if (heading) (heading as unknown as { fromServer: boolean }).fromServer = true
      new MutationObserver(() => {
        if (!document.querySelector('h1')) w.headingGone++
      }).observe(document.body, { childList: true, subtree: true })
    })
  })
  await page.goto('/fi-FI')
  // The deferred part of the app's render: the rows of games, which the first paint does not have.
  await expect(page.getByRole('heading', { level: 2, name: 'Suositut' })).toBeVisible()
  expect(await page.evaluate(() => (document.querySelector('h1') as unknown as { fromServer?: boolean }).fromServer)).toBe(true)
  expect(await page.evaluate(() => (window as unknown as { headingGone: number }).headingGone)).toBe(0)
  expect(warnings.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([])
  // The hydrated page works: the search answers and the log-in link opens its dialog.
  await page.getByRole('searchbox', { name: 'Hae pelejä' }).fill('book')
  await expect(page.getByRole('link', { name: /Book of Fortune/ }).first()).toBeVisible()
  await page.getByRole('link', { name: 'Kirjaudu' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await context.close()
})

test("a signed-in player's reload renders their own page over the visitor's first paint, without a mismatch", async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text())
  })
  await logIn(page, 'demo@croupier.test')
  await page.goto('/en-NO')
  // The platform rendered the visitor's header (it cannot see the stored session); the app's own
  // render replaces it with the player's.
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Casino, live casino and sports betting' })).toBeVisible()
  expect(warnings.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([])
})

test('a visitor who scrolled the first paint before the app took over stays where they were, and the footer link they tap opens', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  // The app's scripts wait until the visitor has scrolled: a slow phone, where reading starts first.
  let release!: () => void
  const scrolled = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await scrolled
    await route.continue()
  })
  await page.goto('/en-UN', { waitUntil: 'commit' })
  const footerLink = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Bonus terms', exact: true })
  await footerLink.scrollIntoViewIfNeeded()
  const reading = await page.evaluate(() => window.scrollY)
  expect(reading).toBeGreaterThan(0)
  release()
  // The app's own render (the rows of games the first paint does not have): the router has
  // rendered, and left the page where the visitor had it rather than back at the top.
  await expect(page.getByRole('heading', { level: 2, name: 'Popular' })).toBeAttached()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(reading)
  await footerLink.click()
  await expect(page).toHaveURL(/\/en-UN\/bonus-terms$/)
  // A navigation after that starts at the top, as every page does.
  await expect(page.getByRole('heading', { level: 1, name: 'Bonus terms' })).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test("with the app's scripts held back, the tab already names the page, in the page's language", async ({ page }) => {
  // The app's code never arrives during this test: whatever the tab says, the platform wrote.
  const held: string[] = []
  await page.route('**/assets/*.js', (route) => void held.push(route.request().url()))
  const pages = [
    // A category page is named by its category (the lobby's data), a Norwegian page in Norwegian.
    ['/no-NO/online-casino/classic', 'Klassiske spilleautomater – Croupier'],
    ['/en-UN/online-casino/classic', 'Classic slots – Croupier'],
    ['/no-NO/terms', 'Vilkår og betingelser – Croupier'],
    ['/en-UN/age-restrictions', 'Age restrictions – Croupier'],
    ['/en-UN', 'Croupier – online casino, live casino and sportsbook'],
    // A page the platform does not render still has its route's name, and an unknown one the not-found page's.
    ['/no-NO/my-account/banking/deposit', 'Sett inn – Croupier'],
    ['/en-UN/no-such-page', 'Page not found – Croupier'],
  ] as const
  for (const [path, title] of pages) {
    await page.goto(path, { waitUntil: 'commit' })
    await expect(page, path).toHaveTitle(title)
  }
  expect(held.length).toBeGreaterThan(0)
})

test('the app takes over the first paint\'s title without changing it, not even for a moment', async ({ page }) => {
  // Every value the tab's title has from the moment the page is parsed: each write replaces the
  // title's text node, which the mutation's record keeps even when a later write replaced it again
  // in the same task.
  await page.addInitScript(() => {
    const w = window as unknown as { titles: string[] }
    w.titles = []
    document.addEventListener('DOMContentLoaded', () => {
      w.titles.push(document.title)
      new MutationObserver((records) => {
        for (const record of records) {
          const added = [...record.addedNodes].map((node) => node.textContent ?? '').join('')
          if (record.target.nodeName === 'TITLE' || record.target.parentNode?.nodeName === 'TITLE') w.titles.push(added || document.title)
          else if ([...record.addedNodes].some((node) => node.nodeName === 'TITLE')) w.titles.push(document.title)
        }
      }).observe(document.head, { childList: true, subtree: true, characterData: true })
    })
  })
  for (const [path, title, search] of [
    ['/en-UN/online-casino/classic', 'Classic slots – Croupier', 'Search games'],
    ['/no-NO/online-casino', 'Kasino – Croupier', 'Søk etter spill'],
  ] as const) {
    await page.goto(path)
    // The search works once the app has hydrated the page (the first paint's is disabled).
    await expect(page.getByRole('searchbox', { name: search })).toBeEnabled()
    // Written again by the app, perhaps, but never as anything else.
    expect([...new Set(await page.evaluate(() => (window as unknown as { titles: string[] }).titles))], path).toEqual([title])
    expect(await page.title()).toBe(title)
  }
  await page.goto('/en-UN/terms')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible()
  // The app's document title effect has run by the time the language menu is enabled.
  await expect(page.getByRole('button', { name: /^English/ })).toBeEnabled()
  expect([...new Set(await page.evaluate(() => (window as unknown as { titles: string[] }).titles))]).toEqual(['Terms and conditions – Croupier'])
})
