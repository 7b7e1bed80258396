/**
 * The sandbox launcher in a frame, as the site will embed it: the frame messages both ways
 * (ready, balance update, round end, pong; pause, resume, ping), the origin check on every
 * message, a fun-mode round, and the pages at 360 px and 1280 px.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { formatMoney } from '../../src/money/formatMoney.js'
import { expectNoSeriousA11yViolations } from './axe'
import { expect, test } from './fixtures'

const api = { 'X-Site-Id': '5' }

// The rest of the suite asks for reduced motion (playwright.config.ts); the launcher's rounds spin
// with the reels flickering, as most players see them.
test.use({ contextOptions: { reducedMotion: 'no-preference' } })

async function funLaunchUrl(request: APIRequestContext, homeurl?: string): Promise<string> {
  const page = await request.get('/api/v1/lobby-service/games?type=CASINO&channel=web&market=UN&providers=playngo', { headers: api })
  const game = (await page.json()).games[0]
  const res = await request.post(`/api/v1/game/${game.gameSlug}/url/demo`, {
    headers: api,
    data: { countryCode: 'FI', currency: 'EUR', language: 'en', platform: 'web', ip: '10.0.0.1', locale: 'en-FI', playerCountryCode: 'FI' },
  })
  const url = (await res.json()).launchUrl as string
  return homeurl ? url.replace('homeurl=%2F', `homeurl=${encodeURIComponent(homeurl)}`) : url
}

/** A page of the site's own origin that frames the launcher and records what the game posts. */
async function openInFrame(page: Page, launchUrl: string) {
  await page.route('**/e2e/frame-parent', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>parent</title><body>
        <iframe id="game" title="game" src="${launchUrl.replace(/&/g, '&amp;')}" style="width:1000px;height:900px;border:0"></iframe>
        <script>window.messages = []; addEventListener('message', (e) => { if (e.origin === location.origin) window.messages.push(e.data) })</script>
      </body></html>`,
    }),
  )
  await page.goto('/e2e/frame-parent')
  const messages = () => page.evaluate(() => (window as any).messages as { type: string; [k: string]: unknown }[])
  const send = (type: string) => page.evaluate((t) => (document.getElementById('game') as HTMLIFrameElement).contentWindow!.postMessage({ type: t }, location.origin), type)
  return { frame: page.frameLocator('#game'), messages, send }
}

test('plays a fun round in the frame and tells the site the balance and the round end', async ({ page, request }) => {
  const { frame, messages, send } = await openInFrame(page, await funLaunchUrl(request))
  await expect.poll(async () => (await messages()).map((m) => m.type)).toContain('ready')
  const ready = (await messages()).find((m) => m.type === 'ready')!
  expect(ready).toMatchObject({ source: 'croupier-sandbox', mode: 'fun', currency: 'EUR', balanceMinor: 100000 })

  // The stake is the game's lowest bet level, shown before the spin (e.g. "€0.40"): the round must take that.
  const shownBet = (await frame.locator('.meter.bet output').textContent())!
  const shownBetMinor = Number(shownBet.replace(/[^0-9]/g, ''))
  expect(shownBetMinor).toBeGreaterThan(0)
  await frame.getByRole('button', { name: 'Spin' }).click()
  await expect.poll(async () => (await messages()).some((m) => m.type === 'roundEnd'), { timeout: 15_000 }).toBe(true)
  const end = (await messages()).find((m) => m.type === 'roundEnd')!
  expect(end.betMinor).toBe(shownBetMinor)
  expect(end.balanceMinor).toBe(100000 - shownBetMinor + (end.winMinor as number))
  expect((await messages()).filter((m) => m.type === 'balanceUpdate').at(-1)).toMatchObject({ balanceMinor: end.balanceMinor })

  await send('ping')
  await expect.poll(async () => (await messages()).some((m) => m.type === 'pong')).toBe(true)

  await send('pause')
  await expect(frame.getByText('Game paused')).toBeVisible()
  await expect(frame.getByRole('button', { name: 'Spin' })).toBeDisabled()
  await send('resume')
  await expect(frame.getByText('Game paused')).toBeHidden()
  await expect(frame.getByRole('button', { name: 'Spin' })).toBeEnabled()
})

for (const { currency, language, country } of [
  { currency: 'CLP', language: 'cl', country: 'CL' },
  { currency: 'JPY', language: 'ja', country: 'JP' },
]) {
  test(`a ${currency} frame shows the balance and the stake as the site does (hundredths, not Intl's whole ${currency})`, async ({ page, request }) => {
    const lobby = await request.get('/api/v1/lobby-service/games?type=CASINO&channel=web&market=UN&providers=playngo', { headers: api })
    const game = (await lobby.json()).games[0]
    const res = await request.post(`/api/v1/game/${game.gameSlug}/url/demo`, {
      headers: api,
      data: { countryCode: country, currency, language, platform: 'web', ip: '10.0.0.1', locale: `${language}-${country}`, playerCountryCode: country },
    })
    expect(res.ok(), await res.text()).toBe(true)
    const { frame, messages } = await openInFrame(page, (await res.json()).launchUrl as string)
    await expect.poll(async () => (await messages()).map((m) => m.type)).toContain('ready')
    const ready = (await messages()).find((m) => m.type === 'ready')!
    expect(ready).toMatchObject({ currency })
    const balance = frame.locator('.meter').first().locator('output')
    await expect(balance).toHaveText(formatMoney(ready.balanceMinor as number, currency, language))
    await expect(frame.locator('.meter.bet output')).toHaveText(/\.\d{2}$/)
  })
}

test('ignores messages from any origin but the site it was launched from', async ({ page, request }) => {
  const { frame, messages, send } = await openInFrame(page, await funLaunchUrl(request, 'https://elsewhere.example/lobby'))
  await expect(frame.getByRole('button', { name: 'Spin' })).toBeEnabled()
  await send('pause')
  await send('ping')
  await page.waitForTimeout(500)
  await expect(frame.getByRole('button', { name: 'Spin' })).toBeEnabled()
  await expect(frame.getByText('Game paused')).toBeHidden()
  // Nor does it tell this page anything: its messages go to the launching site's origin only.
  expect(await messages()).toEqual([])
})

test('shows the paytable with the RTP and the game history', async ({ page, request }) => {
  await page.goto(await funLaunchUrl(request))
  await page.getByRole('button', { name: 'Paytable' }).click()
  const dialog = page.getByRole('dialog', { name: 'Paytable' })
  await expect(dialog.getByText('Return to player: 96.13 %')).toBeVisible()
  await expect(dialog.getByRole('row')).toHaveCount(10)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: 'Spin' }).click()
  await expect(page.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Game history' }).click()
  await expect(page.getByRole('dialog', { name: 'Game history' }).getByRole('listitem')).toHaveCount(1)
})

for (const width of [360, 1280]) {
  test(`the slot and the live table at ${width} px: no serious accessibility problems`, async ({ page, request }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(await funLaunchUrl(request))
    await expect(page.getByRole('button', { name: 'Spin' })).toBeEnabled()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBe(0)
    await expectNoSeriousA11yViolations(page)
    await testInfo.attach(`slot-${width}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' })

    const entry = await request.post('/api/v1/evolution/user/authenticate/demo', { headers: api, data: { currency: 'EUR', language: 'en' } })
    await page.goto((await entry.json()).entryUrl)
    await expect(page.locator('.board .spot')).toHaveCount(37 + 3 + 3 + 6)
    await expect(page.getByRole('list', { name: 'Last results' }).getByRole('listitem').first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
    await expectNoSeriousA11yViolations(page)
    await testInfo.attach(`roulette-${width}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' })
  })
}
