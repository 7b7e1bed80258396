import { assign, setup } from 'xstate'
import { failsTo, storeCallError } from '../shared/callState'
import type { FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedActor, providedCallback } from '../shared/provided'
import { balancesOf, type Balances, type WalletBalance } from './balances'

/** 001 §9: the wallet is polled every 20 s. */
export const WALLET_POLL_MS = 20_000

export interface WalletContext {
  balances: Balances | null
  error: FlowError | null
}

export type WalletEvent =
  /** A WALLET_BALANCE message arrived on the player's websocket. */
  | { type: 'wallet.balanceReceived'; balance: WalletBalance }
  /** Read the balance now (after a deposit returns, say). */
  | { type: 'wallet.refresh' }
  /** The socket opened for the first time and the platform subscribed it to the player's changes. */
  | { type: 'realtime.opened' }
  /** The socket dropped; it reconnects (up to 10 times, 3 s apart). */
  | { type: 'realtime.lost' }
  /** The socket is open and subscribed again after a drop: messages may have been missed. */
  | { type: 'realtime.reconnected' }
  /** Every reconnect failed: only polling keeps the balance fresh. */
  | { type: 'realtime.closed' }
  /** The platform refused the socket's ticket or ended the session. */
  | { type: 'realtime.refused' }

export type WalletTag = 'loading' | 'live' | 'reconnecting' | 'offline'

const received = ({ event }: { event: { balance: WalletBalance } }) => event.balance
const loaded = ({ event }: { event: { output: WalletBalance } }) => event.output

/**
 * The signed-in player's wallet (spec 000 §3 Wallet, 001 §7 Wallet and Realtime, §9): main,
 * locked, three bonus balances and their total. Read at once and every 20 s; the realtime socket
 * pushes every change in between. Whenever the socket starts carrying changes (first opened, or
 * back after a drop) the balance is read again: a change made between the last read and the
 * subscription was pushed to no one, and must not leave the header wrong until the next poll.
 */
export const walletMachine = setup({
  types: machineTypes<void, WalletContext, WalletEvent, WalletTag>(),
  actors: {
    /** GET /player/wallet; src/ answers an empty wallet in the player's currency for the 404 "no wallet yet". */
    loadWallet: providedActor<WalletBalance>('loadWallet'),
    /** The player's websocket: sends the realtime.* events and wallet.balanceReceived. */
    listenRealtime: providedCallback('listenRealtime'),
  },
  delays: { poll: WALLET_POLL_MS },
  actions: {
    storeBalance: assign((_, wallet: WalletBalance) => ({ balances: balancesOf(wallet), error: null })),
    storeError: storeCallError<WalletContext, WalletEvent>(),
  },
}).createMachine({
  id: 'wallet',
  description: 'The signed-in player’s balances, kept fresh by polling and the realtime socket.',
  context: { balances: null, error: null },
  initial: 'running',
  states: {
    running: {
      type: 'parallel',
      description: 'The player is signed in: the balance is read and the socket listened to at the same time.',
      on: {
        'realtime.refused': {
          target: 'stopped',
          description: 'The platform refused the socket (spent ticket, session ended): the player is being logged out.',
        },
      },
      states: {
        balance: {
          description: 'The balances shown in the header.',
          initial: 'loading',
          on: {
            'wallet.balanceReceived': {
              target: '.shown',
              actions: { type: 'storeBalance', params: received },
              description: 'A pushed balance replaces the shown one at once, without a reload.',
            },
            'wallet.refresh': { target: '.loading', description: 'Something may have moved money: the balance is read again.' },
            'realtime.opened': {
              target: '.loading',
              description:
                'The socket now carries every change: the balance is read again, so a change made between the first read and the subscription is not missed.',
            },
            'realtime.reconnected': {
              target: '.loading',
              description: 'The socket is back: the balance is read again so nothing pushed while it was down is missed.',
            },
          },
          states: {
            loading: {
              tags: ['loading'],
              description: 'The balance is read from the platform.',
              invoke: {
                id: 'loadWallet',
                src: 'loadWallet',
                onDone: { target: 'shown', actions: { type: 'storeBalance', params: loaded }, description: 'The balances are shown.' },
                onError: failsTo('failed', 'The balance could not be read; the last known one stays on screen.'),
              },
            },
            shown: {
              description: 'The balances are on screen; they are read again every 20 seconds.',
              after: { poll: { target: 'loading', description: 'Twenty seconds passed: the balance is polled.' } },
            },
            failed: {
              description: 'The last read failed; the next poll in 20 seconds tries again.',
              after: { poll: { target: 'loading', description: 'Twenty seconds passed: the balance is read again.' } },
            },
          },
        },
        connection: {
          description: 'The player’s realtime socket (one-time ticket, up to 10 reconnects 3 seconds apart).',
          invoke: { src: 'listenRealtime' },
          initial: 'connecting',
          states: {
            connecting: {
              description: 'The socket is opening with a fresh one-time ticket.',
              on: {
                'realtime.opened': { target: 'open', description: 'The socket is open: balance changes arrive as they happen.' },
                'realtime.lost': { target: 'reconnecting', description: 'The first attempt failed: the socket tries again.' },
              },
            },
            open: {
              tags: ['live'],
              description: 'Balance changes arrive as they happen.',
              on: { 'realtime.lost': { target: 'reconnecting', description: 'The socket dropped: it reconnects with a new ticket.' } },
            },
            reconnecting: {
              tags: ['reconnecting'],
              description: 'The socket reconnects, 3 seconds apart; the player is told the balance may lag.',
              on: {
                'realtime.reconnected': { target: 'open', description: 'The socket is open again.' },
                'realtime.closed': {
                  target: 'closed',
                  description: 'Ten reconnects failed: the socket gives up and only polling keeps the balance fresh.',
                },
              },
            },
            closed: {
              tags: ['offline'],
              description: 'No socket: the balance is still polled every 20 seconds.',
            },
          },
        },
      },
    },
    stopped: {
      type: 'final',
      description: 'The wallet stops with the session.',
    },
  },
})
