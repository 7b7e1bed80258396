import { describe, expect, it } from 'vitest'
import { msg } from '@lingui/core/macro'
import { pageTitleOf, type TitledMatch } from './pageTitle'

const deposit = msg`Deposit`
const casino = msg`Casino`
const match = (id: string, title?: TitledMatch['staticData']['title']): TitledMatch => ({ id, staticData: title ? { title } : {} })

const root = match('__root__')
const locale = match('/$langmarket/en-NO')
const none = new Map<string, string>()

describe('pageTitleOf', () => {
  it('has no page name where no route names one (the home page keeps the brand title)', () => {
    expect(pageTitleOf([root, locale, match('/$langmarket/en-NO/')], none)).toBeNull()
  })

  it("takes the deepest route's own title", () => {
    const matches = [root, match('/$langmarket/en-NO', casino), match('/$langmarket/en-NO/my-account/banking/deposit', deposit)]
    expect(pageTitleOf(matches, none)).toBe(deposit)
    expect(pageTitleOf(matches.slice(0, 2), none)).toBe(casino)
  })

  it("takes a title the page set from its data over its route's", () => {
    const game = match('/$langmarket/en-NO/online-casino/play/sandbox/book-of-fortune', casino)
    expect(pageTitleOf([root, locale, game], new Map([[game.id, 'Book of Fortune']]))).toBe('Book of Fortune')
  })

  it("takes a stand-in page's title over a deeper route's (the country gate's, shown by the root)", () => {
    const matches = [root, locale, match('/$langmarket/en-NO/my-account/banking/deposit', deposit)]
    expect(pageTitleOf(matches, new Map([['__root__', 'Not available in your country']]))).toBe('Not available in your country')
  })

  it('takes the deepest of the data titles', () => {
    const page = match('/$langmarket/en-NO/bonus-terms')
    expect(pageTitleOf([root, locale, page], new Map([['__root__', 'Outer'], [page.id, 'Bonus terms']]))).toBe('Bonus terms')
  })

  it('never reads a data title left by a page that is no longer matched', () => {
    const matches = [root, locale, match('/$langmarket/en-NO/online-casino/', casino)]
    const left = new Map([['/$langmarket/en-NO/online-casino/play/sandbox/book-of-fortune', 'Book of Fortune']])
    expect(pageTitleOf(matches, left)).toBe(casino)
  })
})
