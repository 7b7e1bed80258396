/**
 * Jackpot values that tick: each pool grows from its seed towards its cap over a cycle and drops
 * before reaching it, as a pure function of the clock. Every instance and every poll agree, and
 * the value moves every second without a scheduler writing it.
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'

export interface JackpotPool {
  seedMinor: number
  capMinor: number
  cycleSeconds: number
  originMs: number
}

/**
 * The pool at `nowMs`. Growth speeds up a little through the cycle (more players chase a big
 * pool), and the drop comes at the cycle's end, a must-drop-by the cap never reaches.
 */
export function jackpotAmount(pool: JackpotPool, nowMs: number): number {
  const cycleMs = pool.cycleSeconds * 1000
  const elapsed = (((nowMs - pool.originMs) % cycleMs) + cycleMs) % cycleMs
  const progress = elapsed / cycleMs
  return Math.floor(pool.seedMinor + (pool.capMinor - pool.seedMinor) * 0.97 * Math.pow(progress, 1.25))
}

export async function jackpotsFor(db: Db, gameIds: string[], nowMs: number): Promise<components['schemas']['JackpotList']> {
  const rows = await db.query<{ id: string; currency: string; seed_minor: string; cap_minor: string; cycle_seconds: number; origin: Date | string }>(
    `select g.id, j.currency, j.seed_minor, j.cap_minor, j.cycle_seconds, j.origin
       from games g join jackpot_pools j on j.id = g.jackpot_pool_id
      where g.id = any($1::text[]) and g.enabled`,
    [[...new Set(gameIds)]],
  )
  const byId = new Map(rows.map((r) => [r.id, r]))
  return [...new Set(gameIds)].flatMap((id) => {
    const r = byId.get(id)
    if (!r) return []
    const amountMinor = jackpotAmount(
      { seedMinor: Number(r.seed_minor), capMinor: Number(r.cap_minor), cycleSeconds: r.cycle_seconds, originMs: new Date(r.origin).getTime() },
      nowMs,
    )
    return [{ gameId: id, amountMinor, currency: r.currency }]
  })
}
