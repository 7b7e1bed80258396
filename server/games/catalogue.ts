/**
 * Reading the catalogue: one query shape for every list (lobby grids, pages, search, favourites)
 * and one mapping to the contract's Game, so a game looks the same wherever it appears.
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { nextOpening, phaseAt, scheduleOf, type ScheduleColumns, type TableSchedule } from '../sandbox/roulette/schedule.ts'
import { DENSITIES, THUMBNAIL, thumbnailUrl, verticalUrl } from './art.ts'

export type Game = components['schemas']['Game']
export type GameType = components['schemas']['GameType']
export type GameChannel = components['schemas']['GameChannel']

/** Seats count as taken while their session keeps polling: a minute of silence frees them. */
export const SEAT_TIMEOUT_SECONDS = 60

export interface GameRow extends Record<string, unknown> {
  id: string
  slug: string
  name: string
  type: GameType
  provider_id: Game['gameProvider']
  provider_title: string
  provider_position: number
  is_aggregator: boolean
  sub_provider_id: string | null
  sub_provider_title: string | null
  game_type: string
  provider_game_code: string
  theme: string
  channels: GameChannel[]
  bet_min_minor: string | number
  bet_max_minor: string | number
  bet_currency: string
  jackpot_pool_id: string | null
  row_span: number
  categories: string[]
  popularity: number
  released_on: string | Date
  demo: boolean
  enabled: boolean
  restricted_countries: string[]
  target_markets: string[]
  sub_target_markets: string[] | null
  feature_on: boolean
  table_id: string | null
  seats: number | null
  seats_taken: number | null
  /** A live table's schedule (live_tables); null for a game without a table. */
  origin: Date | string | null
  betting_ms: number | null
  spinning_ms: number | null
  result_ms: number | null
  open_from_minute: number | null
  open_to_minute: number | null
}

/**
 * Every game with what the lists and checks need: provider and studio, the provider's
 * restrictions, whether its feature flag is on, and a live table's seats and schedule. Callers add `where`.
 */
export const gameSelect = `
  select g.*, p.title as provider_title, p.position as provider_position, p.is_aggregator, p.restricted_countries, p.target_markets,
         s.title as sub_provider_title, s.target_markets as sub_target_markets,
         (p.feature_flag is null or coalesce(f.value = 'on', false)) as feature_on,
         t.table_id, t.seats, t.origin, t.betting_ms, t.spinning_ms, t.result_ms, t.open_from_minute, t.open_to_minute,
         case when t.game_id is null then null else coalesce(st.taken, 0) end::int as seats_taken
    from games g
    join game_providers p on p.id = g.provider_id
    left join game_sub_providers s on s.id = g.sub_provider_id
    left join game_settings f on f.key = 'feature.' || p.feature_flag
    left join live_tables t on t.game_id = g.id
    left join (select game_id, count(*) as taken from table_seats
                where last_seen_at > now() - make_interval(secs => ${SEAT_TIMEOUT_SECONDS}) group by game_id) st on st.game_id = g.id`

/** Enabled, flag on, offered in the market (provider and studio), on the channel. `$1` market, `$2` channel. */
export const visibleIn = (market: string, channel: string) => ({
  sql: `g.enabled and (p.feature_flag is null or coalesce(f.value = 'on', false))
        and (cardinality(p.target_markets) = 0 or $1 = any(p.target_markets))
        and (s.id is null or cardinality(s.target_markets) = 0 or $1 = any(s.target_markets))
        and $2 = any(g.channels)`,
  params: [market, channel] as unknown[],
})

/** The schedule of a live table's row, or null for a game without a table. */
export function tableScheduleOf(row: GameRow): TableSchedule | null {
  // The table's columns are all there or all null (a left join on live_tables).
  return row.origin === null || row.origin === undefined ? null : scheduleOf(row as GameRow & ScheduleColumns)
}

/**
 * Whether a live table deals at `nowMs` and, while it is closed, when it opens again (its first
 * round within the opening hours, schedule.ts nextOpening). A game without a table keeps no hours.
 */
export function tableOpening(row: GameRow, nowMs: number): { open: boolean; opensAt: string | null } {
  const schedule = tableScheduleOf(row)
  if (!schedule || phaseAt(schedule, nowMs).phase !== 'closed') return { open: true, opensAt: null }
  const opensAt = nextOpening(schedule, nowMs)
  return { open: false, opensAt: opensAt === null ? null : new Date(opensAt).toISOString() }
}

export function toGame(row: GameRow): Game {
  const live = row.type === 'LIVE_CASINO'
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    gameSlug: row.slug,
    gameProvider: row.provider_id,
    providerGameCode: row.provider_game_code,
    subProvider: row.sub_provider_id ? { _id: row.sub_provider_id, title: row.sub_provider_title ?? '' } : null,
    gameType: row.game_type,
    thumbnails: Object.fromEntries(DENSITIES.map((d) => [`${d}x`, thumbnailUrl(row.slug, d)])) as Game['thumbnails'],
    thumbnailSize: { width: THUMBNAIL.width, height: THUMBNAIL.height },
    verticalImage: row.row_span > 1 ? verticalUrl(row.slug) : null,
    jackpotExist: row.jackpot_pool_id !== null,
    channels: row.channels,
    betLimits: { minMinor: Number(row.bet_min_minor), maxMinor: Number(row.bet_max_minor), currency: row.bet_currency },
    // A live table's seats and hours (spec 000 §3: merged by game id, as the live-tables list has them).
    ...(live ? { seats: row.seats, seatsTaken: row.seats_taken ?? 0, ...tableOpening(row, Date.now()) } : {}),
    rowSpan: row.row_span,
    restrictedCountries: row.restricted_countries,
    categories: row.categories,
    demo: row.demo,
  }
}

export async function gameById(db: Db, id: string): Promise<GameRow | null> {
  return db.one<GameRow>(`${gameSelect} where g.id = $1`, [id])
}

export async function gameBySlug(db: Db, slug: string): Promise<GameRow | null> {
  return db.one<GameRow>(`${gameSelect} where g.slug = $1`, [slug])
}

/** A game by the provider's own code (Pragmatic symbol, Evolution table id, SOFTSWISS identifier…). */
export async function gameByProviderCode(db: Db, provider: string, code: string): Promise<GameRow | null> {
  return db.one<GameRow>(`${gameSelect} where g.provider_id = $1 and g.provider_game_code = $2`, [provider, code])
}

/** Games by id, in the order asked, each once (spec: games are deduplicated by id). */
export async function gamesByIds(db: Db, ids: string[]): Promise<GameRow[]> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return []
  const rows = await db.query<GameRow>(`${gameSelect} where g.id = any($1::text[]) and g.enabled`, [unique])
  const byId = new Map(rows.map((r) => [r.id, r]))
  return unique.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
}

/** Page sizes of spec 001 §9: live casino 15 on mobile, 30 on desktop; all games 30 and 60. */
export function pageSize(type: GameType, channel: GameChannel): number {
  if (type === 'LIVE_CASINO') return channel === 'mobile' ? 15 : 30
  return channel === 'mobile' ? 30 : 60
}
