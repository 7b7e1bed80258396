/**
 * Pushes WALLET_BALANCE to a player's open websockets whenever their balance changes, on whichever
 * platform instance holds the socket. The ledger announces changes with a PostgreSQL notification
 * (server/ledger/notifications.ts) that every instance listens to; an instance with a socket for
 * that player reads the committed balance and publishes it through its realtime hub.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { WALLET_BALANCE_CHANNEL } from '../ledger/notifications.ts'
import type { RealtimeHub } from '../realtime/hub.ts'
import { walletBalance } from './balance.ts'

export type WalletBalanceMessage = components['schemas']['WalletBalanceMessage']

export async function walletBalanceMessage(db: Db, playerId: string): Promise<WalletBalanceMessage | null> {
  const balance = await walletBalance(db, playerId)
  return balance && { type: 'WALLET_BALANCE', playerId, ...balance }
}

/**
 * Starts listening; resolves with the function that stops. Changes arriving while a player's
 * balance is being read are coalesced into one more read, so a burst of movements sends the
 * latest balance rather than every intermediate one, and never an older one last.
 */
export async function startBalanceFeed(db: Db, hub: RealtimeHub, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  if (!db.listen) throw new Error('The database handle cannot listen for notifications.')
  const reading = new Map<string, boolean>()

  const push = async (playerId: string): Promise<void> => {
    if (reading.has(playerId)) {
      reading.set(playerId, true)
      return
    }
    reading.set(playerId, false)
    try {
      do {
        reading.set(playerId, false)
        const message = await walletBalanceMessage(db, playerId)
        if (message) hub.publish(playerId, message)
      } while (reading.get(playerId))
    } catch (error) {
      log.error({ err: error, playerId }, 'could not publish the wallet balance')
    } finally {
      reading.delete(playerId)
    }
  }

  return db.listen(WALLET_BALANCE_CHANNEL, (playerId) => {
    if (hub.connections(playerId) > 0) void push(playerId)
  })
}
