import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { describe, expect, it } from 'vitest'
import { htmlLangFor } from '../locale/langmarket'
import { readCatalog } from './catalog.fixtures'
import {
  bonusWager,
  bonusWagerWithin,
  depositBonusOption,
  freeSpinsOffer,
  freeSpinsWaiting,
  gamesFound,
  gamesTotal,
  pointsShort,
  seatsFree,
  spinsLeft,
  wagerWithin,
  yourPlace,
} from './countTexts'
import { catalogLocales, type Catalog } from './i18n'

/** A catalog as the app activates it: its .po translations, plurals by the catalog's BCP-47 tag. */
function catalogI18n(catalog: Catalog): I18n {
  const messages = Object.fromEntries(readCatalog(catalog).map((entry) => [generateMessageId(entry.id), compileMessage(entry.translation)]))
  return setupI18n({ locale: catalog, locales: htmlLangFor(catalog), messages: { [catalog]: messages } })
}

/** Every count text, with the count it is about. */
const texts: Record<string, (n: number) => MessageDescriptor> = {
  bonusWager: (n) => bonusWager('$10.00', n),
  depositBonusOption: (n) => depositBonusOption('Reload', '$10.00', n),
  bonusWagerWithin: (n) => bonusWagerWithin('$10.00', n, n),
  wagerWithin: (n) => wagerWithin(n, n),
  freeSpinsOffer: (n) => freeSpinsOffer(n, 'Book of Fortune', '$0.10'),
  freeSpinsWaiting: (n) => freeSpinsWaiting('Welcome spins', n),
  spinsLeft: (n) => spinsLeft(0, n),
  gamesFound: (n) => gamesFound(n),
  gamesTotal: (n) => gamesTotal(n),
  seatsFree: (n) => seatsFree('Evolution', n),
  pointsShort: (n) => pointsShort(n, String(n)),
  yourPlace: (n) => yourPlace(3, n, String(n)),
}

describe('count texts in English', () => {
  const i18n = catalogI18n('en')

  it.each([
    ['bonusWager', 'Bonus $10.00 · wager 1 time', 'Bonus $10.00 · wager 2 times'],
    ['depositBonusOption', 'Reload: $10.00, wager 1 time', 'Reload: $10.00, wager 2 times'],
    ['bonusWagerWithin', 'Bonus $10.00 · wager 1 time within 1 day', 'Bonus $10.00 · wager 2 times within 2 days'],
    ['wagerWithin', 'Wager the bonus 1 time within 1 day', 'Wager the bonus 2 times within 2 days'],
    ['freeSpinsOffer', '1 free spin on Book of Fortune · $0.10 each · no wagering', '2 free spins on Book of Fortune · $0.10 each · no wagering'],
    ['freeSpinsWaiting', 'Welcome spins: 1 free spin is waiting in the game.', 'Welcome spins: 2 free spins are waiting in the game.'],
    ['spinsLeft', '0 of 1 spin left.', '0 of 2 spins left.'],
    ['gamesFound', '1 game found', '2 games found'],
    ['gamesTotal', '1 game', '2 games'],
    ['seatsFree', 'Evolution · 1 seat free', 'Evolution · 2 seats free'],
    ['pointsShort', '1 pt', '2 pts'],
    ['yourPlace', 'Your place: #3 with 1 point', 'Your place: #3 with 2 points'],
  ])('%s reads "%s" for 1 and "%s" for 2', (name, one, two) => {
    expect(i18n._(texts[name]!(1))).toBe(one)
    expect(i18n._(texts[name]!(2))).toBe(two)
  })

  it('keeps the two counts of one sentence apart', () => {
    expect(i18n._(wagerWithin(1, 30))).toBe('Wager the bonus 1 time within 30 days')
    expect(i18n._(bonusWagerWithin('$5.00', 35, 1))).toBe('Bonus $5.00 · wager 35 times within 1 day')
  })
})

describe('count texts in the languages whose words change with the count', () => {
  it('Finnish: one kerta, then the partitive', () => {
    const fi = catalogI18n('fi')
    expect(fi._(wagerWithin(1, 1))).toBe('Kierrätä bonus 1 kerran 1 päivän sisällä')
    expect(fi._(wagerWithin(2, 30))).toBe('Kierrätä bonus 2 kertaa 30 päivän sisällä')
    expect(fi._(gamesTotal(1))).toBe('1 peli')
    expect(fi._(gamesTotal(2))).toBe('2 peliä')
  })

  it('Polish: one, few and many', () => {
    const pl = catalogI18n('pl')
    expect([1, 2, 5, 22].map((n) => pl._(gamesTotal(n)))).toEqual(['1 gra', '2 gry', '5 gier', '22 gry'])
    expect([1, 3, 12].map((n) => pl._(bonusWager('10,00 zł', n)))).toEqual(['Bonus 10,00 zł · obróć 1 raz', 'Bonus 10,00 zł · obróć 3 razy', 'Bonus 10,00 zł · obróć 12 razy'])
  })

  it('Brazilian Portuguese counts by pt-BR, not by Breton (br), whose 21 would take the singular', () => {
    const br = catalogI18n('br')
    expect(br._(gamesTotal(1))).toBe('1 jogo')
    expect(br._(gamesTotal(21))).toBe('21 jogos')
  })

  it('German: one Freispiel waits, two Freispiele wait', () => {
    const de = catalogI18n('de')
    expect(de._(freeSpinsWaiting('Willkommen', 1))).toBe('Willkommen: 1 Freispiel wartet im Spiel.')
    expect(de._(freeSpinsWaiting('Willkommen', 2))).toBe('Willkommen: 2 Freispiele warten im Spiel.')
  })
})

describe.each(catalogLocales)('count texts in catalog %s', (catalog) => {
  const i18n = catalogI18n(catalog)

  it.each(Object.keys(texts))('%s renders every count with its number and no ICU left over', (name) => {
    for (const n of [0, 1, 2, 5, 22, 1000000]) {
      const shown = i18n._(texts[name]!(n))
      // The count as the catalog's locale writes it (1 000 000 in Finnish), or as passed in.
      const written = [new Intl.NumberFormat(htmlLangFor(catalog)).format(n), String(n)]
      expect(written.some((number) => shown.includes(number)), `${name}(${n}): ${shown}`).toBe(true)
      expect(shown).not.toMatch(/[{}]|#(?!\d)|plural/u)
    }
  })
})
