/**
 * The account's activity log (spec 000 §3 "Latest activity log: note"; GET
 * /player/latest-activity-log): the newest entry among the records the platform already keeps
 * about the account — address changes, time-outs and self-exclusions, limit changes, and the
 * verification team's document decisions. There is no separate notes table for an operator to
 * write into: each record is the note, worded here in English like an operator's note (the
 * back office's language), one formatter per source.
 */
import type { Db } from '../db/database.ts'

interface Entry extends Record<string, unknown> {
  source: 'address' | 'restriction' | 'limit' | 'document'
  detail: Record<string, string | number | boolean | null>
  created_at: Date | string
}

const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : null)

const notes: Record<Entry['source'], (d: Entry['detail']) => string> = {
  address: (d) => `Postal address changed${d.city ? ` (${d.city}${d.province ? `, ${d.province}` : ''})` : ''}.`,
  restriction: (d) =>
    d.kind === 'TIMEOUT'
      ? `Time-out of ${d.days} days, until ${day(d.ends_at)}.`
      : d.indefinite
        ? 'Self-exclusion, indefinitely.'
        : `Self-exclusion for ${d.months} months, until ${day(d.ends_at)}.`,
  limit: (d) => {
    const what = `${String(d.kind)} limit (${d.period === 'D' ? 'daily' : d.period === 'W' ? 'weekly' : 'monthly'})`
    const actions: Record<string, string> = {
      SET: `${what} set.`,
      DECREASE: `${what} lowered.`,
      INCREASE_PENDING: `${what} raise requested, effective ${day(d.effective_at)}.`,
      REMOVAL_PENDING: `${what} removal requested, effective ${day(d.effective_at)}.`,
      CANCEL_PENDING: `${what} pending change cancelled.`,
      PENDING_APPLIED: `${what} pending change applied.`,
    }
    return actions[String(d.action)] ?? `${what} changed.`
  },
  document: (d) => {
    const kind = String(d.document_type).toLowerCase().replace(/_/g, ' ')
    return d.review === 'REJECTED' ? `Document ${kind} rejected (${d.rejection_reason}).` : `Document ${kind} ${String(d.review).toLowerCase()}.`
  },
}

// Each source's newest entry, newest first; timestamps as ISO text so both databases agree.
const latestSql = `
  select source, detail, created_at from (
    (select 'address' as source, jsonb_build_object('city', city, 'province', province) as detail, created_at
       from address_changes where player_id = $1 order by id desc limit 1)
    union all
    (select 'restriction', jsonb_build_object('kind', kind, 'days', days, 'months', months, 'indefinite', indefinite,
              'ends_at', to_char(ends_at at time zone 'UTC', 'YYYY-MM-DD')), created_at
       from player_restrictions where player_id = $1 order by id desc limit 1)
    union all
    (select 'limit', jsonb_build_object('kind', kind, 'period', period, 'action', action,
              'effective_at', to_char(effective_at at time zone 'UTC', 'YYYY-MM-DD')), created_at
       from rg_limit_changes where player_id = $1 order by id desc limit 1)
    union all
    (select 'document', jsonb_build_object('document_type', document_type, 'review', review, 'rejection_reason', rejection_reason), reviewed_at
       from document_uploads where player_id = $1 and reviewed_at is not null order by reviewed_at desc limit 1)
  ) entries
  order by created_at desc
  limit 1`

export async function latestActivityLog(db: Db, playerId: string): Promise<{ note: string | null; createdAt: string | null }> {
  const entry = await db.one<Entry>(latestSql, [playerId])
  if (!entry) return { note: null, createdAt: null }
  return { note: notes[entry.source](entry.detail), createdAt: new Date(entry.created_at).toISOString() }
}
