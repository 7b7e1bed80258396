/**
 * Limit periods are calendar periods in the player's time zone: the day from midnight, the week
 * from Monday, the month from the 1st. "Used" counts from the period's start; `resetAt` is its end.
 * PostgreSQL does the calendar arithmetic (daylight-saving days are 23 or 25 hours long).
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'

export type Period = components['schemas']['LimitPeriod']
export const periods: readonly Period[] = ['D', 'W', 'M']

export interface Window {
  start: Date
  end: Date
}

const unit: Record<Period, string> = { D: 'day', W: 'week', M: 'month' }

export async function periodWindows(db: Db, timeZone: string): Promise<Record<Period, Window>> {
  const columns = periods
    .map((p) => {
      const start = `date_trunc('${unit[p]}', now() at time zone $1)`
      return `${start} at time zone $1 as ${p}_start, (${start} + interval '1 ${unit[p]}') at time zone $1 as ${p}_end`
    })
    .join(', ')
  const row = (await db.one<Record<string, Date | string>>(`select ${columns}`, [timeZone]))!
  const at = (key: string) => new Date(row[key.toLowerCase()]!)
  return Object.fromEntries(periods.map((p) => [p, { start: at(`${p}_start`), end: at(`${p}_end`) }])) as Record<Period, Window>
}
