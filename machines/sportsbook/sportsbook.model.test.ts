import { expect } from 'vitest'
import { fromCallback } from 'xstate'
import { apiFailure, platformDown, tagsOf } from '../shared/testing'
import { describeModel } from '../tooling/model'
import { sportsbookMachine, type SportsbookContextData } from './sportsbook.machine'

const loggedIn: SportsbookContextData = { contextId: 'c-1', customerState: 'LoggedIn', iframeUrl: '/sandbox/sportsbook?ticket=t', expiresAt: '2026-11-28T03:00:00.000Z' }
const anonymous: SportsbookContextData = { contextId: 'c-2', customerState: 'Anonymous', iframeUrl: '/sandbox/sportsbook?customerState=Anonymous', expiresAt: '2026-11-28T03:00:00.000Z' }
const disabled = apiFailure(400, 'error.sports.disabled', 'This account may not use the sportsbook.')
const deepLinking = { page: 'sport-base' as const, category: 'football' }
const first = { balanceMinor: 9_300, currency: 'EUR' }
const second = { balanceMinor: 12_000, currency: 'EUR' }
const listened: unknown[] = []

describeModel('sportsbook', sportsbookMachine, {
  input: { signedIn: true, deepLinking, mobile: true },
  actors: { listenToFrame: fromCallback(({ input }) => void listened.push(input)) },
  starts: { visitor: { signedIn: false, deepLinking, mobile: false } },
  contextKey: (c) => [c.contextData?.customerState ?? '', c.error?.code ?? '', c.pushed?.balanceMinor ?? '', c.pending?.balanceMinor ?? ''].join('|'),
  events: (s) => {
    if (s.matches({ loader: 'creatingSession' }))
      return [
        { type: 'xstate.done.actor.createSportsSession', output: { sessionId: 's', expiresAt: '2027-11-28T03:00:00.000Z' } },
        { type: 'xstate.error.actor.createSportsSession', error: disabled, label: 'refused' },
      ]
    if (s.matches({ loader: 'loadingContext' }))
      return [
        { type: 'xstate.done.actor.loadContext', output: s.context.signedIn ? loggedIn : anonymous },
        { type: 'xstate.error.actor.loadContext', error: platformDown, label: 'down' },
      ]
    if (s.matches({ contextLoaded: 'pushingBalance' }))
      return [
        { type: 'xstate.done.actor.pushSportsBalanceUpdate', output: undefined },
        { type: 'xstate.error.actor.pushSportsBalanceUpdate', error: platformDown, label: 'down' },
        { type: 'wallet.balanceUpdated', balance: second, label: 'newer' },
        { type: 'wallet.balanceUpdated', balance: s.context.pending, label: 'same' },
      ]
    if (s.matches({ contextLoaded: 'betting' }))
      return [
        { type: 'wallet.balanceUpdated', balance: first },
        ...(s.context.pushed ? [{ type: 'wallet.balanceUpdated', balance: s.context.pushed, label: 'told' }] : []),
        { type: 'frame.loginRequested' },
      ]
    if (s.matches({ contextLoaded: 'idle' })) return [{ type: 'frame.loginRequested' }, { type: 'wallet.balanceUpdated', balance: first, label: 'visitor' }]
    if (s.matches('error')) return [{ type: 'sportsbook.retry' }]
    return []
  },
  transitions: {
    'loader.creatingSession': { 'done createSportsSession': 'loader.loadingContext', 'error createSportsSession (refused)': 'error' },
    'loader.loadingContext': {
      'done loadContext': (before) => (before.context.signedIn ? 'contextLoaded.betting' : 'contextLoaded.idle'),
      'error loadContext (down)': 'error',
    },
    'contextLoaded.idle': { 'frame.loginRequested': 'contextLoaded.idle', 'wallet.balanceUpdated (visitor)': 'contextLoaded.idle' },
    'contextLoaded.betting': {
      'wallet.balanceUpdated': (before) => (before.context.pushed?.balanceMinor === first.balanceMinor ? 'contextLoaded.betting' : 'contextLoaded.pushingBalance'),
      'wallet.balanceUpdated (told)': 'contextLoaded.betting',
      'frame.loginRequested': 'contextLoaded.betting',
    },
    'contextLoaded.pushingBalance': {
      'done pushSportsBalanceUpdate': 'contextLoaded.betting',
      'error pushSportsBalanceUpdate (down)': 'contextLoaded.betting',
      'wallet.balanceUpdated (newer)': 'contextLoaded.pushingBalance',
      'wallet.balanceUpdated (same)': 'contextLoaded.pushingBalance',
    },
    error: { 'sportsbook.retry': (before) => (before.context.signedIn ? 'loader.creatingSession' : 'loader.loadingContext') },
  },
  calls: {
    createSportsSession: (input) => expect(input).toBeUndefined(),
    loadContext: (input, s) =>
      expect(input).toEqual(
        s.context.signedIn
          ? { customerState: 'LoggedIn', deepLinking, iFrameSetup: { maxWidth: 1920, topOffset: 56 } }
          : { customerState: 'Anonymous', deepLinking, iFrameSetup: { maxWidth: 1920 } },
      ),
    pushSportsBalanceUpdate: (input, s) => expect(input).toEqual(s.context.pending),
  },
  effects: {
    openLogin: (params) => expect(params).toBeUndefined(),
    tellFrameBalance: (params, s) => expect(params).toEqual({ iframeUrl: loggedIn.iframeUrl, balance: s.context.pushed }),
  },
  states: {
    'loader.creatingSession': (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.contextData).toBeNull()
    },
    'loader.loadingContext': (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.error).toBeNull()
    },
    'contextLoaded.idle': (s) => {
      expect(tagsOf(s)).toEqual(['loaded'])
      expect(s.context.contextData).toEqual(anonymous)
      expect(listened.at(-1)).toEqual({ iframeUrl: anonymous.iframeUrl })
    },
    'contextLoaded.betting': (s) => {
      expect(tagsOf(s)).toEqual(['canBet', 'loaded'])
      expect(s.context.contextData).toEqual(loggedIn)
      expect(s.context.pending).toBeNull()
      expect(listened.at(-1)).toEqual({ iframeUrl: loggedIn.iframeUrl })
    },
    'contextLoaded.pushingBalance': (s) => {
      expect(tagsOf(s)).toEqual(['canBet', 'loaded'])
      expect([first, second]).toContainEqual(s.context.pending)
    },
    error: (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(['error.sports.disabled', 'error.system.error']).toContain(s.context.error?.code)
    },
  },
})
