/**
 * Tournaments and live content through the real UI and platform: a visitor sees the public
 * tournaments in the casino lobby (at 360 and 1280 px, with axe), a player who plays real-money
 * rounds through the seamless wallet sees their own place and points, and an editor's content
 * change reaches an open page through the content event stream without a reload.
 */
import type { Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './axe'
import { expect, test } from './fixtures'
import { playOneRealRound } from './session-helpers'

const tournaments = (page: Page) => page.getByRole('region', { name: 'Tournaments' })
/** A series' running edition (its next one is named "… Starts in …"). */
const card = (page: Page, title: string) => tournaments(page).getByRole('article', { name: new RegExp(`^${title} Ends in `) })

for (const width of [1280, 360]) {
  test(`a visitor sees the public tournaments in the casino lobby at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/tournament/public/UN/casino/EN')
    await page.goto('/en-UN/online-casino')
    expect((await listed).status()).toBe(200)
    const daily = card(page, 'Daily Spin Sprint')
    await daily.scrollIntoViewIfNeeded()
    await expect(daily).toBeVisible()
    await expect(daily.getByText(/^Ends in (\d+ hr \d+ min|\d+ min)$/)).toBeVisible()
    await expect(tournaments(page).getByRole('article', { name: /^Daily Spin Sprint Starts in / })).toBeVisible()
    await expect(daily.getByText('€500.00')).toBeVisible()
    await expect(card(page, 'Weekly Slot Race').getByText('€2,500.00')).toBeVisible()
    // A visitor has no standing of their own.
    await expect(tournaments(page).getByTestId('my-standing')).toHaveCount(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await tournaments(page).screenshot({ path: `/tmp/tournaments-visitor-${width}.png` })
    await expectNoSeriousA11yViolations(page)
  })
}

test('a player who plays real-money rounds sees their own place and points', async ({ page }) => {
  // Login, launch and up to three spins of at least 2.5 s.
  test.setTimeout(120_000)
  const langmarket = await playOneRealRound(page)
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/v1/tournament/${langmarket.split('-')[1]}/casino/EN`)
  await page.goto(`/${langmarket}/online-casino`)
  const board = (await (await listed).json()) as { title: string; status: string; myStanding: { rank: number; points: number } | null }[]
  const mine = board.find((t) => t.title === 'Daily Spin Sprint' && t.status === 'RUNNING')!.myStanding
  // Book of Fortune is one of the tournament's games: the stake counts, one point per cent.
  expect(mine?.points).toBeGreaterThan(0)
  const daily = card(page, 'Daily Spin Sprint')
  await daily.scrollIntoViewIfNeeded()
  await expect(daily.getByTestId('my-standing')).toHaveText(`Your place: #${mine!.rank} with ${mine!.points.toLocaleString('en-US')} points`)
  await expect(daily.getByRole('list', { name: 'Top places of Daily Spin Sprint' })).toContainText('Da***')
  await page.setViewportSize({ width: 360, height: 900 })
  await daily.scrollIntoViewIfNeeded()
  await daily.screenshot({ path: '/tmp/tournaments-player-360.png' })
  await page.setViewportSize({ width: 1280, height: 900 })
  await tournaments(page).screenshot({ path: '/tmp/tournaments-player-1280.png' })
  await expectNoSeriousA11yViolations(page)
})

test('a content change reaches an open page without a reload', async ({ page, request }) => {
  const opened = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/content/events')
  await page.goto('/en-UN')
  expect((await opened).status()).toBe(200)
  const footer = page.getByRole('contentinfo')
  const original = (await (await request.get('/api/v1/content/footer?locale=en-UN', { headers: { 'X-Site-Id': '5' } })).json()) as { blocks: { id: string; body?: string }[] }
  const changed = original.blocks.map((b) => (b.id === 'footer-licence' ? { ...b, body: 'Licensed and regulated; this notice was just updated.' } : b))
  let navigations = 0
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations++)
  try {
    expect((await request.put('/dev/content/en/footer', { data: { blocks: changed } })).status()).toBe(204)
    await expect(footer.getByText('Licensed and regulated; this notice was just updated.')).toBeVisible()
    expect(navigations).toBe(0)
  } finally {
    await request.put('/dev/content/en/footer', { data: { blocks: original.blocks } })
  }
})
