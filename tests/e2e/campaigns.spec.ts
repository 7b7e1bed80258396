import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations } from './axe'
import { logIn, newFinnishPlayer, newPlayer, screenshot } from './session-helpers'

/**
 * Promotions (bonus campaigns) through the real UI against the platform: a visitor sees the public
 * campaigns only and is asked to log in; a new player (New Zealand, NZD) opts in to a campaign,
 * sees its standing change, agrees to its terms and claims it, meets the one-bonus-per-kind
 * conflict and keeps the bonus, declines another's terms, opts out of one and dismisses one; a
 * Finnish player's conflict dialog names the active bonus in Finnish, as the list does.
 */

const card = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) })

/** No sideways scrolling at this width. */
async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('a visitor sees the public campaigns only, with a way to log in', async ({ page }) => {
    expect((await page.goto('/en-NZ/promotions'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible()
    await expect(card(page, 'Join and get a welcome bonus')).toBeVisible()
    await expect(card(page, 'Welcome bonus for the casino')).toContainText('Wager the bonus 10 times within 30 days')
    // For players only: never shown to a visitor.
    await expect(page.getByRole('heading', { name: 'Slots week' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Opt in|^Claim/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Log in to take part' })).toBeVisible()
    await expectNoOverflow(page)
    await expectNoSeriousA11yViolations(page)
    await screenshot(page, 'campaigns-visitor-360')
    // The content's promotion categories lead from here to their pages and back.
    const categories = page.getByRole('navigation', { name: 'Promotion categories' })
    await expect(categories.getByRole('link', { name: 'All promotions' })).toHaveAttribute('aria-current', 'page')
    await categories.getByRole('link', { name: 'Casino', exact: true }).click()
    await expect(page).toHaveURL(/\/en-NZ\/promotions\/casino$/)
    await categories.getByRole('link', { name: 'All promotions' }).click()
    await expect(page).toHaveURL(/\/en-NZ\/promotions$/)
    await expect(card(page, 'Join and get a welcome bonus')).toBeVisible()
  })

  test('a player opts in and out, and dismisses a campaign, on a phone', async ({ page, request }) => {
    const player = await newPlayer(request)
    await logIn(page, player.email, player.password, '/en-NZ/login')
    await page.goto('/en-NZ/promotions')
    const slots = card(page, 'Slots week')
    await expect(slots.getByTestId('campaign-standing')).toHaveText('Opt in to take part.')
    await slots.getByRole('button', { name: 'Opt in to Slots week' }).click()
    await expect(page.getByRole('status')).toHaveText('You are opted in to Slots week.')
    await expect(slots.getByTestId('campaign-standing')).toHaveText('You are opted in: claim it when you like.')
    await slots.getByRole('button', { name: 'Opt out of Slots week' }).click()
    await expect(page.getByRole('status')).toHaveText('You opted out of Slots week.')
    await expect(slots.getByTestId('campaign-standing')).toHaveText('You opted out.')

    await card(page, 'Live casino boost').getByRole('button', { name: 'Dismiss Live casino boost' }).click()
    await expect(page.getByRole('status')).toHaveText('Live casino boost is hidden from your list.')
    await expect(page.getByRole('heading', { name: 'Live casino boost' })).toHaveCount(0)
    await expectNoOverflow(page)
    await expectNoSeriousA11yViolations(page)
    await screenshot(page, 'campaigns-player-360')
  })
})

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a player opts in, agrees to the terms and claims; keeps it over another; declines one', async ({ page, request }) => {
    const player = await newPlayer(request)
    await logIn(page, player.email, player.password, '/en-NZ/login')
    await page.goto('/en-NZ/promotions')
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible()
    // Visitors' teaser is not for players.
    await expect(page.getByRole('heading', { name: 'Join and get a welcome bonus' })).toHaveCount(0)

    const slots = card(page, 'Slots week')
    await expect(slots.getByRole('button', { name: 'Claim Slots week' })).toHaveCount(0)
    await slots.getByRole('button', { name: 'Opt in to Slots week' }).click()
    await expect(page.getByRole('status')).toHaveText('You are opted in to Slots week.')
    await slots.getByRole('button', { name: 'Claim Slots week' }).click()
    const terms = page.getByRole('dialog', { name: 'Claim Slots week?' })
    await expect(terms).toContainText(/Bonus \$[\d.,]+ · wager 15 times within 14 days/)
    await expectNoSeriousA11yViolations(page)
    await screenshot(page, 'campaigns-consent-1280')
    await terms.getByRole('button', { name: 'Agree and claim' }).click()
    await expect(page.getByRole('status')).toHaveText(/^Slots week is active: \$[\d,.]+ is in your bonus balance\.$/)
    await expect(slots.getByTestId('campaign-standing')).toHaveText('Active: you are wagering it.')
    await expect(slots.getByRole('link', { name: 'See your rewards' })).toBeVisible()

    // A second casino bonus: the platform names the active one and the dialog asks; the player keeps it.
    await card(page, 'Welcome bonus for the casino').getByRole('button', { name: 'Claim Welcome bonus for the casino' }).click()
    await page.getByRole('dialog', { name: 'Claim Welcome bonus for the casino?' }).getByRole('button', { name: 'Agree and claim' }).click()
    const conflict = page.getByRole('dialog', { name: 'Forfeit your active bonus?' })
    await expect(conflict).toContainText('To claim Welcome bonus for the casino you must forfeit Slots week')
    await conflict.getByRole('button', { name: 'Keep my bonus' }).click()
    await expect(conflict).toBeHidden()
    await expect(slots.getByTestId('campaign-standing')).toHaveText('Active: you are wagering it.')

    // Declining the terms is kept: the offer leaves the rewards.
    const reload = card(page, 'Reload bonus for the casino')
    await reload.getByRole('button', { name: 'Claim Reload bonus for the casino' }).click()
    await page.getByRole('dialog', { name: 'Claim Reload bonus for the casino?' }).getByRole('button', { name: 'Decline' }).click()
    await expect(page.getByRole('status')).toHaveText('You declined the terms of Reload bonus for the casino.')
    await expect(reload.getByTestId('campaign-standing')).toHaveText('You declined its terms.')
    await expectNoOverflow(page)
    await screenshot(page, 'campaigns-player-1280')

    // The rewards page agrees: Slots week active, the declined reload bonus not offered.
    await page.getByRole('link', { name: 'Your rewards', exact: true }).click()
    await expect(page.getByRole('tab', { name: 'Active (1)' })).toBeVisible()
    await expect(page.getByText('Slots week')).toBeVisible()
    await page.getByRole('tab', { name: /^Rewards/ }).click()
    await expect(page.getByRole('button', { name: 'Claim Welcome bonus for the casino' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Claim Reload bonus for the casino' })).toHaveCount(0)
  })

  test('a Finnish player’s conflict dialog names the active bonus in Finnish, as the list does', async ({ page, request }) => {
    const player = await newFinnishPlayer(request)
    await logIn(page, player.email, player.password, '/en-UN/login')
    await page.goto('/fi-FI/promotions')
    await expect(page.getByRole('heading', { level: 1, name: 'Kampanjat' })).toBeVisible()
    const welcome = card(page, 'Kasinon tervetuliaisbonus')
    await welcome.getByRole('button', { name: 'Lunasta Kasinon tervetuliaisbonus' }).click()
    await page.getByRole('dialog', { name: 'Lunastetaanko Kasinon tervetuliaisbonus?' }).getByRole('button', { name: 'Hyväksy ja lunasta' }).click()
    await expect(welcome.getByTestId('campaign-standing')).toHaveText('Aktiivinen: kierrätät sitä.')

    // The platform's refusal names the active bonus by the operator's English title; the dialog by the list's.
    await card(page, 'Kasinon lisätalletusbonus').getByRole('button', { name: 'Lunasta Kasinon lisätalletusbonus' }).click()
    await page.getByRole('dialog', { name: 'Lunastetaanko Kasinon lisätalletusbonus?' }).getByRole('button', { name: 'Hyväksy ja lunasta' }).click()
    const conflict = page.getByRole('dialog', { name: 'Luovutaanko aktiivisesta bonuksestasi?' })
    await expect(conflict).toContainText('Lunastaaksesi tarjouksen Kasinon lisätalletusbonus sinun on luovuttava bonuksesta Kasinon tervetuliaisbonus:')
    await expect(conflict).not.toContainText('Welcome bonus for the casino')
    await expectNoSeriousA11yViolations(page)
    await screenshot(page, 'campaigns-fi-conflict-1280')
    await conflict.getByRole('button', { name: 'Pidä bonukseni' }).click()
    await expect(conflict).toBeHidden()
    await expect(welcome.getByTestId('campaign-standing')).toHaveText('Aktiivinen: kierrätät sitä.')
  })
})
