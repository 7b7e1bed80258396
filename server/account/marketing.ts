/**
 * Marketing preferences: one subscription per channel × communication (5 × 4). A pair the player
 * never chose answers the sign-up's `marketingOptIn`; a PATCH writes only the pairs it sends and
 * answers all of them.
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'

type Subscription = components['schemas']['Subscription']

export const CHANNELS: readonly Subscription['channel'][] = ['EMAIL', 'SMS', 'MAIL', 'PHONE', 'PUSH_NOTIFICATION']
export const COMMUNICATIONS: readonly Subscription['communication'][] = ['BONUS_OFFER', 'NEWSLETTER', 'CASINO', 'RESPONSIBLE_GAMING']

export async function marketingPreferences(db: Db, playerId: string): Promise<{ subscriptions: Subscription[] }> {
  const player = await db.one<{ marketing_opt_in: boolean }>('select marketing_opt_in from players where id = $1', [playerId])
  const chosen = await db.query<{ channel: string; communication: string; subscribed: boolean }>(
    'select channel, communication, subscribed from marketing_preferences where player_id = $1',
    [playerId],
  )
  const byPair = new Map(chosen.map((r) => [`${r.channel}:${r.communication}`, r.subscribed]))
  const fallback = player?.marketing_opt_in ?? false
  return {
    subscriptions: CHANNELS.flatMap((channel) =>
      COMMUNICATIONS.map((communication) => ({ channel, communication, subscribed: byPair.get(`${channel}:${communication}`) ?? fallback })),
    ),
  }
}

export async function updateMarketingPreferences(db: Db, playerId: string, changes: Subscription[]): Promise<{ subscriptions: Subscription[] }> {
  // A pair sent twice: the last one counts, as if the requests had come one after the other.
  const last = new Map(changes.map((s) => [`${s.channel}:${s.communication}`, s]))
  return db.transaction(async (tx) => {
    for (const s of last.values()) {
      await tx.query(
        `insert into marketing_preferences (player_id, channel, communication, subscribed) values ($1, $2, $3, $4)
         on conflict (player_id, channel, communication) do update set subscribed = excluded.subscribed, updated_at = now()`,
        [playerId, s.channel, s.communication, s.subscribed],
      )
    }
    return marketingPreferences(tx, playerId)
  })
}
