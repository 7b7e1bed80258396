import { expect } from 'vitest'
import { fromCallback } from 'xstate'
import { describeModel } from '../tooling/model'
import { gameLaunchMachine } from './gameLaunch.machine'
import { funLaunch, noFunMode, notFound, providerFailed, slot, slotAsLive, station, tableClosed, tableOpensAt, tableUnknown, visitor } from './gameLaunch.fixtures'
import { tagsOf } from '../shared/testing'

const listened: unknown[] = []

describeModel('gameLaunch', gameLaunchMachine, {
  input: visitor,
  contextKey: (c) => [Math.min(c.rounds, 1), c.balance?.minor ?? null, c.holds.join()],
  actors: { listenToFrame: fromCallback(({ input }) => void listened.push(input)) },
  events: (s) => {
    if (s.matches('checkingGame'))
      return [
        { type: 'xstate.done.actor.loadGame', output: slot },
        { type: 'xstate.done.actor.loadGame', output: noFunMode, label: 'no fun mode' },
        { type: 'xstate.done.actor.loadGame', output: slotAsLive, label: 'other lobby' },
        { type: 'xstate.error.actor.loadGame', error: notFound },
      ]
    if (s.matches('launching'))
      return [
        { type: 'xstate.done.actor.launchGame', output: funLaunch },
        { type: 'xstate.error.actor.launchGame', error: providerFailed },
        { type: 'xstate.error.actor.launchGame', error: tableClosed, label: 'table closed' },
        { type: 'xstate.error.actor.launchGame', error: tableUnknown, label: 'no such table' },
        s.context.holds.length ? { type: 'game.release', by: 'realityCheck', label: 'reality check' } : { type: 'game.hold', by: 'realityCheck', label: 'reality check' },
      ]
    if (s.matches('failed')) return [{ type: 'game.retry' }]
    if (s.matches('playing'))
      return [
        { type: 'frame.ready', balanceMinor: 100000, currency: 'EUR' },
        { type: 'frame.balance', balanceMinor: 99980, currency: 'EUR' },
        { type: 'frame.roundEnd', balanceMinor: 100030, currency: 'EUR', betMinor: 20, winMinor: 50 },
        ...(['menu', 'realityCheck'] as const).map((by) =>
          s.context.holds.includes(by) ? { type: 'game.release', by, label: by } : { type: 'game.hold', by, label: by },
        ),
      ]
    return []
  },
  // Guard 7 and the launch as the spec says (000 §2, §4), independent of the machine.
  transitions: {
    checkingGame: {
      'done loadGame': 'launching',
      'done loadGame (no fun mode)': 'askingToLogIn',
      'done loadGame (other lobby)': 'leaving',
      'error loadGame': 'leaving',
    },
    launching: {
      'done launchGame': 'playing',
      'error launchGame': 'failed',
      // A closed table says when it opens and offers no retry; the same code without an opening time does.
      'error launchGame (table closed)': 'tableClosed',
      'error launchGame (no such table)': 'failed',
      'game.hold (reality check)': 'launching',
      'game.release (reality check)': 'launching',
    },
    failed: { 'game.retry': 'launching' },
    playing: {
      'frame.ready': 'playing',
      'frame.balance': 'playing',
      'frame.roundEnd': 'playing',
      'game.hold (menu)': 'playing',
      'game.hold (realityCheck)': 'playing',
      'game.release (menu)': 'playing',
      'game.release (realityCheck)': 'playing',
    },
  },
  states: {
    checkingGame: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.mode).toBe('fun')
    },
    launching: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.game).toBe(slot)
      expect(s.context.opensAt).toBeNull()
    },
    playing: (s) => {
      expect(tagsOf(s)).toEqual(['playing'])
      expect(s.context.launchUrl).toBe(funLaunch.launchUrl)
      expect(s.context.token).toBeNull()
      expect(listened.at(-1)).toEqual({ launchUrl: funLaunch.launchUrl })
      // The balance is only ever what the frame said; the round end's balance comes with a counted round.
      expect([null, 100000, 99980, 100030]).toContain(s.context.balance?.minor ?? null)
      if (s.context.balance?.minor === 100030) expect(s.context.rounds).toBeGreaterThan(0)
      else expect(s.context.balance === null || s.context.balance.currency === 'EUR').toBe(true)
    },
    failed: (s) => {
      expect([providerFailed.message, tableUnknown.message]).toContain(s.context.error?.message)
      expect(s.context.error).toMatchObject(s.context.error?.message === tableUnknown.message ? { code: 'error.evolution.table.unavailable', status: 400 } : { code: 'error.game.provider.failed', status: 502 })
      expect(s.context.opensAt).toBeNull()
      expect(s.can({ type: 'game.retry' })).toBe(true)
    },
    tableClosed: (s) => {
      expect(s.status).toBe('done')
      expect(tagsOf(s)).toEqual([])
      expect(s.context.opensAt).toBe(tableOpensAt)
      expect(s.context.error).toMatchObject({ code: 'error.evolution.table.unavailable', status: 400 })
      expect(s.context.launchUrl).toBeNull()
      expect(s.can({ type: 'game.retry' })).toBe(false)
    },
    leaving: (s) => {
      expect(s.status).toBe('done')
      // The other lobby's game is kept (the redirect knows what was asked); a failed lookup has none.
      expect([slotAsLive, null]).toContain(s.context.game)
    },
    askingToLogIn: (s) => {
      expect(s.status).toBe('done')
      expect(s.context.game).toBe(noFunMode)
    },
  },
  calls: {
    loadGame: (input) => expect(input).toEqual({ slug: 'book-of-dead', market: 'UN' }),
    launchGame: (input) =>
      expect(input).toEqual({
        slug: 'book-of-dead',
        mode: 'fun',
        station,
        game: slot,
        jurisdiction: 'UN',
        lobbyUrl: '/en-UN/online-casino',
        depositUrl: '/en-UN/my-account/banking/deposit',
      }),
  },
  effects: {
    // The frame pauses when the first dialog opens over it (or when it comes up with one open) and
    // resumes when the last closes; never twice in a row.
    pauseFrame: (params, s) => {
      const { launchUrl, reason } = params as { launchUrl: string; reason: string }
      expect(launchUrl).toBe(funLaunch.launchUrl)
      expect(s.matches('playing')).toBe(true)
      // Opened: the first dialog over a running game. Ready: the game came up with one open.
      if (reason === 'opened') expect(s.context.holds).toHaveLength(1)
      else expect([reason, s.context.balance !== null, s.context.holds.length > 0]).toEqual(['ready', true, true])
    },
    resumeFrame: (params, s) => {
      expect(params).toEqual({ launchUrl: funLaunch.launchUrl })
      expect(s.context.holds).toEqual([])
    },
    showGameTitle: (params, s) => {
      expect(params).toEqual({ title: 'Book of Dead', provider: 'playngo' })
      expect(s.matches('launching')).toBe(true)
    },
    openPage: (page, s) => {
      if (s.matches('askingToLogIn')) {
        const [path, query] = (page as { href: string }).href.split('?')
        expect(path).toBe('/en-UN/online-casino')
        expect(Object.fromEntries(new URLSearchParams(query))).toEqual({ login: '1', redirect: '/en-UN/online-casino/play/playngo/book-of-dead' })
        expect(page).toMatchObject({ replace: true })
      } else {
        expect(s.matches('leaving')).toBe(true)
        expect(page).toEqual({ href: '/en-UN', replace: true })
      }
    },
  },
})
