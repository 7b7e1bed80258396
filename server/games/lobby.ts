/**
 * The lobby service: the layout of a lobby for a channel, language and market (categories, one
 * grid row per category, the filter panel's providers, the hero banner), pages of a lobby's
 * games, search by name, and one game by slug for the game guard.
 */
import { defineHandlers } from '../http/handler.ts'
import type { components } from '../http/contract-types.ts'
import type { Db } from '../db/database.ts'
import { HERO, heroUrl, providerLogoUrl } from './art.ts'
import { assertPlayable, gameNotFound, playerContext, visitorCountry } from './access.ts'
import { gameBySlug, gameSelect, pageSize, toGame, visibleIn, type GameChannel, type GameRow, type GameType } from './catalogue.ts'
import { filterExclusions } from './providers.ts'

type Lobby = components['schemas']['Lobby']

/** Games in each category row of the layout; the "all" row carries the first page instead. */
export const ROW_GAMES = 12
/** Search answers at most this many games, best matches first. */
export const SEARCH_LIMIT = 100

const lobbyNames: Record<GameType, Record<string, string>> = {
  CASINO: { en: 'Casino', fi: 'Kasino', no: 'Kasino', de: 'Casino', fr: 'Casino', es: 'Casino', pt: 'Cassino', ja: 'カジノ', tl: 'Casino', tr: 'Casino', pl: 'Kasyno' },
  LIVE_CASINO: { en: 'Live casino', fi: 'Live-kasino', no: 'Live-kasino', de: 'Live-Casino', fr: 'Casino en direct', es: 'Casino en vivo', pt: 'Cassino ao vivo', ja: 'ライブカジノ', tl: 'Live na casino', tr: 'Canlı casino', pl: 'Kasyno na żywo' },
}

/** The order of a category's games: newest first for "new", otherwise most popular first. */
const orderFor = (category: string | undefined) =>
  category === 'new' ? 'g.released_on desc, g.popularity desc, g.id' : 'g.popularity desc, g.released_on desc, g.id'

async function visibleGames(db: Db, type: GameType, market: string, channel: GameChannel, extra: { sql: string; params: unknown[] }, order: string, limit: number, offset = 0) {
  const visible = visibleIn(market, channel)
  const params = [...visible.params, type, ...extra.params]
  const shift = (sql: string) => sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + visible.params.length + 1}`)
  const where = `${visible.sql} and g.type = $${visible.params.length + 1}${extra.sql ? ` and ${shift(extra.sql)}` : ''}`
  const rows = await db.query<GameRow & { total: number }>(
    `select *, count(*) over ()::int as total from (${gameSelect} where ${where}) g order by ${order} limit ${limit} offset ${offset}`,
    params,
  )
  return { rows, total: rows[0]?.total ?? (offset > 0 ? await countVisible(db, where, params) : 0) }
}

async function countVisible(db: Db, where: string, params: unknown[]) {
  return (await db.one<{ n: number }>(`select count(*)::int as n from (${gameSelect} where ${where}) g`, params))!.n
}

/** Filter by provider or studio ids: `relax-northlight,playngo`. */
interface Filter {
  sql: string
  params: unknown[]
}

function providerFilter(providers: string | undefined): Filter {
  if (!providers) return { sql: '', params: [] }
  return { sql: '(g.provider_id = any($1::text[]) or g.sub_provider_id = any($1::text[]))', params: [providers.split(',')] }
}

/**
 * The filter panel's lists from the lobby's games: providers after the spec's exclusions, and —
 * where a lobby hides the aggregators — their studios in their place.
 */
function filterPanel(rows: GameRow[], type: GameType): Pick<Lobby, 'providers' | 'subProviders'> {
  const exclusions = filterExclusions[type]
  const providers = new Map<string, Lobby['providers'][number]>()
  const subProviders = new Map<string, Lobby['subProviders'][number]>()
  for (const r of [...rows].sort((a, b) => a.provider_position - b.provider_position || (a.sub_provider_title ?? '').localeCompare(b.sub_provider_title ?? ''))) {
    const excluded = exclusions.providers.includes(r.provider_id) || (exclusions.aggregators && r.is_aggregator)
    if (!excluded) {
      providers.set(r.provider_id, { _id: r.provider_id, id: r.provider_id, title: r.provider_title, isAggregators: r.is_aggregator, providerImgUrl: providerLogoUrl(r.provider_id) })
    } else if (exclusions.aggregators && r.is_aggregator && r.sub_provider_id) {
      subProviders.set(r.sub_provider_id, { _id: r.sub_provider_id, title: r.sub_provider_title ?? '', provider: r.provider_id })
    }
  }
  return { providers: [...providers.values()], subProviders: [...subProviders.values()] }
}

/** The comparator of a category's order (orderFor, in JavaScript). */
const released = (g: GameRow) => new Date(g.released_on).getTime()
const compareFor = (category: string) => (a: GameRow, b: GameRow) =>
  category === 'new'
    ? released(b) - released(a) || b.popularity - a.popularity || a.id.localeCompare(b.id)
    : b.popularity - a.popularity || released(b) - released(a) || a.id.localeCompare(b.id)

export type LobbyQuery = { type: GameType; channel: GameChannel; language: string; market: string }

/**
 * GET /lobby-service/lobby's answer: categories, one row per category, the filter panel and the
 * hero banner. The page of a home path carries it too (server/http/boot.ts).
 */
export async function lobbyLayout(db: Db, { type, channel, language, market }: LobbyQuery): Promise<Lobby> {
  const categories = await db.query<{ id: string; labels: Record<string, string>; visible_in_menu: boolean; visible_in_lobby: boolean; icon_svg: string | null }>(
    'select * from game_categories where type = $1 order by position',
    [type],
  )
  // One read of the lobby's games (about a thousand rows); the rows and the panel are cut from it.
  const visible = visibleIn(market, channel)
  const games = await db.query<GameRow>(`${gameSelect} where ${visible.sql} and g.type = $3`, [...visible.params, type])
  const size = pageSize(type, channel)
  const grids: Lobby['gameGrids'] = []
  const shown: Lobby['categories'] = []
  for (const category of categories) {
    const members = games.filter((g) => g.categories.includes(category.id))
    // A category with nothing to play in this market and channel is left out of menu and lobby.
    if (members.length === 0) continue
    shown.push({
      id: category.id,
      label: category.labels[language] ?? category.labels.en ?? category.id,
      visibleInMenu: category.visible_in_menu,
      visibleInLobby: category.visible_in_lobby,
      iconSvg: category.icon_svg,
    })
    const row = members.sort(compareFor(category.id)).slice(0, category.id.endsWith('all') ? size : ROW_GAMES)
    if (category.visible_in_lobby) grids.push({ id: `grid-${category.id}`, categoryId: category.id, rowNum: grids.length + 1, games: row.map(toGame) })
  }
  return {
    id: `${type === 'CASINO' ? 'casino' : 'live-casino'}-${market}-${channel}`,
    name: lobbyNames[type][language] ?? lobbyNames[type].en!,
    type,
    pageSize: size,
    heroBanner: { src: heroUrl(type === 'CASINO' ? 'casino' : 'live-casino'), width: HERO.width, height: HERO.height },
    categories: shown,
    gameGrids: grids,
    ...filterPanel(games, type),
  }
}

export const lobbyHandlers = defineHandlers({
  async getLobby(request, { db }) {
    return { status: 200, body: await lobbyLayout(db, { ...request.query, type: request.query.type ?? 'CASINO' }) }
  },

  async listLobbyGames(request, { db }) {
    const { type, channel, market, category, providers } = request.query
    const page = request.query.page ?? 1
    const size = pageSize(type, channel)
    const filters: Filter[] = [providerFilter(providers), category ? { sql: '$1 = any(g.categories)', params: [category] } : { sql: '', params: [] }].filter((f) => f.sql)
    // Number each filter's placeholders after the ones before it.
    let offset = 0
    const sql = filters
      .map((f) => {
        const shifted = f.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`)
        offset += f.params.length
        return shifted
      })
      .join(' and ')
    const { rows, total } = await visibleGames(db, type, market, channel, { sql, params: filters.flatMap((f) => f.params) }, orderFor(category), size, (page - 1) * size)
    return { status: 200, body: { games: rows.map(toGame), page, pageSize: size, total } }
  },

  async searchGamesByName(request, { db }) {
    const { name, type } = request.query
    // A case-insensitive substring (spec 001 §5); strpos, not LIKE, so % and _ in the text are plain characters.
    const rows = await db.query<GameRow>(
      `${gameSelect}
        where g.enabled and (p.feature_flag is null or coalesce(f.value = 'on', false))
          and strpos(lower(g.name), lower($1)) > 0 and ($2::text is null or g.type = $2)
        order by strpos(lower(g.name), lower($1)) = 1 desc, g.popularity desc, g.id
        limit ${SEARCH_LIMIT}`,
      [name, type ?? null],
    )
    return { status: 200, body: rows.map(toGame) }
  },

  async getGame(request, { db, session, config }) {
    const game = await gameBySlug(db, request.params.slug)
    if (!game) throw gameNotFound(request.params.slug)
    const player = session ? await playerContext(db, session) : null
    assertPlayable(game, { player, countries: [player?.countryCode, visitorCountry(request, config)], market: request.query.market ?? null })
    return { status: 200, body: toGame(game) }
  },
})
