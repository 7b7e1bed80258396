import { expect } from 'vitest'
import { describeModel, type TransitionTable } from '../tooling/model'
import type { WalletBalance } from './balances'
import { walletMachine } from './wallet.machine'
import { platformDown, platformDownError, tagsOf } from '../shared/testing'

/** What the platform answers to GET /player/wallet: 120.00 main, 30.00 locked, 5.00 casino bonus. */
const read: WalletBalance = {
  currency: 'EUR',
  balanceMap: {
    MAIN: [{ cashMinor: 12_000, currency: 'EUR' }],
    LOCKED: [{ cashMinor: 3_000, currency: 'EUR' }],
    BONUS: [{ bonusMinor: 500, vertical: 'CASINO', currency: 'EUR' }],
  },
}
/** A WALLET_BALANCE message after a 50.00 deposit. */
const pushed: WalletBalance = { ...read, balanceMap: { ...read.balanceMap, MAIN: [{ cashMinor: 17_000, currency: 'EUR' }] } }


// The wallet as 001 §7 and §9 describe it, written per region; the running states pair the two.
const balance: Record<string, Record<string, string>> = {
  loading: { 'done loadWallet': 'shown', 'error loadWallet': 'failed' },
  shown: { 'after poll': 'loading' },
  failed: { 'after poll': 'loading' },
}
const connection: Record<string, Record<string, string>> = {
  connecting: { 'realtime.lost': 'reconnecting' },
  open: { 'realtime.lost': 'reconnecting' },
  reconnecting: { 'realtime.closed': 'closed' },
  closed: {},
}
const running = (b: string, c: string) => `running.balance.${b} + running.connection.${c}`
const transitions: TransitionTable = {}
for (const b of Object.keys(balance)) {
  for (const c of Object.keys(connection)) {
    transitions[running(b, c)] = {
      'wallet.balanceReceived': running('shown', c),
      'wallet.refresh': running('loading', c),
      'realtime.refused': 'stopped',
      ...Object.fromEntries(Object.entries(balance[b]!).map(([label, to]) => [label, running(to, c)])),
      ...Object.fromEntries(Object.entries(connection[c]!).map(([label, to]) => [label, running(b, to)])),
      // Subscribed (first time, or back after a drop): the socket is open and the balance is read
      // again, both at once, so a change between the last read and the subscription is not lost.
      ...(c === 'connecting' ? { 'realtime.opened': running('loading', 'open') } : {}),
      ...(c === 'reconnecting' ? { 'realtime.reconnected': running('loading', 'open') } : {}),
    }
  }
}

describeModel('wallet', walletMachine, {
  // Which balance is on screen, and whether the last read failed, tell two visits apart.
  contextKey: (c) => [c.balances?.mainMinor ?? null, c.error?.code ?? null],
  events: (s) => {
    const offered: { type: string; [key: string]: unknown }[] = [
      { type: 'wallet.balanceReceived', balance: pushed },
      { type: 'wallet.refresh' },
      { type: 'realtime.refused' },
    ]
    if (s.matches({ running: { balance: 'loading' } }))
      offered.push({ type: 'xstate.done.actor.loadWallet', output: read }, { type: 'xstate.error.actor.loadWallet', error: platformDown })
    if (s.matches({ running: { balance: 'shown' } })) offered.push({ type: 'xstate.after.poll.wallet.running.balance.shown' })
    if (s.matches({ running: { balance: 'failed' } })) offered.push({ type: 'xstate.after.poll.wallet.running.balance.failed' })
    if (s.matches({ running: { connection: 'connecting' } })) offered.push({ type: 'realtime.opened' }, { type: 'realtime.lost' })
    if (s.matches({ running: { connection: 'open' } })) offered.push({ type: 'realtime.lost' })
    if (s.matches({ running: { connection: 'reconnecting' } })) offered.push({ type: 'realtime.reconnected' }, { type: 'realtime.closed' })
    return offered
  },
  transitions,
  calls: {
    loadWallet: (input) => expect(input).toBeUndefined(),
    listenRealtime: (input) => expect(input).toBeUndefined(),
  },
  states: {
    'running.balance.loading': (s) => expect(s.hasTag('loading')).toBe(true),
    'running.balance.shown': (s) => {
      expect(s.hasTag('loading')).toBe(false)
      expect(s.context.error).toBeNull()
      // Either the read (120 + 30 + 5) or the pushed balance (170 + 30 + 5), summed in cents.
      expect([
        { currency: 'EUR', mainMinor: 12_000, lockedMinor: 3_000, sportsBonusMinor: 0, casinoBonusMinor: 500, liveCasinoBonusMinor: 0, totalMinor: 15_500 },
        { currency: 'EUR', mainMinor: 17_000, lockedMinor: 3_000, sportsBonusMinor: 0, casinoBonusMinor: 500, liveCasinoBonusMinor: 0, totalMinor: 20_500 },
      ]).toContainEqual(s.context.balances)
    },
    'running.balance.failed': (s) => {
      expect(s.hasTag('loading')).toBe(false)
      expect(s.context.error).toEqual(platformDownError)
    },
    'running.connection.connecting': (s) => expect(tagsOf(s).filter((t) => t !== 'loading')).toEqual([]),
    'running.connection.open': (s) => expect(s.hasTag('live')).toBe(true),
    'running.connection.reconnecting': (s) => {
      expect(s.hasTag('reconnecting')).toBe(true)
      expect(s.hasTag('live')).toBe(false)
    },
    'running.connection.closed': (s) => {
      expect(s.hasTag('offline')).toBe(true)
      expect(s.hasTag('live')).toBe(false)
    },
    stopped: (s) => {
      expect(s.status).toBe('done')
      expect(tagsOf(s)).toEqual([])
    },
  },
})
