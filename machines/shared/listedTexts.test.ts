import { describe, expect, it } from 'vitest'
import { namedAsListed } from './listedTexts'

const refused = { campaignId: 'welcome-casino', assignmentId: 'a-1', title: 'Welcome bonus for the casino', description: 'Wager it 10 times.', wageringProgress: 40 }
const finnish = [
  { campaignId: 'casino-reload', title: 'Kasinon lisätalletusbonus', description: 'Kierrätä se 20 kertaa.' },
  { campaignId: 'welcome-casino', title: 'Kasinon tervetuliaisbonus', description: 'Kierrätä se 10 kertaa.' },
]

describe('namedAsListed', () => {
  it('names the reward by its campaign’s texts in the list, keeping everything else', () => {
    expect(namedAsListed(refused, finnish)).toStrictEqual({ ...refused, title: 'Kasinon tervetuliaisbonus', description: 'Kierrätä se 10 kertaa.' })
  })

  it('keeps the reward’s own texts when the list has no such campaign', () => {
    expect(namedAsListed(refused, finnish.slice(0, 1))).toBe(refused)
    expect(namedAsListed(refused, [])).toBe(refused)
  })

  it('keeps the reward’s description when the list gives only a title', () => {
    expect(namedAsListed(refused, [{ campaignId: 'welcome-casino', title: 'Kasinon tervetuliaisbonus' }])).toStrictEqual({ ...refused, title: 'Kasinon tervetuliaisbonus' })
  })

  it('gives a reward without a description the list’s', () => {
    const { description: _, ...untold } = refused
    expect(namedAsListed(untold, finnish)).toStrictEqual({ ...untold, title: 'Kasinon tervetuliaisbonus', description: 'Kierrätä se 10 kertaa.' })
  })

  it('does not change the reward it was given', () => {
    const copy = { ...refused }
    namedAsListed(refused, finnish)
    expect(refused).toStrictEqual(copy)
  })
})
