import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { createActor, fromCallback, type AnyEventObject, type AnyMachineSnapshot } from 'xstate'
import type { RegistrationInput } from '../../machines/registration/registration.machine'
import { latestTermsVersion, smsMaxAttemptsFrom } from '../../src/features/registration/signUpContent'
import { expectNoSeriousA11yViolations } from './axe'
import { pathFor, RIGHT_CODE, screenOf, type Scenario } from './registration.paths'

const screens = resolve(import.meta.dirname, '../../.tmp/screens')
mkdirSync(screens, { recursive: true })

// Every scenario signs up its own player: a worker's platform keeps the accounts of the scenarios
// it ran before, and an e-mail met twice ends in Duplicated (only e-mail is unique). A counter,
// not the clock and a few random digits, keeps a worker's e-mails apart.
let signups = 0
const run = `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`
const digits = (n: number) => String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-n)
const profile = { firstName: 'Maija', lastName: 'Meikäläinen', dateOfBirth: { year: 1990, month: 4, day: 7 }, postalCode: '00100' }
const details = (overrides: Partial<Scenario['details']>) => ({
  email: `signup-${run}-${++signups}@example.com`,
  password: 'Correct-Horse-7',
  phonePrefix: '+358',
  phoneBody: `40${digits(7)}`,
  countryCode: 'FI',
  termsAndConditions: true,
  cookiePolicyAccepted: true,
  marketingOptIn: false,
  ...overrides,
})
const canadian = () => details({ countryCode: 'CA', phonePrefix: '+1', phoneBody: `416${digits(7)}` })

const scenarios: Scenario[] = [
  // Verification follows the country of residence (its market's rule): a Canadian resident verifies the phone only.
  { title: 'en-UN: sign-up with SMS verification, from the header modal', langmarket: 'en-UN', visitorCountry: null, details: canadian(), profile, verification: { sms: true, email: false }, viaModal: true, target: 'Complete' },
  { title: 'fi-FI: sign-up with SMS and e-mail verification', langmarket: 'fi-FI', visitorCountry: 'FI', details: details({}), profile, verification: { sms: true, email: true }, viewport: { width: 768, height: 1024 }, target: 'Complete' },
  { title: 'en-NZ: no verification, automatic login', langmarket: 'en-NZ', visitorCountry: 'NZ', details: details({ countryCode: 'NZ', phonePrefix: '+64', phoneBody: `21${digits(7)}` }), profile, verification: { sms: false, email: false }, viewport: { width: 320, height: 640 }, target: 'Complete' },
  { title: 'en-UN: an e-mail already registered ends in Duplicated', langmarket: 'en-UN', visitorCountry: null, details: details({ email: 'demo@croupier.test' }), profile, verification: { sms: true, email: false }, duplicate: true, target: 'Duplicated' },
  { title: 'en-UN: a short password and a bad phone number come back as field errors', langmarket: 'en-UN', visitorCountry: null, details: details({ password: 'Short7', phoneBody: '12345' }), profile, verification: { sms: true, email: false }, invalidFields: { password: 'error.password.too_short', phoneBody: 'error.vonage.phone.invalid' }, target: 'fieldErrors' },
  // South Africa is offered (not restricted) but closed to sign-up (inactive); restricted US and FR are not offered at all.
  { title: 'en-UN: a country closed to sign-up ends in Unsupported', langmarket: 'en-UN', visitorCountry: null, details: details({ countryCode: 'ZA', phonePrefix: '+27', phoneBody: `82${digits(7)}` }), profile, verification: { sms: true, email: false }, target: 'Unsupported' },
  { title: 'en-UN: asking for a fourth SMS code hits smsMaxAttempts and returns to the start', langmarket: 'en-UN', visitorCountry: null, details: canadian(), profile, verification: { sms: true, email: false }, resendCodes: true, target: 'maxAttempts' },
  { title: 'fi-FI: a wrong code gives FAIL_VERIFY, then the right code completes', langmarket: 'fi-FI', visitorCountry: 'FI', details: details({}), profile, verification: { sms: true, email: true }, wrongCodeFirst: true, target: 'Complete' },
]

async function modelInput(request: APIRequestContext, scenario: Scenario): Promise<RegistrationInput> {
  const headers = { 'X-Site-Id': '5' }
  const countries = (await (await request.get('/api/v1/countries', { headers })).json()) as RegistrationInput['countries']
  const markets = (await (await request.get('/api/v1/markets', { headers })).json()) as { id: string; removeCountryFromRegistration: string[] }[]
  const market = markets.find((m) => m.id === scenario.langmarket.split('-')[1])!
  // The model runs on the same content as the page: the attempt limit and terms version it shows.
  const content = async (query: string) => (await request.get(`/api/v1/content/${query}?locale=${scenario.langmarket}`, { headers })).json()
  return {
    langmarket: scenario.langmarket,
    returnTo: `/${scenario.langmarket}`,
    // The model only plans the path; nothing is told about the login.
    authorization: createActor(fromCallback(() => {})),
    catalog: 'en',
    market,
    countries,
    termsVersion: latestTermsVersion(await content('terms-versions')) ?? '',
    smsMaxAttempts: smsMaxAttemptsFrom(await content('signup-steps')),
  }
}

async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const messages = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { code: string | null }[]
  const code = messages.find((m) => m.code)?.code
  if (!code) throw new Error(`no code in the outbox for ${to}`)
  return code
}

async function submitForm(page: Page) {
  await page.locator('[data-step] form button[type=submit]').first().click()
}

/** Drives the UI for one event of the path. Events of invoked calls need no action: the platform answers. */
async function act(page: Page, request: APIRequestContext, scenario: Scenario, event: AnyEventObject) {
  const { details: d, profile: p } = scenario
  switch (event.type) {
    case 'details.submit':
      await page.locator('input[name=email]').fill(d.email)
      await page.locator('input[name=password]').fill(d.password)
      await page.locator('#signup-country').selectOption(d.countryCode)
      await page.locator('#signup-phone-prefix').selectOption(d.phonePrefix)
      await page.locator('input[name=phoneBody]').fill(d.phoneBody)
      await page.locator('input[name=termsAndConditions]').check()
      await page.locator('input[name=cookiePolicyAccepted]').check()
      return submitForm(page)
    case 'profile.submit':
      await page.locator('input[name=firstName]').fill(p.firstName)
      await page.locator('input[name=lastName]').fill(p.lastName)
      await page.locator('input[name=birthDay]').fill(String(p.dateOfBirth.day))
      await page.locator('input[name=birthMonth]').fill(String(p.dateOfBirth.month))
      await page.locator('input[name=birthYear]').fill(String(p.dateOfBirth.year))
      await page.locator('input[name=postalCode]').fill(p.postalCode)
      return submitForm(page)
    case 'code.request':
      return page.getByTestId('send-code').or(page.getByTestId('resend-code')).click()
    case 'code.verify': {
      const to = event.channel === 'sms' ? `${d.phonePrefix}${d.phoneBody}` : d.email
      const right = await latestCode(request, to)
      const code = event.code === RIGHT_CODE ? right : right === '000000' ? '111111' : '000000'
      await page.locator('input[name=code]').fill(code)
      return submitForm(page)
    }
  }
}

/**
 * What the UI shows for a model state. A call in flight is not asserted: the platform may answer
 * before the check runs, and the state its answer leads to is the next step's assertion.
 */
async function expectState(page: Page, state: AnyMachineSnapshot) {
  if (state.hasTag('loading')) return
  await expect(page.locator('[data-step]')).toHaveAttribute('data-step', screenOf(state))
  for (const field of Object.keys(state.context.fieldErrors).filter((name) => name !== 'code')) {
    // Each refused field is marked invalid and names its announced message.
    const input = page.locator(`[data-step] input[name=${field}]`)
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    const describedBy = (await input.getAttribute('aria-describedby'))!.split(' ').at(-1)!
    await expect(page.locator(`[id="${describedBy}"][role=alert]`)).toBeVisible()
  }
  if (state.hasTag('codeEntry')) {
    await expect(page.locator('input[name=code]')).toHaveAttribute('autocomplete', 'one-time-code')
    const failed = state.context.codes.sms === 'FAIL_VERIFY' || state.context.codes.email === 'FAIL_VERIFY'
    if (failed) {
      await expect(page.locator('input[name=code]')).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByRole('alert')).toBeVisible()
    }
  }
}

for (const scenario of scenarios) {
  test(scenario.title, async ({ page, request }) => {
    test.setTimeout(90_000)
    if (scenario.viewport) await page.setViewportSize(scenario.viewport)
    if (scenario.visitorCountry) await page.setExtraHTTPHeaders({ 'X-Country': scenario.visitorCountry })
    const path = pathFor(scenario, await modelInput(request, scenario))
    test.info().annotations.push({ type: 'model path', description: path.description })
    const slug = scenario.title.split(':')[0]!.toLowerCase() + '-' + scenario.target.toLowerCase() + (scenario.wrongCodeFirst ? '-wrong-code' : '')

    if (scenario.viaModal) {
      await page.goto(`/${scenario.langmarket}`)
      await page.locator('header a[href$="?signup=1"]').click()
      await expect(page.getByRole('dialog')).toBeVisible()
    } else {
      await page.goto(`/${scenario.langmarket}/signup`)
    }

    let shot = 0
    let lastView = ''
    for (const step of path.steps) {
      await act(page, request, scenario, step.event)
      await expectState(page, step.state)
      if (step.state.hasTag('loading')) continue
      const { codes, fieldErrors } = step.state.context
      const view = `${screenOf(step.state)}-${codes.sms}-${codes.email}-${Object.keys(fieldErrors).join()}`
      if (view !== lastView) {
        lastView = view
        await expectNoSeriousA11yViolations(page)
        // Nothing may force sideways scrolling at any breakpoint.
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
        // The modal is fixed over the viewport: a full-page picture would add the whole home page
        // under it (6,700 px, 0.7 s a picture) and show no more of the wizard.
        await page.screenshot({ path: `${screens}/registration-${slug}-${++shot}-${screenOf(step.state)}.png`, fullPage: !scenario.viaModal })
      }
    }

    if (scenario.target === 'fieldErrors') {
      // Focus lands on the first refused field.
      await expect(page.locator('[data-step] [aria-invalid=true]').first()).toBeFocused()
    }

    if (scenario.target === 'maxAttempts') {
      await page.locator('[data-step=maxAttempts] button').click()
      await expect(page.locator('[data-step]')).toHaveAttribute('data-step', 'Details')
      await expect(page.locator('h1')).toBeFocused()
    }

    if (scenario.target === 'Complete') {
      // Signed in with the first-login flag: the tokens are stored under the identity-provider keys.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('croupier.idToken'))).not.toBeNull()
      await page.getByTestId('start-playing').click()
      await expect(page).toHaveURL(new RegExp(`/${scenario.langmarket}/?(\\?.*)?$`))
    }
  })
}

test('the Details step works with the keyboard alone, and focus moves to the next step heading', async ({ page }) => {
  const d = details({})
  await page.goto('/en-UN/signup')
  for (let i = 0; i < 20 && !(await page.locator('input[name=email]').evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await page.keyboard.type(d.email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(d.password)
  await page.keyboard.press('Tab') // Show password
  await page.keyboard.press('Tab') // country of residence: Finland by default
  await page.keyboard.press('Tab') // dialling code follows the country
  await page.keyboard.press('Tab')
  await page.keyboard.type(d.phoneBody)
  await page.keyboard.press('Tab')
  await expect(page.locator('input[name=termsAndConditions]')).toBeFocused()
  await page.keyboard.press('Space') // terms
  // The consent's own links come next: the terms, then the privacy policy.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'terms and conditions', exact: true })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'privacy policy', exact: true })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.locator('input[name=cookiePolicyAccepted]')).toBeFocused()
  await page.keyboard.press('Space') // cookie policy
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')

  await expect(page.locator('[data-step]')).toHaveAttribute('data-step', 'ContactInfo')
  await expect(page.locator('h1')).toBeFocused()
})

test('every problem with the Details form comes back in one answer, each under its field', async ({ page }) => {
  await page.goto('/en-UN/signup')
  const step = page.locator('[data-step=Details]')
  const invalid = (field: string) => expect(step.locator(`input[name=${field}]`)).toHaveAttribute('aria-invalid', 'true')

  // An empty form: "required" under the three fields and the unticked terms box in the same answer.
  await submitForm(page)
  for (const field of ['email', 'password', 'phoneBody', 'termsAndConditions']) await invalid(field)
  await expect(step.getByText('This field is required.')).toHaveCount(3)

  // A bad e-mail, a short password and a 2-digit phone: the contract refuses the phone, the
  // platform's own rules the e-mail and the password, all three at once.
  await step.locator('input[name=email]').fill('not-an-email')
  await step.locator('input[name=password]').fill('abc')
  await step.locator('input[name=phoneBody]').fill('12')
  await step.locator('input[name=termsAndConditions]').check()
  await step.locator('input[name=cookiePolicyAccepted]').check()
  await submitForm(page)
  await expect(step.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible()
  await expect(step.getByText('Use at least 8 characters.')).toBeVisible()
  await expect(step.getByText('This phone number is not valid for the selected country.')).toBeVisible()
  for (const field of ['email', 'password', 'phoneBody']) await invalid(field)
  await expect(step.locator('input[name=termsAndConditions]')).not.toHaveAttribute('aria-invalid', 'true')
})

for (const width of [360, 1280]) {
  test.describe(`the sign-up dialog at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('opens with its title and the form\'s skeleton, then says "Step 1 of 4" within the screen and links the consent to the terms and the privacy policy', async ({ page }) => {
      // Hold the countries back until the skeleton has been seen.
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/v1/countries', async (route) => {
        await held
        await route.continue()
      })
      await page.goto('/en-UN?signup=1')
      const dialog = page.getByRole('dialog', { name: 'Sign up' })
      await expect(dialog.getByRole('heading', { name: 'Sign up' })).toBeVisible()
      await expect(dialog.getByTestId('form-skeleton')).toBeVisible()
      await expect(dialog.getByTestId('form-skeleton')).toHaveAttribute('aria-busy', 'true')
      await page.screenshot({ path: `${screens}/signup-skeleton-${width}.png` })
      release()

      const progress = dialog.getByTestId('signup-progress')
      await expect(progress).toHaveText('Step 1 of 4')
      await expect(dialog.getByTestId('form-skeleton')).toHaveCount(0)
      // Nothing in the dialog is wider than the screen; the step label is one line.
      const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      const label = await progress.locator('p').evaluate((el) => ({ height: el.getBoundingClientRect().height, line: parseFloat(getComputedStyle(el).lineHeight) }))
      expect(label.height).toBeLessThan(label.line * 1.5)
      const box = (await dialog.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)

      const terms = dialog.getByRole('link', { name: 'terms and conditions' })
      const privacy = dialog.getByRole('link', { name: 'privacy policy' })
      await expect(terms).toHaveAttribute('href', '/en-UN/terms')
      await expect(privacy).toHaveAttribute('href', '/en-UN/privacy-policy')
      await expect(terms).toHaveAttribute('target', '_blank')
      await page.screenshot({ path: `${screens}/signup-details-${width}.png`, fullPage: true })
      await expectNoSeriousA11yViolations(page)

      // Both documents exist as pages.
      for (const [href, title] of [['/en-UN/terms', 'Terms and conditions'], ['/en-UN/privacy-policy', 'Privacy policy']]) {
        const tab = await page.context().newPage()
        await tab.goto(href!)
        await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible()
        await tab.close()
      }
    })
  })
}
