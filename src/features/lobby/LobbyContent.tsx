import { memo, useCallback, useDeferredValue, useMemo } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { HrefLink } from '../../design/HrefLink'
import type { ActorRefFrom } from 'xstate'
import type { Game, GameType, lobbyMachine, LobbyRequest } from '../../../machines/lobby/lobby.machine'
import { lobbyGamesQueryOptions } from '../../api/games.queries'
import { gamesFound, gamesTotal } from '../../i18n/countTexts'
import { useIsAuthorized } from '../session/useSession'
import { lobbyBase, tileHref } from './gamePath'
import { useChannel } from './lobbyInput'
import { parseLangMarket } from '../../locale/langmarket'
import { GameTile } from './GameTile'
import { Jackpots } from './Jackpots'
import { VirtualGameGrid } from './VirtualGameGrid'
import { Winners } from './Winners'
import { Tournaments } from './Tournaments'
import * as styles from './lobby.css'

type LobbyRef = ActorRefFrom<typeof lobbyMachine>

const NO_PROVIDERS: readonly string[] = []

/** The site language money is written in (the spec's symbol rules follow it). */
const languageOf = (langmarket: string) => parseLangMarket(langmarket)?.language ?? 'en'

interface ContentProps {
  lobby: LobbyRef
  category?: string
  channel: LobbyRequest['channel']
  market: LobbyRequest['market']
  langmarket: string
  currency: string
  home: boolean
}

/**
 * What the player's tiles need: where a tile leads and whether its favourite star is on. The first
 * `eager` tiles load their art at once (a page's first screen); the others when they near the view.
 */
function useTiles(lobby: LobbyRef, langmarket: string, eager = 6) {
  const authorized = useIsAuthorized()
  const channel = useChannel()
  const here = useLocation({ select: (l) => l.href })
  const favourites = useSelector(lobby, (s) => s.context.favourites)
  const marked = useMemo(() => new Set(favourites.map((g) => g.id)), [favourites])
  const onToggle = useCallback((game: Game) => lobby.send({ type: 'favourite.toggle', game }), [lobby])
  const hrefOf = useCallback((game: Game) => tileHref(langmarket, game, authorized, here, channel), [langmarket, authorized, here, channel])
  const render = useCallback(
    (game: Game, index = 0) => <GameTile game={game} href={hrefOf(game)} eager={index < eager} marked={marked.has(game.id)} onToggle={onToggle} />,
    [hrefOf, marked, onToggle, eager],
  )
  return { render, hrefOf }
}

/**
 * The lobby's body: search results while a term is typed, the filtered grid, or the rows.
 *
 * It reads only whether a term is typed, not the term: each key re-renders the search field, not
 * the hundreds of tiles below it. The first letter unmounts the rows (their tiles, jackpots,
 * winners) and mounts the results; that swap renders as a transition, so the key's own frame shows
 * the letter in the field at once and the swap follows in the next frames instead of holding the
 * key's paint for tens of milliseconds. Clearing the field brings the rows back at once: a
 * deferred swap would first show the results section with an empty term.
 */
export const LobbyContent = memo(function LobbyContent(props: ContentProps) {
  const { lobby } = props
  const searching = useSelector(lobby, (s) => s.context.searchTerm.trim() !== '')
  const providers = useSelector(lobby, (s) => s.context.checkedProviders)
  const swapped = useDeferredValue(searching)
  if (searching && swapped) return <SearchResults {...props} />
  if (providers.length > 0 || props.category) return <PagedGrid {...props} providers={providers} />
  return <Rows {...props} />
})

function SearchResults({ lobby, langmarket }: ContentProps) {
  const { t, i18n } = useLingui()
  const term = useSelector(lobby, (s) => s.context.searchTerm.trim())
  const searching = useSelector(lobby, (s) => s.hasTag('searching'))
  const failed = useSelector(lobby, (s) => s.matches({ ready: { search: 'failed' } }))
  const results = useSelector(lobby, (s) => s.context.results)
  // No art is fetched eagerly: eager art starts loading while the results render, and the browser
  // then decodes each drawing (SVG, on the page's thread) before it paints the results. Lazy art
  // starts once the results are laid out, for the tiles near the view.
  const { render } = useTiles(lobby, langmarket, 0)
  return (
    <section className={styles.section} aria-labelledby="search-results" aria-busy={searching}>
      <h2 id="search-results" className={styles.sectionTitle}>
        <Trans>Results for “{term}”</Trans>
      </h2>
      <p className={styles.status} role="status">
        {searching ? t`Searching…` : failed ? t`The search failed. Please try again.` : results.length === 0 ? t`No games match “${term}”.` : i18n._(gamesFound(results.length))}
      </p>
      {!searching && results.length > 0 && <VirtualGameGrid games={results} renderTile={render} label={t`Search results`} />}
    </section>
  )
}

function PagedGrid({ lobby, category, channel, market, langmarket, providers }: ContentProps & { providers: readonly string[] }) {
  const { t, i18n } = useLingui()
  const type = useSelector(lobby, (s) => s.context.request.type)
  const label = useSelector(lobby, (s) => s.context.layout?.categories.find((c) => c.id === category)?.label)
  const query = useInfiniteQuery(lobbyGamesQueryOptions({ type, channel, market, category, providers }))
  const games = useMemo(() => query.data?.pages.flatMap((p) => p.games) ?? [], [query.data])
  const total = query.data?.pages[0]?.total
  const { render } = useTiles(lobby, langmarket)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query
  const more = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])
  const title = label ?? t`All games`
  return (
    <section className={styles.section} aria-labelledby="paged-grid" aria-busy={query.isFetching}>
      <h2 id="paged-grid" className={styles.sectionTitle}>
        {title}
      </h2>
      <p className={styles.status} role="status">
        {query.isError ? t`The games could not be loaded. Please try again.` : total === undefined ? t`Loading games…` : i18n._(gamesTotal(total))}
      </p>
      <VirtualGameGrid games={games} renderTile={render} onEndReached={more} label={title} />
    </section>
  )
}

const Rows = memo(function Rows(props: ContentProps) {
  const { t } = useLingui()
  const { lobby, langmarket, home } = props
  const layout = useSelector(lobby, (s) => s.context.layout)!
  const favourites = useSelector(lobby, (s) => s.context.favourites)
  const recent = useSelector(lobby, (s) => s.context.recentlyPlayed)
  const { render, hrefOf } = useTiles(lobby, langmarket)
  const known = useMemo(() => new Map(layout.gameGrids.flatMap((g) => g.games).map((g) => [g.id, g])), [layout])
  const jackpotGames = useMemo(() => [...known.values()].filter((g) => g.jackpotExist), [known])
  const rows = layout.gameGrids.filter((g) => !g.categoryId.endsWith('all'))
  const base = `/${langmarket}/${lobbyBase[layout.type as GameType]}`
  const categoryOf = (id: string) => layout.categories.find((c) => c.id === id)
  return (
    <>
      {favourites.length > 0 && <Row id="row-favourites" title={t`My favourites`} games={favourites} render={render} />}
      {recent.length > 0 && <Row id="row-recent" title={t`Recently played`} games={recent} render={render} />}
      {rows.slice(0, 2).map((grid) => (
        <Row key={grid.id} id={grid.id} title={categoryOf(grid.categoryId)?.label ?? grid.categoryId} games={grid.games} render={render} more={`${base}/${grid.categoryId}`} />
      ))}
      {jackpotGames.length > 0 && <Jackpots games={jackpotGames} hrefOf={hrefOf} language={languageOf(props.langmarket)} />}
      <Tournaments type={layout.type as GameType} />
      {rows.slice(2).map((grid) => (
        <Row key={grid.id} id={grid.id} title={categoryOf(grid.categoryId)?.label ?? grid.categoryId} games={grid.games} render={render} more={`${base}/${grid.categoryId}`} />
      ))}
      {home && <Winners games={known} currency={props.currency} language={languageOf(props.langmarket)} />}
      <PagedGrid {...props} providers={NO_PROVIDERS} />
    </>
  )
})

function Row({ id, title, games, render, more }: { id: string; title: string; games: readonly Game[]; render: (game: Game, index?: number) => React.ReactNode; more?: string }) {
  return (
    <section className={styles.rowSection} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHeader}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {more && (
          <HrefLink href={more} className={styles.tileMeta}>
            <Trans>See all</Trans>
          </HrefLink>
        )}
      </div>
      <ul className={styles.row}>
        {games.map((game, index) => (
          <li key={game.id}>{render(game, index)}</li>
        ))}
      </ul>
    </section>
  )
}
