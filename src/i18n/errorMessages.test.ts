import { readFileSync } from 'node:fs'
import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { parseAmountMinor } from '../../machines/deposit/amount'
import { htmlLangFor } from '../locale/langmarket'
import { readCatalog } from './catalog.fixtures'
import { amountErrorMessage, catalogueCode, errorMessage, knownErrorMessage, type AmountFlow, type ErrorFlow } from './errorMessages'
import { catalogLocales, type Catalog } from './i18n'

const repoFile = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

/** The calls each flow makes (operationIds of openapi/areas/player.yaml and wallet.yaml). */
const operationsOf: Record<ErrorFlow, readonly string[]> = {
  login: ['loginPlayer'],
  coolingOff: ['startPlayerCooling'],
  passwordReset: ['startPasswordReset', 'verifyPasswordResetSms', 'setNewPassword', 'checkPasswordResetLink', 'setNewPasswordFromEmail'],
  registration: [
    'registerPlayer',
    'updateRegistrationProfile',
    'requestRegistrationSms',
    'requestRegistrationEmail',
    'verifyRegistrationSms',
    'verifyRegistrationEmail',
    'getMarketRiskSetting',
  ],
  deposit: ['checkDepositEligibility', 'createDeposit', 'getDeposit'],
  withdrawal: ['createWithdrawal', 'cancelPendingWithdrawal'],
  limits: ['updateDepositLimit', 'updateSpendLimit'],
  history: ['listTransactions', 'getNetPosition', 'listPendingWithdrawals'],
  activity: ['getActivityCheck', 'updateActivitySettings', 'resetActivityTimer', 'getSessionActivity', 'getSessionResult'],
  payAndPlay: ['authorizePayNPlay', 'verifyPayNPlayCode', 'updatePayNPlayPlayer', 'loginPayNPlay'],
  rewards: ['claimReward', 'forfeitBonusAssignment'],
  campaigns: ['activateOptIn', 'deactivateOptIn', 'performCampaignAction', 'consentToCampaign', 'claimCampaign', 'forfeitBonusAssignment'],
  bonusCode: ['validateBonusCode', 'claimBonusCode'],
  responsibleGambling: ['startTimeout', 'selfExclude'],
  account: ['changePassword', 'changePhoneNumber', 'requestPhoneSms', 'verifyPhoneSms', 'updateMarketingPreferences', 'changeAddress'],
}

/** The codes spec 001 names for these flows: §8 (the error catalogue) and §5 (SMS code errors). */
const specCodes: Record<ErrorFlow, readonly string[]> = {
  login: [
    'code:error.timeout.in.progress:days:{n}',
    'code:error.exclusion.in.progress:days:{n}',
    'code:error.exclusion.in.progress.indefinitely',
    'code:error.sign.in.attempt.count.exceeded',
    'code:error.account.deactivated',
    'code:error.account.closed',
    'code:error.player.not.found',
  ],
  coolingOff: [],
  passwordReset: ['sms.code.invalid', 'error.password.reset', 'sms.max.attempts.reached'],
  deposit: [],
  withdrawal: ['error.withdrawal.cancel.limit_reached'],
  // The spec's row reads "error.deposit.limit.interval, too_low, too_high, locked": only the first is quoted whole.
  limits: ['error.deposit.limit.interval'],
  history: [],
  activity: [],
  payAndPlay: [],
  rewards: ['error.bonus.active.already.exists', 'error.bonus.active.triggered.already.exists'],
  campaigns: ['error.bonus.active.already.exists', 'error.bonus.active.triggered.already.exists'],
  bonusCode: [],
  responsibleGambling: [],
  account: ['error.old_password.incorrect', 'sms.max.attempts.reached'],
  registration: [
    'error.country.blocked',
    'error.signup.unhandled',
    'error.captcha.validation',
    'error.vonage.validation',
    'error.system.error',
    'error.registration.player_already_exists',
    'error.cpf.duplicate_found',
    'error.vonage.phone.invalid',
    'sms.max.attempts.reached',
  ],
}

interface Operation {
  operationId?: string
  'x-error-codes'?: string[]
}

function contractCodes(): Map<string, string[]> {
  const codes = new Map<string, string[]>()
  for (const area of ['player', 'wallet', 'responsible-gambling', 'paynplay', 'bonus', 'account']) {
    const document = parse(repoFile(`openapi/areas/${area}.yaml`)) as { paths: Record<string, Record<string, Operation>> }
    for (const operation of Object.values(document.paths).flatMap((path) => Object.values(path))) {
      if (operation.operationId) codes.set(operation.operationId, operation['x-error-codes'] ?? [])
    }
  }
  return codes
}

const flows = Object.keys(operationsOf) as ErrorFlow[]

describe('error messages', () => {
  const contract = contractCodes()

  it.each(flows)('%s: every code its calls declare in the contract has a message', (flow) => {
    const declared = operationsOf[flow].flatMap((operationId) => {
      expect(contract.has(operationId), `${operationId} is in openapi/areas/`).toBe(true)
      return contract.get(operationId)!
    })
    // The history only reads: its calls declare no codes of their own (a bad filter is refused in the
    // machine before a call); a code added to the contract later must get a message here first.
    // The activity timer's calls declare none either: a bad interval is refused as error.validation.
    if (flow === 'history' || flow === 'activity') expect(declared).toEqual([])
    else expect(declared.length).toBeGreaterThan(0)
    expect(declared.filter((code) => knownErrorMessage(flow, code) === null)).toEqual([])
  })

  it.each(flows)('%s: every code spec 001 lists for it has a message', (flow) => {
    const spec = repoFile('docs/spec/001-calls-errors-constants.txt')
    for (const code of specCodes[flow]) expect(spec, `${code} is quoted from the spec`).toContain(code)
    expect(specCodes[flow].filter((code) => knownErrorMessage(flow, code) === null)).toEqual([])
  })

  it('keys codes without the spec prefix and their parameters', () => {
    expect(catalogueCode('code:error.timeout.in.progress:days:12')).toBe('error.timeout.in.progress')
    expect(catalogueCode('error.exclusion.in.progress:days:{n}')).toBe('error.exclusion.in.progress')
    expect(catalogueCode(' error.exclusion.in.progress.indefinitely ')).toBe('error.exclusion.in.progress.indefinitely')
    expect(errorMessage('login', 'error.timeout.in.progress:days:3').message).toBe('Your account is in a time-out.')
  })

  it('lets a flow read a code its own way before the shared reading', () => {
    expect(errorMessage('login', 'error.player.not.found').message).toBe('The e-mail address or password is incorrect.')
    expect(errorMessage('registration', 'error.player.not.found').message).toBe('Your sign-up has expired. Please start again.')
    expect(errorMessage('passwordReset', 'error.validation.pattern').message).toBe('The code is the 6 digits from the SMS.')
    expect(errorMessage('registration', 'error.validation.pattern').message).toBe('This value is not in the expected format.')
    expect(errorMessage('registration', 'sms.max.attempts.reached').message).not.toBe(errorMessage('passwordReset', 'sms.max.attempts.reached').message)
  })

  it('reads a shared code the same in every flow that has no reading of its own', () => {
    for (const flow of flows) expect(errorMessage(flow, 'error.email.invalid').message).toBe('Enter a valid e-mail address, like name@example.com.')
  })

  it.each(flows)('%s: an unknown code reads as a sentence of the flow, never as the code', (flow) => {
    for (const code of ['error.made.up', 'code:error.made.up:days:4', '', null, undefined]) {
      const text = errorMessage(flow, code).message!
      expect(text).toMatch(/^[A-Z].*\.$/)
      expect(text).not.toContain('error.')
    }
    expect(errorMessage('login', 'error.made.up').message).toBe('The e-mail address or password is incorrect.')
    expect(errorMessage('passwordReset', 'error.made.up').message).toBe('Something went wrong on our side. Please try again in a moment.')
  })

  it('under the phone, the e-mail and the birth date, a shape refusal of the validator says what the field needs', () => {
    for (const code of ['error.validation.pattern', 'error.validation.size']) expect(errorMessage('registration', code, 'phoneBody').message).toBe('This phone number is not valid for the selected country.')
    expect(errorMessage('payAndPlay', 'error.validation.pattern', 'phoneBody').message).toBe('This phone number is not valid for the selected country.')
    expect(errorMessage('registration', 'error.validation.format', 'dateOfBirth').message).toBe('Enter a real date of birth.')
    expect(errorMessage('account', 'error.validation.format', 'email').message).toBe('Enter a valid e-mail address, like name@example.com.')
    // An empty field still reads as required, a flow's own reading still wins, other fields keep the generic sentence.
    expect(errorMessage('registration', 'error.validation.required', 'phoneBody').message).toBe('This field is required.')
    expect(errorMessage('passwordReset', 'error.validation.pattern', 'phoneBody').message).toBe('The code is the 6 digits from the SMS.')
    expect(errorMessage('registration', 'error.validation.pattern', 'postalCode').message).toBe('This value is not in the expected format.')
  })

  it('under a field, an unknown code reads as a sentence about that field', () => {
    expect(errorMessage('passwordReset', 'error.made.up', 'email').message).toBe('Enter a valid e-mail address, like name@example.com.')
    expect(errorMessage('passwordReset', 'error.made.up', 'password').message).toBe('Choose a different password.')
    expect(errorMessage('registration', 'error.made.up', 'lastName').message).toBe('Please check this field.')
    // A known code still wins over the field's sentence.
    expect(errorMessage('registration', 'error.name.invalid', 'lastName').message).toBe('Enter your name as it appears on your ID.')
  })

  it('every message is a sentence', () => {
    const codes = new Set([...contract.values()].flat())
    for (const flow of flows) {
      for (const code of codes) {
        const known = knownErrorMessage(flow, code)
        if (known) expect(known.message, `${flow} ${code}`).toMatch(/^[A-Z].*[.!?]$/)
      }
    }
  })
})

describe('the example an invalid-amount message gives', () => {
  /** A catalog as the app activates it: its .po translations, numbers by the catalog's BCP-47 tag. */
  const catalogI18n = (catalog: Catalog) => {
    const messages = Object.fromEntries(readCatalog(catalog).map((entry) => [generateMessageId(entry.id), compileMessage(entry.translation)]))
    return setupI18n({ locale: catalog, locales: htmlLangFor(catalog), messages: { [catalog]: messages } })
  }
  const invalid: Record<AmountFlow, string> = {
    deposit: 'error.deposit.amount.invalid',
    withdrawal: 'error.withdrawal.amount.invalid',
    limits: 'error.limit.amount.invalid',
    payAndPlay: 'error.paynplay.amount.invalid',
  }

  it.each([
    ['fi', 'deposit', 'Anna summa, esimerkiksi 50 tai 50,00.'],
    ['no', 'withdrawal', 'Skriv inn et beløp som 50 eller 50,00.'],
    ['de', 'limits', 'Gib einen Betrag wie 50 oder 50,00 ein.'],
    ['en', 'deposit', 'Enter an amount such as 50 or 50.00.'],
    ['fi', 'payAndPlay', 'Anna summa vähimmäis- ja enimmäismäärän väliltä, esimerkiksi 20 tai 20,00.'],
  ] as const)('%s, %s: %s', (catalog, flow, text) => {
    expect(catalogI18n(catalog)._(amountErrorMessage(flow, invalid[flow], htmlLangFor(catalog)))).toBe(text)
  })

  it.each(catalogLocales)('%s: every one shows its example as the page writes numbers, and the amount field reads it back', (catalog) => {
    const i18n = catalogI18n(catalog)
    const language = htmlLangFor(catalog)
    for (const [flow, code] of Object.entries(invalid) as [AmountFlow, string][]) {
      const shown = i18n._(amountErrorMessage(flow, code, language))
      const example = /(\d+[.,]\d\d)/.exec(shown)?.[1]
      expect(example, `${flow}: ${shown}`).toBe(new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(flow === 'payAndPlay' ? 20 : 50))
      expect(parseAmountMinor(example!, language)).toBe(flow === 'payAndPlay' ? 2_000 : 5_000)
    }
  })

  it('leaves every other message as errorMessage reads it', () => {
    expect(amountErrorMessage('deposit', 'error.deposit.limit.exceeded', 'fi').id).toBe(errorMessage('deposit', 'error.deposit.limit.exceeded').id)
    expect(amountErrorMessage('withdrawal', null, 'fi').id).toBe(errorMessage('withdrawal', null).id)
  })
})
