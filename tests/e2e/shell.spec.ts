import type { Request } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations } from './axe'
import { startPlatformProcess } from './platform'
import { withoutInlinedData } from './pageData'
import { watchPageFrame } from './pageFrame'

/** The app shell as a visitor meets it: locale guard, status pages, boundary, accessibility. */

test.describe('locale guard', () => {
  test('the bare site address opens the default locale home', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/en-UN\/?$/)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expectNoSeriousA11yViolations(page)
  })

  for (const bad of ['/xx-QQ', '/english-UN', '/en-JP', '/fi-UN']) {
    test(`an unknown or disallowed locale ${bad} falls back to en-UN`, async ({ page }) => {
      await page.goto(bad)
      await expect(page).toHaveURL(/\/en-UN\/?$/)
    })
  }

  test('a market locale renders in its own language', async ({ page }) => {
    await page.goto('/fi-FI')
    await expect(page).toHaveURL(/\/fi-FI\/?$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
    await expect(page.getByRole('main')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('a language whose texts cannot be loaded falls back to English after three retries', async ({ page }) => {
    // The platform inlines the page's texts; without them the client loads its own, and that fails.
    const stripped = await withoutInlinedData(page)
    // The first load is held until the page's clock stands still, so every retry waits on that clock.
    let releaseFirst!: () => void
    const firstHeld = new Promise<void>((release) => (releaseFirst = release))
    let requests = 0
    let latest: Request | undefined
    await page.route('**/api/v1/locales/fi/default.json', async (route) => {
      latest = route.request()
      if (++requests === 1) await firstHeld
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":503,"code":"error.system.error","message":"down"}' })
    })
    /** Waits for load `count` to fail and the page to take the failure in (its clock stands still: no timer runs meanwhile). */
    const failed = async (count: number) => {
      await expect.poll(() => requests).toBe(count)
      await latest!.response()
      await page.waitForTimeout(250)
    }

    // The retries wait 2, 4 and 6 s (localeTexts.machine.ts) on the page's clock, which is moved on
    // by hand: the 12 s pass at once. The page loads with the clock running, as a page needs.
    await page.clock.install()
    await page.goto('/fi-FI')
    // The interface messages load (the loader reads in Finnish); the server texts do not.
    const loader = page.getByRole('status').filter({ hasText: 'Ladataan…' })
    await expect(loader).toBeVisible()
    await expect.poll(() => requests).toBe(1)
    expect(stripped()).toBe(1)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    releaseFirst()
    await failed(1)

    // A loader stands in for the page while the first load and three retries fail; then English.
    for (const [retry, wait] of [[1, 2_000], [2, 4_000], [3, 6_000]] as const) {
      await page.clock.runFor(wait - 1)
      // A millisecond early: no retry yet (a load started now would have reached the route by now).
      await page.waitForTimeout(250)
      expect(requests).toBe(retry)
      await expect(loader).toBeVisible()
      await expect(page.getByRole('main')).toHaveCount(0)
      await page.clock.runFor(1)
      await failed(retry + 1)
    }
    // After the third retry the page runs on English; its clock may run again.
    await page.clock.resume()
    await expect(page.getByRole('main')).toBeVisible()
    await expect(loader).toHaveCount(0)
    expect(requests).toBe(4)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
  })

  test('the locale switch keeps the path and the page frame, and changes language once the new texts are here', async ({ page }) => {
    await page.goto('/en-CA')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA')
    const frame = page.getByTestId('locale-frame')
    await expect(frame).not.toHaveAttribute('aria-busy')
    // The French server texts wait for the test, so the page can be watched while they load.
    let releaseFrench!: () => void
    const french = new Promise<void>((release) => (releaseFrench = release))
    let frenchRequests = 0
    await page.route('**/api/v1/locales/caf/default.json', async (route) => {
      frenchRequests++
      await french
      await route.fallback()
    })
    const frameSeen = await watchPageFrame(page)
    await page.getByRole('button', { name: /language|locale|en-CA|english/i }).first().click()
    await page.getByRole('menuitem', { name: /français/i }).first().click()
    await expect(page).toHaveURL(/\/fr-CA\/?$/)
    await expect.poll(() => frenchRequests).toBe(1)

    // Meanwhile the page stays up in English, marked busy for assistive technology.
    await expect(frame).toHaveAttribute('aria-busy', 'true')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Casino, live casino and sports betting' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA')
    await page.screenshot({ path: `${process.env.SCREENS_DIR ?? '.tmp/screens'}/locale-switch-loading.png` })

    releaseFrench()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Casino, casino en direct et paris sportifs' })).toBeVisible()
    await expect(frame).not.toHaveAttribute('aria-busy')
    expect(await frameSeen()).toEqual({ headerReplaced: false, loaderShown: false })
    await page.screenshot({ path: `${process.env.SCREENS_DIR ?? '.tmp/screens'}/locale-switch-done.png` })
  })
})

test('an unknown page shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/en-UN/no-such-page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByText('404')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL(/\/en-UN\/?$/)
})

test('the error boundary offers Try again, which reloads into a working page', async ({ page }) => {
  // The platform inlines the home content; without it the client asks for it, and that fails.
  const stripped = await withoutInlinedData(page)
  let failing = true
  await page.route('**/api/v1/content/**', (route) =>
    failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"code":"error.system.error","message":"boom"}' }) : route.fallback(),
  )
  await page.goto('/en-UN')
  await expect(page.getByRole('heading', { name: 'SOMETHING WENT WRONG' })).toBeVisible()
  await expect(page.getByText('Please try again')).toBeVisible()
  expect(stripped()).toBe(1)
  await expectNoSeriousA11yViolations(page)
  failing = false
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'SOMETHING WENT WRONG' })).toHaveCount(0)
  await expect(page.getByRole('main')).toBeVisible()
})

test('a visitor from a restricted country sees only the restricted page', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Country': 'US' } })
  const page = await context.newPage()
  await page.goto('/en-UN')
  await expect(page.getByRole('heading', { name: /not available/i })).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await context.close()
})

test.describe('maintenance mode', () => {
  let platform: Awaited<ReturnType<typeof startPlatformProcess>>
  test.beforeAll(async () => {
    test.setTimeout(120_000) // a second platform process starts in a few seconds, slower on a busy CI machine
    platform = await startPlatformProcess({ MAINTENANCE: '1' })
  })
  test.afterAll(async () => {
    await platform?.stop()
  })

  test('replaces the whole app with the maintenance page', async ({ page }) => {
    await page.goto(`${platform.url}/en-UN`)
    await expect(page.getByRole('heading', { name: 'Down for maintenance' })).toBeVisible()
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
  })
})

for (const [path, heading] of [
  ['/en-UN/401', 'Please log in'],
  ['/en-UN/403', 'Access denied'],
  ['/en-UN/500', 'Server error'],
] as const) {
  test(`the ${path.slice(-3)} page explains itself and is accessible`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
}

test('the accessibility check fails on a nameless button and an image without a text alternative', async ({ page }) => {
  await page.goto('/en-UN/401')
  await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible()
  await expectNoSeriousA11yViolations(page) // axe is now in the page: the second run reuses it
  await page.evaluate(() => {
    const main = document.querySelector('main')!
    main.append(document.createElement('button'))
    const image = document.createElement('img')
    image.src = '/favicon.svg'
    main.append(image)
  })
  const failure = await expectNoSeriousA11yViolations(page).then(() => null, (error: Error) => error.message)
  expect(failure).toContain('button-name (critical)')
  expect(failure).toContain('image-alt (critical)')
})

test('the home page shows the platform content, and is accessible on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/en-UN')
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('the flows page lists the live actors and downloads the event log', async ({ page }) => {
  await page.goto('/en-UN/dev/flows?dev')
  for (const machine of ['countryCheck', 'authorization', 'localeTexts']) {
    await expect(page.getByRole('heading', { name: machine })).toBeVisible()
  }
  await expectNoSeriousA11yViolations(page)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download log (JSON)' }).click()])
  expect(download.suggestedFilename()).toMatch(/^flows-.+\.json$/)
  const log = JSON.parse(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')))
  expect(log.events.map((e: { type: string }) => e.type)).toContain('countryCheck.start')
  expect(log.actors.map((a: { machineId: string }) => a.machineId)).toEqual(expect.arrayContaining(['countryCheck', 'authorization', 'localeTexts']))
})

test('without ?dev a production build hides the flows page behind the 404 page', async ({ page }) => {
  await page.goto('/en-UN/dev/flows')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
