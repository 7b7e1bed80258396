/**
 * Writes the generated catalogue (games-catalogue.ts) into the games tables. Each table is one
 * statement over a JSON array (`jsonb_to_recordset`), so a thousand games cost a handful of round
 * trips, and a restart with the same catalogue version writes nothing at all. A new version
 * updates the rows in place and disables games it no longer has (rounds and favourites keep
 * pointing at them).
 */
import type { Db } from '../db/database.ts'
import { providers } from '../games/providers.ts'
import { CATALOGUE_VERSION, generateCatalogue } from './games-catalogue.ts'

const VERSION_KEY = 'games.catalogue'

/**
 * The winners history is not written here: the first winners call writes it (winners.ts), so a
 * start — and every test database — does not pay for a month of history nobody may ask for.
 */
export async function seedGames(db: Db): Promise<void> {
  const current = await db.one<{ value: string }>('select value from game_settings where key = $1', [VERSION_KEY])
  if (current?.value !== String(CATALOGUE_VERSION)) await writeCatalogue(db)
}

async function writeCatalogue(db: Db): Promise<void> {
  const catalogue = generateCatalogue()
  const json = (rows: unknown[]) => JSON.stringify(rows)
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into game_providers (id, title, position, is_aggregator, casino, live, restricted_countries, target_markets, feature_flag)
       select * from jsonb_to_recordset($1::jsonb) as t(id text, title text, position integer, is_aggregator boolean, casino boolean,
         live boolean, restricted_countries text[], target_markets text[], feature_flag text)
       on conflict (id) do update set title = excluded.title, position = excluded.position, is_aggregator = excluded.is_aggregator,
         casino = excluded.casino, live = excluded.live, restricted_countries = excluded.restricted_countries,
         target_markets = excluded.target_markets, feature_flag = excluded.feature_flag`,
      [
        json(
          providers.map((p, position) => ({
            id: p.id,
            title: p.title,
            position,
            is_aggregator: p.isAggregator,
            casino: p.casino,
            live: p.live,
            restricted_countries: p.restrictedCountries,
            target_markets: p.targetMarkets,
            feature_flag: p.featureFlag,
          })),
        ),
      ],
    )
    await tx.query(
      `insert into game_sub_providers (id, provider_id, title, target_markets)
       select * from jsonb_to_recordset($1::jsonb) as t(id text, provider_id text, title text, target_markets text[])
       on conflict (id) do update set provider_id = excluded.provider_id, title = excluded.title, target_markets = excluded.target_markets`,
      [json(providers.flatMap((p) => p.subProviders.map((s) => ({ id: s.id, provider_id: p.id, title: s.title, target_markets: s.targetMarkets }))))],
    )
    await tx.query(
      `insert into jackpot_pools (id, title, provider_id, currency, seed_minor, cap_minor, cycle_seconds, origin)
       select * from jsonb_to_recordset($1::jsonb) as t(id text, title text, provider_id text, currency text, seed_minor bigint,
         cap_minor bigint, cycle_seconds integer, origin timestamptz)
       on conflict (id) do update set title = excluded.title, provider_id = excluded.provider_id, currency = excluded.currency,
         seed_minor = excluded.seed_minor, cap_minor = excluded.cap_minor, cycle_seconds = excluded.cycle_seconds, origin = excluded.origin`,
      [
        json(
          catalogue.jackpotPools.map((p) => ({
            id: p.id,
            title: p.title,
            provider_id: p.provider,
            currency: p.currency,
            seed_minor: p.seedMinor,
            cap_minor: p.capMinor,
            cycle_seconds: p.cycleSeconds,
            origin: new Date(p.originMs).toISOString(),
          })),
        ),
      ],
    )
    await tx.query(
      `insert into games (id, slug, name, type, provider_id, sub_provider_id, game_type, provider_game_code, theme, channels,
         bet_min_minor, bet_max_minor, bet_currency, jackpot_pool_id, row_span, categories, popularity, released_on, demo, position, enabled)
       select t.*, true from jsonb_to_recordset($1::jsonb) as t(id text, slug text, name text, type text, provider_id text,
         sub_provider_id text, game_type text, provider_game_code text, theme text, channels text[], bet_min_minor bigint,
         bet_max_minor bigint, bet_currency text, jackpot_pool_id text, row_span integer, categories text[], popularity integer,
         released_on date, demo boolean, position integer)
       on conflict (id) do update set slug = excluded.slug, name = excluded.name, type = excluded.type, provider_id = excluded.provider_id,
         sub_provider_id = excluded.sub_provider_id, game_type = excluded.game_type, provider_game_code = excluded.provider_game_code,
         theme = excluded.theme, channels = excluded.channels, bet_min_minor = excluded.bet_min_minor, bet_max_minor = excluded.bet_max_minor,
         bet_currency = excluded.bet_currency, jackpot_pool_id = excluded.jackpot_pool_id, row_span = excluded.row_span,
         categories = excluded.categories, popularity = excluded.popularity, released_on = excluded.released_on, demo = excluded.demo,
         enabled = true, position = excluded.position`,
      [
        json(
          catalogue.games.map((g, position) => ({
            id: g.id,
            slug: g.slug,
            name: g.name,
            type: g.type,
            provider_id: g.provider,
            sub_provider_id: g.subProvider,
            game_type: g.gameType,
            provider_game_code: g.providerGameCode,
            theme: g.theme,
            channels: g.channels,
            bet_min_minor: g.betMinMinor,
            bet_max_minor: g.betMaxMinor,
            bet_currency: g.currency,
            jackpot_pool_id: g.jackpotPool,
            row_span: g.rowSpan,
            categories: g.categories,
            popularity: g.popularity,
            released_on: g.releasedOn,
            demo: g.demo,
            position,
          })),
        ),
      ],
    )
    await tx.query('update games set enabled = false where not (id = any($1::text[]))', [catalogue.games.map((g) => g.id)])
    await tx.query(
      `insert into live_tables (game_id, table_id, dealer_name, seats, origin, betting_ms, spinning_ms, result_ms, open_from_minute, open_to_minute)
       select * from jsonb_to_recordset($1::jsonb) as t(game_id text, table_id text, dealer_name text, seats integer, origin timestamptz,
         betting_ms integer, spinning_ms integer, result_ms integer, open_from_minute integer, open_to_minute integer)
       on conflict (game_id) do update set table_id = excluded.table_id, dealer_name = excluded.dealer_name, seats = excluded.seats,
         origin = excluded.origin, betting_ms = excluded.betting_ms, spinning_ms = excluded.spinning_ms, result_ms = excluded.result_ms,
         open_from_minute = excluded.open_from_minute, open_to_minute = excluded.open_to_minute`,
      [
        json(
          catalogue.games.flatMap((g) =>
            g.table
              ? [
                  {
                    game_id: g.id,
                    table_id: g.table.tableId,
                    dealer_name: g.table.dealerName,
                    seats: g.table.seats,
                    origin: new Date(g.table.originMs).toISOString(),
                    betting_ms: g.table.bettingMs,
                    spinning_ms: g.table.spinningMs,
                    result_ms: g.table.resultMs,
                    open_from_minute: g.table.openFromMinute,
                    open_to_minute: g.table.openToMinute,
                  },
                ]
              : [],
          ),
        ),
      ],
    )
    await tx.query(
      `insert into game_categories (id, type, position, visible_in_menu, visible_in_lobby, labels, icon_svg)
       select * from jsonb_to_recordset($1::jsonb) as t(id text, type text, position integer, visible_in_menu boolean,
         visible_in_lobby boolean, labels jsonb, icon_svg text)
       on conflict (id) do update set type = excluded.type, position = excluded.position, visible_in_menu = excluded.visible_in_menu,
         visible_in_lobby = excluded.visible_in_lobby, labels = excluded.labels, icon_svg = excluded.icon_svg`,
      [
        json(
          catalogue.categories.map((c) => ({
            id: c.id,
            type: c.type,
            position: c.position,
            visible_in_menu: c.visibleInMenu,
            visible_in_lobby: c.visibleInLobby,
            labels: c.labels,
            icon_svg: c.iconSvg,
          })),
        ),
      ],
    )
    // The CreedRoomz live lobby is behind its flag (spec 000 §2); on until an operator turns it off.
    await tx.query(`insert into game_settings (key, value) values ('feature.creedroomz', 'on') on conflict do nothing`)
    await tx.query(
      `insert into game_settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value`,
      [VERSION_KEY, String(CATALOGUE_VERSION)],
    )
  })
}
