import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { TestModel, serializeSnapshot, type TestPath } from 'xstate/graph'
import { passwordResetMachine } from '../../machines/passwordReset/passwordReset.machine'
import { expectNoSeriousA11yViolations } from './axe'
import { screenshot } from './session-helpers'

/**
 * Password reset through the real UI against the reference platform. The paths are generated from
 * passwordResetMachine: the model offers what a player can do (a right or a wrong SMS code, going
 * back, the e-mailed link), every path is extended to the end of the flow, and paths are kept
 * while they take a transition no earlier path took. Each path resets the password of a fresh
 * player and proves it by logging in with the new one through the API.
 */

const site = { 'X-Site-Id': '5' }
const captcha = { ...site, 'X-Captcha-Token': 'croupier-dev-captcha' }
const OLD_PASSWORD = 'Correct-Horse-42'
const NEW_PASSWORD = 'Brand-New-Pass-77'

type ResetPath = TestPath<AnyMachineSnapshot, AnyEventObject>

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output })

function playerEvents(s: AnyMachineSnapshot): AnyEventObject[] {
  if (s.matches({ open: { Email: 'sending' } })) return [done('startPasswordReset', { smsResetKeyId: 'from-platform' })]
  if (s.matches({ open: { Verification: 'verifying' } }))
    return [
      done('verifyPasswordResetSms', { resetKey: 'from-platform' }),
      { type: 'xstate.error.actor.verifyPasswordResetSms', error: { status: 400, code: 'sms.code.invalid' } },
    ]
  if (s.matches({ open: 'checkingLink' })) return [done('checkPasswordResetLink', { valid: true, expiresAt: 'later' })]
  if (s.matches({ open: { Password: 'saving' } })) return [done('setNewPassword')]
  if (s.matches({ open: { Password: 'savingFromLink' } })) return [done('setNewPasswordFromEmail')]
  const offered: AnyEventObject[] = [
    { type: 'reset.start' },
    { type: 'reset.linkOpened', resetKey: 'from-email' },
    { type: 'email.submit', email: 'player' },
    { type: 'code.submit', smsCode: 'from-sms' },
    { type: 'password.submit', password: 'new' },
    { type: 'step.back' },
    { type: 'reset.finish' },
  ]
  return offered.filter((event) => s.can(event as never))
}

const transitionOf = (from: AnyMachineSnapshot, event: AnyEventObject, to: AnyMachineSnapshot) =>
  `${JSON.stringify(from.value)} ${event.type} ${JSON.stringify(to.value)}`

function generateResetPaths(): ResetPath[] {
  const model = new TestModel(passwordResetMachine, {
    input: { langmarket: 'en-UN' },
    events: playerEvents,
    // Vertices keyed by the transition that reached them, so some path takes every transition.
    serializeState: (snapshot: AnyMachineSnapshot, event?: AnyEventObject, previous?: AnyMachineSnapshot) =>
      event && previous
        ? `${serializeSnapshot(snapshot)} via ${JSON.stringify(event)} from ${serializeSnapshot(previous)}`
        : serializeSnapshot(snapshot),
  } as never)
  const complete = model
    .getShortestPathsFrom(model.getShortestPaths(), { toState: (s: AnyMachineSnapshot) => s.status === 'done' } as never)
    .sort((a, b) => a.steps.length - b.steps.length) as ResetPath[]
  const taken = new Set<string>()
  return complete.filter((path) => {
    const transitions = path.steps.slice(1).map((step, i) => transitionOf(path.steps[i]!.state, step.event, step.state))
    const adds = transitions.some((t) => !taken.has(t))
    transitions.forEach((t) => taken.add(t))
    return adds
  })
}

interface Player {
  email: string
  phone: string
}

async function latestCode(request: APIRequestContext, to: string, channel: 'sms' | 'email'): Promise<string> {
  const messages = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { channel: string; code: string | null }[]
  const code = messages.find((m) => m.channel === channel)?.code
  if (!code) throw new Error(`no ${channel} message with a code for ${to}`)
  return code
}

/** A fresh, fully registered player, signed up through the API as the sign-up wizard would. */
async function registerPlayer(request: APIRequestContext): Promise<Player> {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`
  const phoneBody = `4${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
  const email = `reset.${unique}@example.com`
  const created = await request.post('/api/v1/player/registration', {
    headers: captcha,
    data: {
      email, password: OLD_PASSWORD, phonePrefix: '+47', phoneBody, countryCode: 'NO', languageCode: 'en',
      termsAndConditions: true, cookiePolicyAccepted: true, marketingOptIn: false, allConditions: true,
      termsAndConditionsAcceptedVersion: '2',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { playerId } = (await created.json()) as { playerId: string }
  const profile = await request.put('/api/v1/player/registration', {
    headers: captcha,
    data: { playerId, firstName: 'Rita', lastName: 'Reset', dateOfBirth: '1990-05-17', countryCode: 'NO', languageCode: 'en' },
  })
  expect(profile.status(), await profile.text()).toBe(200)
  const progress = (await profile.json()) as { smsVerificationRequired: boolean; emailVerificationRequired: boolean }
  const verifications = [
    { channel: 'sms' as const, required: progress.smsVerificationRequired, to: `+47${phoneBody}` },
    { channel: 'email' as const, required: progress.emailVerificationRequired, to: email },
  ]
  for (const { channel, required, to } of verifications.filter((v) => v.required)) {
    const sent = await request.post(`/api/v1/player/registration/${channel}_request`, { headers: site, data: { playerId, siteId: 5, countryCode: 'NO' } })
    expect(sent.status(), await sent.text()).toBe(200)
    const code = await latestCode(request, to, channel)
    const verified = await request.post(`/api/v1/player/registration/${channel}_verification`, { headers: site, data: { playerId, code } })
    expect(verified.status(), await verified.text()).toBe(200)
  }
  return { email, phone: `+47${phoneBody}` }
}

async function loginStatus(request: APIRequestContext, email: string, password: string): Promise<number> {
  return (await request.post('/api/v1/player/login', { headers: site, data: { email, password } })).status()
}

const shot = (page: Page, name: string) => screenshot(page, `reset-${name}`)

/** What the player must see in each state the path reaches; busy states are passed through. */
async function expectState(page: Page, s: AnyMachineSnapshot, label: string, stepChanged: boolean): Promise<void> {
  const heading = (name: string) => expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  if (s.matches({ open: { Email: 'editing' } })) await heading('Which account?')
  else if (s.matches({ open: { Verification: 'editing' } })) {
    await heading('Enter the code')
    const codeField = page.getByRole('textbox', { name: 'Code from the SMS' })
    if (s.context.fieldErrors.code) {
      await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible()
      await expect(codeField).toHaveAttribute('aria-invalid', 'true')
    } else await expect(codeField).not.toHaveAttribute('aria-invalid', 'true')
  } else if (s.matches({ open: { Password: 'editing' } })) await heading('Choose a new password')
  else if (s.matches({ open: 'Complete' })) await heading('Your password is changed')
  else return
  // A new step pulls focus to its heading; the first step, or the same step again, leaves it be.
  if (stepChanged) await expect(page.locator('h2')).toBeFocused()
  else await expect(page.locator('h2')).not.toBeFocused()
  await expectNoSeriousA11yViolations(page)
  await shot(page, label)
}

const paths = generateResetPaths()

test.describe('password reset, paths from the passwordReset model', () => {
  for (const [index, path] of paths.entries()) {
    const actions = path.steps.map((step) => step.event.type.replace('xstate.', '')).slice(1)
    test(`path ${index + 1}: ${actions.join(' → ')}`, async ({ page, request }) => {
      test.setTimeout(90_000)
      const player = await registerPlayer(request)
      let shownStep: string | null = null
      for (const [i, step] of path.steps.entries()) {
        const next = path.steps[i + 1]?.event.type ?? ''
        switch (step.event.type) {
          case 'reset.start':
            await page.goto('/en-UN/reset-password')
            break
          case 'reset.linkOpened': {
            const started = await request.post('/api/v1/player/password_reset', { headers: site, data: { email: player.email } })
            expect(started.status()).toBe(200)
            const messages = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(player.email)}`)).json()) as { channel: string; body: string }[]
            const link = messages.find((m) => m.channel === 'email')!.body.match(/https?:\/\/\S+\/reset-password\?resetKey=\S+/)![0]
            await page.goto(new URL(link).pathname + new URL(link).search)
            break
          }
          case 'email.submit':
            await page.getByRole('textbox', { name: 'E-mail address' }).fill(player.email)
            await page.getByRole('button', { name: 'Send code' }).click()
            break
          case 'code.submit': {
            // The path says whether the platform accepts this code; the player types accordingly.
            const right = await latestCode(request, player.phone, 'sms')
            const code = next.startsWith('xstate.done') ? right : right === '000000' ? '111111' : '000000'
            await page.getByRole('textbox', { name: 'Code from the SMS' }).fill(code)
            await page.getByRole('textbox', { name: 'Code from the SMS' }).press('Enter')
            break
          }
          case 'password.submit':
            await page.getByLabel('New password').fill(NEW_PASSWORD)
            await page.getByRole('button', { name: 'Save password' }).click()
            break
          case 'step.back':
            await page.getByRole('button', { name: 'Back' }).click()
            break
          case 'reset.finish':
            await page.getByRole('button', { name: 'Continue' }).click()
            break
        }
        const label = `${index + 1}-${String(i).padStart(2, '0')}-${JSON.stringify(step.state.value).replace(/\W+/g, '-').replace(/^-|-$/g, '')}`
        const open = (step.state.value as { open?: string | object }).open
        const stepName = typeof open === 'string' ? open : open ? Object.keys(open)[0]! : null
        await expectState(page, step.state, label, shownStep !== null && stepName !== shownStep)
        shownStep = stepName ?? shownStep
      }
      // A successful password reset goes home, and only the new password logs in.
      await expect(page).toHaveURL(/\/en-(UN|NO)\/?$/)
      expect(await loginStatus(request, player.email, NEW_PASSWORD)).toBe(200)
      expect(await loginStatus(request, player.email, OLD_PASSWORD)).toBe(401)
    })
  }
})

test('a used reset link no longer sets a password', async ({ page, request }) => {
  const player = await registerPlayer(request)
  await request.post('/api/v1/player/password_reset', { headers: site, data: { email: player.email } })
  const messages = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(player.email)}`)).json()) as { channel: string; body: string }[]
  const link = new URL(messages.find((m) => m.channel === 'email')!.body.match(/https?:\/\/\S+\/reset-password\?resetKey=\S+/)![0])
  await page.goto(link.pathname + link.search)
  await page.getByLabel('New password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeVisible()

  await page.goto(link.pathname + link.search)
  await expect(page.getByRole('heading', { name: 'This reset link no longer works' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await shot(page, 'link-expired')
  await page.getByRole('button', { name: 'Ask for a new link' }).click()
  await expect(page.getByRole('heading', { name: 'Which account?' })).toBeFocused()
})

test('a password the platform refuses is explained under the password field', async ({ page, request }) => {
  const player = await registerPlayer(request)
  await page.goto('/en-UN/reset-password')
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(player.email)
  await page.getByRole('button', { name: 'Send code' }).click()
  // The reset's SMS is in the outbox once the code step shows; before that the latest SMS is the
  // sign-up's own code (CI read that one once, and the platform rightly refused it).
  await expect(page.getByRole('heading', { level: 2, name: 'Enter the code' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Code from the SMS' }).fill(await latestCode(request, player.phone, 'sms'))
  await page.getByRole('button', { name: 'Verify code' }).click()
  const password = page.getByLabel('New password')
  await password.fill('short')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Use at least 8 characters.' })).toBeVisible()
  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await password.fill('password123')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'one of the most common' })).toBeVisible()
  await shot(page, 'password-refused')
  expect(await loginStatus(request, player.email, OLD_PASSWORD)).toBe(200)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })
  test('the reset form fits a small screen and is keyboard usable', async ({ page }) => {
    await page.goto('/en-UN/reset-password')
    const email = page.getByRole('textbox', { name: 'E-mail address' })
    await expect(email).toHaveAttribute('autocomplete', 'email')
    await email.focus()
    await page.keyboard.type('nobody@example.com')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeFocused()
    await expect(page.getByRole('textbox', { name: 'Code from the SMS' })).toHaveAttribute('autocomplete', 'one-time-code')
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await expectNoSeriousA11yViolations(page)
    await shot(page, 'mobile-verification')
  })
})

test('the closed-account page explains the closure, support and where to find help', async ({ page }) => {
  await page.goto('/en-UN/closed-account')
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is closed' })).toBeVisible()
  // The page's own links (the footer links the information pages too).
  const notice = page.getByRole('main')
  await expect(notice.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/en-UN/contact-live-chat')
  await expect(notice.getByRole('link', { name: /responsible gambling/i })).toHaveAttribute('href', '/en-UN/responsible-gambling')
  await expect(notice.getByRole('link', { name: /Gambling Therapy/ })).toHaveAttribute('href', 'https://www.gamblingtherapy.org')
  await expectNoSeriousA11yViolations(page)
  await shot(page, 'closed-account')
  await page.setViewportSize({ width: 360, height: 740 })
  await shot(page, 'closed-account-mobile')
})
