import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations } from './axe'
import { logIn, newFinnishPlayer, newPlayer, screenshot } from './session-helpers'

/**
 * Rewards through the real UI against the platform: a new player (New Zealand, NZD) claims an
 * offer, meets the one-active-bonus-per-vertical conflict (forfeit-then-claim: kept, then
 * accepted) and forfeits the bonus; the bonus balance follows on the platform.
 */
test('a player claims an offer, is asked to forfeit it for another, keeps it, then swaps and forfeits', async ({ page, request }) => {
  const player = await newPlayer(request)
  await logIn(page, player.email, player.password, '/en-NZ/login')

  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Rewards' }).click()
  await expect(page).toHaveURL(/\/en-NZ\/my-account\/rewards$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible()
  await expect(page.getByText('You have no active bonus.')).toBeVisible()
  await page.getByRole('tab', { name: 'Rewards (6)' }).click()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Claim Welcome bonus for the casino' }).click()
  await expect(page.getByRole('status')).toHaveText(/^Welcome bonus for the casino is active: \$[\d,.]+ is in your bonus balance\.$/)
  await expect(page.getByRole('tab', { name: 'Active (1)' })).toBeVisible()

  // A second casino offer: the platform refuses and names the active bonus; the dialog asks.
  await page.getByRole('tab', { name: 'Rewards (5)' }).click()
  await page.getByRole('button', { name: 'Claim Reload bonus for the casino' }).click()
  const dialog = page.getByRole('dialog', { name: 'Forfeit your active bonus?' })
  await expect(dialog).toContainText('To claim Reload bonus for the casino you must forfeit Welcome bonus for the casino')
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'rewards-forfeit-then-claim')
  await dialog.getByRole('button', { name: 'Keep my bonus' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('tab', { name: 'Active (1)' }).click()
  await expect(page.getByText('Welcome bonus for the casino')).toBeVisible()

  await page.getByRole('tab', { name: 'Rewards (5)' }).click()
  await page.getByRole('button', { name: 'Claim Reload bonus for the casino' }).click()
  await dialog.getByRole('button', { name: 'Forfeit and claim' }).click()
  await expect(page.getByRole('status')).toHaveText(/^Reload bonus for the casino is active: /)
  // The Claim button that opened the dialog has left the list: focus is kept in the panel.
  await expect(page.locator('[aria-busy][tabindex="-1"]')).toBeFocused()
  await page.getByRole('tab', { name: 'Active (1)' }).click()
  await expect(page.getByRole('progressbar', { name: 'Wagering progress of Reload bonus for the casino' })).toBeVisible()
  await expect(page.getByText(/^Wagered 0% of \$[\d,.]+$/)).toBeVisible()

  // Forfeiting on its own, after a confirmation.
  await page.getByRole('button', { name: 'Forfeit' }).click()
  const confirm = page.getByRole('dialog', { name: 'Forfeit this bonus?' })
  await confirm.getByRole('button', { name: 'Forfeit' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('You have no active bonus.')).toBeVisible()
  // The welcome offer was forfeited for the reload one: the live casino boost, the deposit bonus and the free spins are left.
  await expect(page.getByRole('tab', { name: 'Rewards (4)' })).toBeVisible()
  await screenshot(page, 'rewards-after-forfeit')
})

test('a player follows a link with a bonus code: a wrong code is refused, the right one checked and claimed', async ({ page, request }) => {
  const player = await newPlayer(request)
  await logIn(page, player.email, player.password, '/en-NZ/login')

  // Opened straight from a link: a page of the site (200), not the not-found answer.
  expect((await page.goto('/en-NZ/my-account/bonus-code?bonusCode=SPRING-25'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Bonus code' })).toBeVisible()
  const field = page.getByLabel('Bonus code')
  await expect(field).toHaveValue('SPRING-25')
  await page.getByRole('button', { name: 'Check the code' }).click()
  await expect(page.getByText('This bonus code does not exist. Check it and try again.')).toBeVisible()

  // Refused before anything is sent: spaces are not part of any code.
  await field.fill('SPRING 25')
  await page.getByRole('button', { name: 'Check the code' }).click()
  await expect(page.getByText('This bonus code does not exist. Check it and try again.')).toBeVisible()

  await field.fill('spring25')
  await page.getByRole('button', { name: 'Check the code' }).click()
  await expect(page.getByRole('status')).toHaveText('The code spring25 is valid for your account.')
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Claim the bonus' }).click()
  await expect(page.getByRole('status')).toHaveText(/^Spring code bonus for the casino is active: \$[\d,.]+ is in your bonus balance\.$/)
  await screenshot(page, 'bonus-code-claimed')

  // The coded bonus stands in the way of a casino offer: forfeit-then-consent.
  await page.getByRole('link', { name: 'See your rewards' }).click()
  await page.getByRole('tab', { name: /^Rewards/ }).click()
  await page.getByRole('button', { name: 'Claim Welcome bonus for the casino' }).click()
  const dialog = page.getByRole('dialog', { name: 'Forfeit your active bonus?' })
  await expect(dialog).toContainText('You activated Spring code bonus for the casino with a bonus code.')
  await dialog.getByRole('button', { name: 'Forfeit and consent' }).click()
  await expect(page.getByRole('status')).toHaveText(/^Welcome bonus for the casino is active: /)

  // A used code is refused with its own sentence.
  await page.goto('/en-NZ/my-account/bonus-code?bonusCode=SPRING25')
  await page.getByRole('button', { name: 'Check the code' }).click()
  await expect(page.getByText('You have already used this bonus code.')).toBeVisible()
})

test('a deposit bonus is chosen in the cashier and is active once the deposit is approved', async ({ page, request }) => {
  const player = await newPlayer(request)
  await logIn(page, player.email, player.password, '/en-NZ/login')
  await page.goto('/en-NZ/my-account/rewards')
  await page.getByRole('tab', { name: /^Rewards/ }).click()
  // Not claimed on its own: the offer leads to the cashier.
  await page.getByRole('link', { name: 'Choose it when you deposit' }).click()
  await expect(page).toHaveURL(/\/en-NZ\/my-account\/banking\/deposit$/)

  await page.getByLabel('Payment method').selectOption({ label: 'Skrill' })
  await page.getByLabel('Amount').fill('50')
  const bonus = page.getByLabel('Deposit bonus')
  await expect(bonus).toHaveValue('')
  await bonus.selectOption({ index: 1 })
  await expect(bonus.locator('option:checked')).toHaveText(/^Deposit bonus for the casino: \$[\d,.]+, wager 10 times$/)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page).toHaveURL(/\/sandbox\/psp\/pay\//)
  await page.getByRole('button', { name: 'Approve payment' }).click()
  await expect(page.getByTestId('deposit-outcome')).toHaveText('Deposit approved: $50.00 is on your balance.')

  await page.goto('/en-NZ/my-account/rewards')
  await expect(page.getByRole('tab', { name: 'Active (1)' })).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Wagering progress of Deposit bonus for the casino' })).toBeVisible()
  await screenshot(page, 'rewards-deposit-bonus-active')
})

test('a player claims free spins and plays them at the operator’s stake; a second grant on the game waits in the queue until then', async ({ page, request }) => {
  test.setTimeout(90_000)
  const player = await newPlayer(request)
  await logIn(page, player.email, player.password, '/en-NZ/login')
  await page.goto('/en-NZ/my-account/rewards')
  await page.getByRole('tab', { name: /^Rewards/ }).click()
  await expect(page.getByText(/^10 free spins on Book of Fortune · \$[\d.]+ each · no wagering$/)).toBeVisible()
  await page.getByRole('button', { name: 'Claim Free spins on Book of Fortune' }).click()
  // Claimed, then handed to the game's provider: they wait in the game.
  await expect(page.getByRole('status')).toHaveText('Free spins on Book of Fortune: 10 free spins are waiting in the game.')

  // The weekly spins are on the same game: the provider holds them back until the first are played.
  await page.getByRole('tab', { name: /^Rewards/ }).click()
  await page.getByRole('button', { name: 'Claim Weekly free spins on Book of Fortune' }).click()
  await expect(page.getByRole('alert')).toHaveText(/^Your earlier free spins on this game are not played yet, so these wait in the queue\./)
  await page.getByRole('tab', { name: 'Active (2)' }).click()
  await expect(page.getByText('5 of 5 spins left. Queued: claim them once your earlier spins on this game are played.')).toBeVisible()
  await expect(page.getByText('10 of 10 spins left. They are waiting in the game.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'rewards-free-spins')
  // Still queued while the first spins are not played.
  await page.getByRole('button', { name: 'Claim queued spins' }).click()
  await expect(page.getByRole('alert')).toHaveText(/^You already have an active bonus of this kind\./)

  await page.getByRole('link', { name: 'Play your free spins on Book of Fortune' }).click()
  await expect(page).toHaveURL(/\/en-NZ\/online-casino\/play\/novomatic\/book-of-fortune$/)
  await expect(page.getByText('Your free spins are waiting in the game: it plays them first, at their stake, before your own money.')).toBeVisible()
  const game = page.frameLocator('iframe[title="Book of Fortune"]')
  const left = game.locator('.free-rounds output')
  await expect(left).toHaveText('10')
  // A new player has no money: a stake taken from them would be refused. The operator pays it.
  const balance = page.getByTestId('game-balance')
  await expect(balance).toHaveText('$0.00')
  const spin = game.getByRole('button', { name: 'Free spin' })
  await expect(spin).toBeEnabled({ timeout: 15_000 })
  await spin.click()
  // The round may trigger the slot's own feature: ten more spins shown 0.9 s apart (retriggers add
  // ten) before the round ends and the count moves.
  await expect(left).toHaveText('9', { timeout: 45_000 })
  await expect(game.getByRole('button', { name: 'Free spin' })).toBeEnabled({ timeout: 15_000 })
  await expect(game.locator('p.message')).not.toHaveText(/balance does not cover/)
  await screenshot(page, 'game-free-spins')
})

test('inside the game, the rewards menu opens the conflict dialog over itself (closing it keeps the menu, Escape then closes it), and Play on free spins claimed there opens the game afresh with them', async ({ page, request }) => {
  const player = await newPlayer(request)
  await logIn(page, player.email, player.password, '/en-NZ/login')
  await page.goto('/en-NZ/online-casino/play/novomatic/book-of-fortune')
  const game = page.frameLocator('iframe[title="Book of Fortune"]')
  await expect(game.getByRole('button', { name: 'Spin' })).toBeVisible()
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await page.getByRole('dialog', { name: 'Game menu' }).getByRole('button', { name: 'Rewards' }).click()
  const rewards = page.getByRole('dialog', { name: 'Rewards' })
  await rewards.getByRole('tab', { name: /^Rewards \(\d+\)$/ }).click()
  await rewards.getByRole('button', { name: 'Claim Welcome bonus for the casino' }).click()
  await expect(rewards.getByRole('status')).toHaveText(/^Welcome bonus for the casino is active: /)

  await rewards.getByRole('tab', { name: /^Rewards \(\d+\)$/ }).click()
  await rewards.getByRole('button', { name: 'Claim Reload bonus for the casino' }).click()
  const conflict = page.getByRole('dialog', { name: 'Forfeit your active bonus?' })
  await expect(conflict).toContainText('To claim Reload bonus for the casino you must forfeit Welcome bonus for the casino')
  await expect(game.getByText('Game paused')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'game-menu-reward-conflict')
  await conflict.getByRole('button', { name: 'Keep my bonus' }).click()
  await expect(conflict).toBeHidden()
  // The menu is still open on its rewards, and the game still paused under it.
  await expect(rewards).toBeVisible()
  await expect(game.getByText('Game paused')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(game.getByText('Game paused')).toBeHidden()

  // Free spins claimed in the menu of their own game: Play opens the game afresh with them.
  await expect(game.locator('.free-rounds')).toBeHidden()
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await page.getByRole('dialog', { name: 'Game menu' }).getByRole('button', { name: 'Rewards' }).click()
  await rewards.getByRole('tab', { name: /^Rewards \(\d+\)$/ }).click()
  await rewards.getByRole('button', { name: 'Claim Free spins on Book of Fortune' }).click()
  await expect(rewards.getByRole('status')).toHaveText('Free spins on Book of Fortune: 10 free spins are waiting in the game.')
  await rewards.getByRole('tab', { name: /^Active \(\d+\)$/ }).click()
  await rewards.getByRole('link', { name: 'Play your free spins on Book of Fortune' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(game.locator('.free-rounds output')).toHaveText('10')
  await expect(game.getByRole('button', { name: 'Free spin' })).toBeVisible()
})

test('a Finnish player reads the offers, the cashback, the active bonus, the claim and the conflict in Finnish', async ({ page, request }) => {
  const player = await newFinnishPlayer(request)
  await logIn(page, player.email, player.password, '/en-UN/login')
  await page.goto('/fi-FI/my-account/rewards')
  await expect(page.getByRole('heading', { level: 1, name: 'Palkinnot' })).toBeVisible()
  await expect(page.getByText('Sinulla ei ole aktiivista bonusta.')).toBeVisible()
  await page.getByRole('tab', { name: /^Palkinnot \(\d+\)$/ }).click()
  const offers = page.getByRole('tabpanel')
  await expect(offers.getByText('Kasinon tervetuliaisbonus', { exact: true })).toBeVisible()
  await expect(offers.getByText('Kasinon lisätalletusbonus', { exact: true })).toBeVisible()
  await expect(offers.getByText('Live-kasinon lisä', { exact: true })).toBeVisible()
  // No offer keeps the operator's English title, nor does the cashback card below the offers.
  await expect(offers.getByText(/bonus for the casino|Live casino boost|Free spins on/)).toHaveCount(0)
  await expect(page.getByRole('listitem', { name: 'Kasinon käteispalautus' })).toContainText('Aktivoi se, niin saat takaisin osan kasinopelien nettotappioistasi')
  await expect(page.getByText('Casino cashback')).toHaveCount(0)
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoSeriousA11yViolations(page)
    await screenshot(page, `rewards-fi-offers-${width}`)
  }

  // The claim's notice names the offer as the list does.
  await offers.getByRole('button', { name: 'Lunasta Kasinon tervetuliaisbonus' }).click()
  await expect(page.getByRole('status')).toHaveText(/^Kasinon tervetuliaisbonus on aktiivinen: [\d,.]+\u00a0€ on bonussaldollasi\.$/)
  await page.getByRole('tab', { name: 'Aktiiviset (1)' }).click()
  await expect(page.getByRole('tabpanel').getByText('Kasinon tervetuliaisbonus', { exact: true })).toBeVisible()

  // The conflict names both in Finnish (the active one comes from the platform's refusal).
  await page.getByRole('tab', { name: /^Palkinnot \(\d+\)$/ }).click()
  await page.getByRole('button', { name: 'Lunasta Kasinon lisätalletusbonus' }).click()
  const dialog = page.getByRole('dialog', { name: 'Luovutaanko aktiivisesta bonuksestasi?' })
  await expect(dialog).toContainText('Lunastaaksesi tarjouksen Kasinon lisätalletusbonus sinun on luovuttava bonuksesta Kasinon tervetuliaisbonus')
  await screenshot(page, 'rewards-fi-conflict')
  await dialog.getByRole('button', { name: 'Pidä bonukseni' }).click()
  await expect(dialog).toBeHidden()
})
