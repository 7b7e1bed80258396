import { expect } from 'vitest'
import { describeModel } from '../tooling/model'
import { tagsOf } from '../shared/testing'
import { gameMenuMachine, gameMenuSections, type GameMenuSection } from './gameMenu.machine'

const sectionStates = ['MY_ACCOUNT', 'REWARD', 'BANKING', 'BONUS_CODE', 'RESPONSIBLE_GAMBLING', 'SETTINGS'] as const

describeModel('gameMenu', gameMenuMachine, {
  events: (s) => {
    if (s.matches('closed')) return [{ type: 'menu.open' }]
    if (s.matches({ open: 'INITIAL' }))
      return [...gameMenuSections.map((section) => ({ type: 'menu.show', section, label: section })), { type: 'menu.close' }]
    return [{ type: 'menu.back' }, { type: 'menu.close' }]
  },
  // The in-game modal as the spec lists it (000 §2), independent of the machine.
  transitions: {
    closed: { 'menu.open': 'open.INITIAL' },
    'open.INITIAL': {
      'menu.show (MY_ACCOUNT)': 'open.MY_ACCOUNT',
      'menu.show (REWARD)': 'open.REWARD',
      'menu.show (BANKING)': 'open.BANKING',
      'menu.show (BONUS_CODE)': 'open.BONUS_CODE',
      'menu.show (RESPONSIBLE_GAMBLING)': 'open.RESPONSIBLE_GAMBLING',
      'menu.show (SETTINGS)': 'open.SETTINGS',
      'menu.close': 'closed',
    },
    ...Object.fromEntries(sectionStates.map((name) => [`open.${name}`, { 'menu.back': 'open.INITIAL', 'menu.close': 'closed' }])),
  },
  states: {
    closed: (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(s.can({ type: 'menu.back' })).toBe(false)
    },
    'open.INITIAL': (s) => {
      expect(tagsOf(s)).toEqual(['open'])
      for (const section of gameMenuSections) expect(s.can({ type: 'menu.show', section })).toBe(true)
    },
    ...Object.fromEntries(
      sectionStates.map((name) => [
        `open.${name}`,
        (s: Parameters<NonNullable<Parameters<typeof describeModel>[2]['states']>[string]>[0]) => {
          expect(tagsOf(s)).toEqual(['open'])
          // A section is reached from the first page only.
          for (const other of gameMenuSections.filter((x: GameMenuSection) => x !== name)) expect(s.can({ type: 'menu.show', section: other })).toBe(false)
        },
      ]),
    ),
  },
  effects: {
    // The game is held exactly while the menu is open: on the way in from closed, released on the way out.
    holdGame: (params, s) => {
      expect(params).toBeUndefined()
      expect(s.matches({ open: 'INITIAL' })).toBe(true)
    },
    releaseGame: (params, s) => {
      expect(params).toBeUndefined()
      expect(s.matches('closed')).toBe(true)
    },
  },
})
