import { walletMachine } from '../../machines/wallet/wallet.machine'
import { loadWallet, realtimeSocket } from '../api/wallet.actors'
import type { Flow } from './useFlow'

/** The wallet with the balance call and the player's realtime socket on this page's origin. */
export const walletFlow: Flow<typeof walletMachine> = () =>
  walletMachine.provide({
    actors: { loadWallet, listenRealtime: realtimeSocket({ origin: window.location.origin }) },
  })
