import { setup } from 'xstate'
import { providedAction } from '../shared/provided'

/**
 * The sections of the in-game modal (spec 000 §2: INITIAL, MY_ACCOUNT, REWARD, SETTINGS,
 * RESPONSIBLE_GAMBLING, BANKING, BONUS_CODE).
 */
export type GameMenuSection = 'MY_ACCOUNT' | 'REWARD' | 'BANKING' | 'BONUS_CODE' | 'RESPONSIBLE_GAMBLING' | 'SETTINGS'

export const gameMenuSections: readonly GameMenuSection[] = ['MY_ACCOUNT', 'REWARD', 'BANKING', 'BONUS_CODE', 'RESPONSIBLE_GAMBLING', 'SETTINGS']

export type GameMenuEvent = { type: 'menu.open' } | { type: 'menu.close' } | { type: 'menu.show'; section: GameMenuSection } | { type: 'menu.back' }

const section = (description: string) => ({
  description,
  on: { 'menu.back': { target: 'INITIAL', description: 'Back to the menu’s first page.' } },
})

/**
 * The in-game menu over a running game: a first page listing the sections, each section with a way
 * back, and closing from anywhere. While it is open the game is held paused (the game launch
 * pauses the frame on the first hold and resumes it when the last lets go).
 */
export const gameMenuMachine = setup({
  types: { events: {} as GameMenuEvent, tags: {} as 'open' },
  actions: {
    holdGame: providedAction('holdGame'),
    releaseGame: providedAction('releaseGame'),
  },
  guards: {
    shows: ({ event }, wanted: GameMenuSection) => event.type === 'menu.show' && event.section === wanted,
  },
}).createMachine({
  id: 'gameMenu',
  description: 'The in-game modal: the player’s account, rewards, banking, bonus code, responsible gambling and settings without leaving the game.',
  initial: 'closed',
  states: {
    closed: {
      description: 'The game runs; the menu button is shown.',
      on: { 'menu.open': { target: 'open', description: 'The player opens the menu: the game pauses.' } },
    },
    open: {
      tags: ['open'],
      description: 'The menu is open over the paused game. Escape, the close button or a link out closes it.',
      entry: 'holdGame',
      exit: 'releaseGame',
      initial: 'INITIAL',
      on: { 'menu.close': { target: 'closed', description: 'The menu closes: the game resumes unless something else holds it.' } },
      states: {
        INITIAL: {
          description: 'The first page: the sections.',
          on: {
            'menu.show': gameMenuSections.map((name) => ({
              guard: { type: 'shows' as const, params: name },
              target: name,
              description: `The player opens ${name}.`,
            })),
          },
        },
        MY_ACCOUNT: section('The balances (cash, locked, bonus) and a link to the transaction history.'),
        REWARD: section('The rewards: active bonuses and offers, claimed or forfeited without leaving the game (the rewards flow).'),
        BANKING: section('Deposit and withdraw: links to the cashier, which leave the game.'),
        BONUS_CODE: section('A bonus code, checked and claimed without leaving the game (the bonus-code flow).'),
        RESPONSIBLE_GAMBLING: section('The reality-check interval and a link to the gambling limits.'),
        SETTINGS: section('The site language.'),
      },
    },
  },
})
