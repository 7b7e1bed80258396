import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { createActor, fromCallback, type AnyEventObject, type AnyMachineSnapshot } from 'xstate'
import { TestModel, type TestPath } from 'xstate/graph'
import { loginMachine } from '../../machines/login/login.machine'
import { expectNoSeriousA11yViolations } from './axe'
import { newPlayer, screenshot } from './session-helpers'
import { watchPageFrame } from './pageFrame'

/**
 * The login flow through the real UI against the platform's seeded accounts. Paths come from the
 * login machine itself: each account's answer is the outcome the machine is offered after submitting
 * it, and every step of a path is one thing a player does or sees.
 */
const PASSWORD = 'Croupier!2026'
const START = '/en-UN/closed-account?bonusCode=WELCOME10'

interface Account {
  email: string
  password: string
  /** What the platform answers, as the event the machine receives. */
  outcome: AnyEventObject
  /** What the player reads (a refusal), or null when the login succeeds. */
  message: RegExp | null
}

const refusal = (code: string, additionalInfo: Record<string, unknown> = {}) => ({
  type: 'xstate.error.actor.loginPlayer',
  error: { status: 403, code, additionalInfo },
})

const accounts: Record<string, Account> = {
  demo: {
    email: 'demo@croupier.test',
    password: PASSWORD,
    outcome: {
      type: 'xstate.done.actor.loginPlayer',
      output: { idToken: 'x', accessToken: 'x', expiresIn: 900, playerId: 'p', firstLogin: false, termsUpdateRequired: false, langmarket: 'en-NO' },
    },
    message: null,
  },
  timeout: {
    email: 'timeout@croupier.test',
    password: PASSWORD,
    outcome: refusal('error.timeout.in.progress:days:3', { playerId: 'p', isCooling: false }),
    message: /time-out[\s\S]*in 3 days/,
  },
  excluded: {
    email: 'excluded@croupier.test',
    password: PASSWORD,
    outcome: refusal('error.exclusion.in.progress:days:30'),
    message: /self-excluded[\s\S]*ends in 30 days/,
  },
  excludedIndefinitely: {
    email: 'excluded.indefinitely@croupier.test',
    password: PASSWORD,
    outcome: refusal('error.exclusion.in.progress.indefinitely'),
    message: /self-excluded[\s\S]*indefinite/,
  },
  deactivated: {
    email: 'deactivated@croupier.test',
    password: PASSWORD,
    outcome: refusal('error.account.deactivated'),
    message: /deactivated/,
  },
  closed: { email: 'closed@croupier.test', password: PASSWORD, outcome: refusal('error.account.closed'), message: /account is closed/ },
  unknown: {
    email: 'nobody@croupier.test',
    password: PASSWORD,
    outcome: { type: 'xstate.error.actor.loginPlayer', error: { status: 401, code: 'error.player.not.found' } },
    message: /e-mail address or password is incorrect/,
  },
}

const accountOf = (email: string) => Object.entries(accounts).find(([, a]) => a.email === email)!

const hasCooling = (path: TestPath<AnyMachineSnapshot, AnyEventObject>) => path.steps.some((s) => s.event.type === 'cooling.start')

function loginPaths(): TestPath<AnyMachineSnapshot, AnyEventObject>[] {
  const authorization = createActor(fromCallback(() => {})).start()
  const model = new TestModel(loginMachine, {
    input: { langmarket: 'en-UN', authorization },
    // One vertex per state and account: the platform answers each account the same way every time.
    serializeState: (s: AnyMachineSnapshot) => `${JSON.stringify(s.value)} ${s.context.email}`,
    events: (s: AnyMachineSnapshot) => {
      if (s.matches('submitting')) return [accountOf(s.context.email)[1].outcome]
      if (s.matches({ refused: 'startingCooling' }))
        return [{ type: 'xstate.done.actor.startPlayerCooling', output: { playerId: 'p', timeoutUntil: '2026-01-01T00:00:00Z' } }]
      return [
        ...Object.values(accounts).map((a) => ({ type: 'login.submit', email: a.email, password: a.password })),
        { type: 'cooling.start' },
      ]
    },
  } as never)
  // Starting cooling off changes the seeded time-out account for good, so that path runs last.
  return (model.getShortestPaths() as TestPath<AnyMachineSnapshot, AnyEventObject>[]).sort(
    (a, b) => Number(hasCooling(a)) - Number(hasCooling(b)),
  )
}

/** A readable name: what the player does and what the platform answers, step by step. */
function describePath(path: TestPath<AnyMachineSnapshot, AnyEventObject>): string {
  const steps = path.steps
    .map(({ event }) => {
      if (event.type === 'login.submit') return `log in as ${accountOf(event.email)[0]}`
      if (event.type.startsWith('xstate.done.actor.')) return `${event.type.slice(18)} succeeds`
      if (event.type.startsWith('xstate.error.actor.')) return `refused (${event.error.code})`
      return event.type === 'xstate.init' ? null : event.type
    })
    .filter(Boolean)
  return `${steps.join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`
}

async function perform(page: Page, step: { event: AnyEventObject; state: AnyMachineSnapshot }, submitted: { email: string }) {
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  const { event } = step
  if (event.type === 'login.submit') {
    submitted.email = event.email
    await dialog.getByLabel('E-mail').fill(event.email)
    await dialog.getByLabel('Password', { exact: true }).fill(event.password)
    await dialog.getByRole('button', { name: 'Log in' }).click()
  } else if (event.type === 'xstate.done.actor.loginPlayer') {
    // The page the player was on, in their own market (the demo player lives in Norway, in English).
    await expect(page).toHaveURL(/\/en-NO\/closed-account\?bonusCode=WELCOME10$/)
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
    await expect(dialog).toHaveCount(0)
  } else if (event.type === 'xstate.error.actor.loginPlayer') {
    const [name, account] = accountOf(submitted.email)
    await expect(dialog.getByRole('alert')).toContainText(account.message!)
    await screenshot(page, `login-refused-${name}`)
  } else if (event.type === 'cooling.start') {
    await dialog.getByRole('button', { name: 'Start cooling off' }).click()
  } else if (event.type === 'xstate.done.actor.startPlayerCooling') {
    await expect(dialog.getByRole('alert')).toContainText('Your 1-day cooling-off time-out has started')
    await screenshot(page, 'login-cooling-started')
  }
}

test.describe('login paths from the login model', () => {
  // In order, in one worker: the cooling-off path changes its worker's seeded time-out account.
  test.describe.configure({ mode: 'default' })
  for (const path of loginPaths()) {
    test(describePath(path), async ({ page }) => {
      await page.goto(START)
      await page.getByRole('link', { name: 'Log in' }).click()
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
      const submitted = { email: '' }
      for (const step of path.steps) await perform(page, step, submitted)
      await expectNoSeriousA11yViolations(page)
    })
  }
})

test('the login page shows and hides the password and keeps the redirect and bonusCode', async ({ page }) => {
  await page.goto('/en-UN/login?redirect=%2Fen-UN%2Freset-password&bonusCode=SPIN20')
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const password = page.getByLabel('Password', { exact: true })
  await password.fill(PASSWORD)
  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(password).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: 'Hide password' }).click()
  await expect(password).toHaveAttribute('type', 'password')
  await page.getByLabel('E-mail').fill('demo.fi@croupier.test')
  await screenshot(page, 'login-page')
  await page.getByRole('button', { name: 'Log in' }).click()
  // demo.fi is a Finnish player: the stored page opens in Finnish, in Finland.
  await expect(page).toHaveURL(/\/fi-FI\/reset-password\?bonusCode=SPIN20$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
  await expect(page.getByRole('button', { name: 'Kirjaudu ulos', exact: true })).toBeVisible()
})

test('five wrong passwords in a row lock the account, even against the right password', async ({ page, request }) => {
  const player = await newPlayer(request)
  await page.goto('/en-UN/login')
  const attempt = async (password: string) => {
    await page.getByLabel('E-mail').fill(player.email)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Log in' }).click()
  }
  for (let i = 1; i <= 4; i++) {
    await attempt(`wrong-password-${i}`)
    await expect(page.getByRole('alert')).toContainText('The e-mail address or password is incorrect.')
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled()
  }
  await attempt('wrong-password-5')
  await expect(page.getByRole('alert')).toContainText('Your account is locked')
  await attempt(player.password)
  await expect(page.getByRole('alert')).toContainText('Your account is locked')
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0)
  await screenshot(page, 'login-locked')
  await expectNoSeriousA11yViolations(page)
})

test('a login that gets no answer is retried 3 s apart and then succeeds', async ({ page }) => {
  let failures = 2
  await page.route('**/api/v1/player/login', (route) =>
    failures-- > 0 ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":503,"code":"error.system.error","message":"down"}' }) : route.fallback(),
  )
  await page.goto('/en-UN/login')
  await page.getByLabel('E-mail').fill('demo@croupier.test')
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'trying again' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible({ timeout: 15_000 })
  expect(failures).toBe(-1)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the login modal fits the screen and a refusal stays readable', async ({ page }) => {
    await page.goto('/en-UN')
    await page.getByRole('link', { name: 'Log in' }).click()
    const dialog = page.getByRole('dialog', { name: 'Log in' })
    await dialog.getByLabel('E-mail').fill('excluded@croupier.test')
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await dialog.getByRole('button', { name: 'Log in' }).click()
    await expect(dialog.getByRole('alert')).toContainText('The exclusion ends in 30 days.')
    const box = await dialog.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(360)
    await screenshot(page, 'login-modal-mobile')
    await expectNoSeriousA11yViolations(page)

    // The refusal took focus (the submit button was disabled while the call was out), so a
    // keyboard player is still inside the dialog and Escape closes it.
    await expect(dialog.getByRole('alert')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(page).toHaveURL(/\/en-UN\/?$/)
  })
})

test('a player whose language is not the page\'s lands in their own with the page frame kept, never a page loader', async ({ page }) => {
  await page.goto('/en-UN/login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const frameSeen = await watchPageFrame(page)
  await page.getByLabel('E-mail').fill('demo.fi@croupier.test')
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/fi-FI(\/|$)/)
  await expect(page.getByRole('button', { name: 'Kirjaudu ulos', exact: true })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
  await expect(page.getByTestId('locale-frame')).not.toHaveAttribute('aria-busy')
  expect(await frameSeen()).toEqual({ headerReplaced: false, loaderShown: false })
})

test('after logging in, focus is on the heading of the page the player lands on', async ({ page }) => {
  await page.goto('/en-UN')
  await page.getByRole('link', { name: 'Log in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.getByLabel('E-mail').fill('demo@croupier.test')
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Log in' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Log out', exact: true })).toBeVisible()
  await expect(page.locator('main h1')).toBeFocused()
})

test('the header\'s log-in link on an e-mailed reset link\'s page does not carry the reset key', async ({ page }) => {
  await page.goto('/en-UN/reset-password?resetKey=not-a-real-key-7c1d&bonusCode=SPIN20')
  const login = page.getByRole('banner').getByRole('link', { name: 'Log in' })
  await expect(login).toHaveAttribute('href', '/en-UN/reset-password?bonusCode=SPIN20&login=1')
  await login.click()
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
  expect(page.url()).not.toContain('not-a-real-key')
})
