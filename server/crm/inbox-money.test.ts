/**
 * The inbox page shows a message's amount as the rest of the site does: the same formatter as
 * the header balance and the history (src/money/formatMoney.js), in the page's language, for a
 * Norwegian (NOK), a Finnish (EUR, symbol after) and a Chilean (CLP, symbol before with a space)
 * player — never the browser's own currency style ("NOK 2,500.00").
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseLangMarket } from '../../src/locale/langmarket.ts'
import { formatMoney } from '../../src/money/formatMoney.js'
import { assets } from '../sandbox/assets.ts'
import { messageText } from '../sandbox/assets/inbox-messages.js'
import { inboxTextsFor } from './inbox-texts.ts'

const nbsp = '\u00a0'

const prizeMessage = (prizeMinor: number, currency: string) => ({
  template: 'TOURNAMENT_PRIZE',
  params: { tournament: 'Daily Spin Sprint', place: '1', prizeMinor: String(prizeMinor), currency },
})

/** The language the inbox frame is opened with (InboxPage: the URL's language) and the header formats with. */
const languageOf = (langmarket: string) => parseLangMarket(langmarket)!.language

describe('an amount in an inbox message', () => {
  it.each([
    ['no-NO', 250_000, 'NOK', `2,500.00${nbsp}kr`, 'Gratulerer! Du kom på 1. plass i Daily Spin Sprint og vant 2,500.00\u00a0kr.'],
    ['fi-FI', 123_456, 'EUR', `1,234.56${nbsp}€`, 'Onnittelut! Sijoituit sijalle 1 turnauksessa Daily Spin Sprint ja voitit 1,234.56\u00a0€.'],
    ['en-FI', 123_456, 'EUR', '€1,234.56', 'Congratulations! You finished #1 in Daily Spin Sprint and won €1,234.56.'],
    ['cl-CL', 5_000_000, 'CLP', `$${nbsp}50,000.00`, '¡Enhorabuena! Terminaste en el puesto 1 de Daily Spin Sprint y ganaste $\u00a050,000.00.'],
  ])('%s: %i %s reads %s, as the header balance shows it', (langmarket, minor, currency, shown, opening) => {
    const lang = languageOf(langmarket)
    const { body } = messageText(inboxTextsFor(lang), prizeMessage(minor, currency), lang)
    expect(formatMoney(minor, currency, lang)).toBe(shown)
    expect(body.startsWith(opening)).toBe(true)
    expect(body).not.toMatch(new RegExp(`${currency}\\s?\\d`))
  })

  it('a message without an amount keeps its values', () => {
    const { subject, body } = messageText(inboxTextsFor('fi'), { template: 'WELCOME', params: { firstName: 'Aino' } }, 'fi')
    expect(subject).toBe('Tervetuloa Croupieriin')
    expect(body.startsWith('Hei Aino, tervetuloa mukaan!')).toBe(true)
  })

  it('the platform serves the site formatter itself to the inbox page', () => {
    const served = assets.get('money.js')!.body.toString('utf8')
    expect(served).toBe(readFileSync(new URL('../../src/money/formatMoney.js', import.meta.url), 'utf8'))
    expect(assets.get('inbox-messages.js')!.body.toString('utf8')).toContain("import { formatMoney } from './money.js'")
    expect(assets.get('inbox.js')!.body.toString('utf8')).toContain("import { messageText } from './inbox-messages.js'")
  })
})
