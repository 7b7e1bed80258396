import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import type { GameType } from '../../../machines/lobby/lobby.machine'
import { lobbyFlow } from '../../flows/lobby'
import { useFlow } from '../../flows/useFlow'
import { Button } from '../../design/Button'
import { TextField } from '../../design/TextField'
import { RetryAlert } from '../../design/RetryAlert'
import { useIsAuthorized } from '../session/useSession'
import { BottomNav } from './BottomNav'
import { CategoryMenu } from './CategoryMenu'
import { FilterPanel } from './FilterPanel'
import { LobbyContent } from './LobbyContent'
import { lobbyLanguageOf, preloadedLayout, useChannel } from './lobbyInput'
import { useHydrated } from '../../app/hydration'
import { usePageTitle } from '../../app/usePageTitle'
import * as styles from './lobby.css'

export interface LobbyViewProps {
  type: GameType
  /** A category page (`/online-casino/{id}`): its games only. */
  category?: string
  /** The home page: the casino lobby under the site's own title. */
  home?: boolean
  /** The hero's words instead of the lobby's name (the home page's banner). */
  hero?: ReactNode
  /** Content under the lobby (the home page's promotions and notices). */
  children?: ReactNode
}

/** A casino or live-casino lobby; the flow is started per lobby kind, channel and langmarket (its language and market). */
export function LobbyView(props: LobbyViewProps) {
  const channel = useChannel()
  const langmarket = useRouteContext({ from: '/$langmarket', select: (c) => c.locale.langmarket })
  return <Lobby key={`${props.type}-${channel}-${langmarket}`} {...props} channel={channel} />
}

function Lobby({ type, category, home = false, hero, channel, children }: LobbyViewProps & { channel: 'web' | 'mobile' }) {
  const { t } = useLingui()
  const locale = useRouteContext({ from: '/$langmarket', select: (c) => c.locale })
  const authorized = useIsAuthorized()
  const queryClient = useQueryClient()
  const request = { type, channel, language: lobbyLanguageOf(locale.catalog), market: locale.market.id }
  // The flow is created once per view, from the first render's input: a layout the cache already
  // holds for this request (the home page's, inlined in the page) is shown by that first render.
  const lobby = useFlow(lobbyFlow, { ...request, signedIn: authorized, preloaded: preloadedLayout(queryClient, request, authorized) })
  // Signing in or out with the lobby open reloads it with (or without) the player's own games.
  const seen = useRef(authorized)
  useEffect(() => {
    if (seen.current === authorized) return
    seen.current = authorized
    lobby.send({ type: 'player.changed', signedIn: authorized })
  }, [authorized, lobby])

  const layout = useSelector(lobby, (s) => s.context.layout)
  const loading = useSelector(lobby, (s) => s.hasTag('loading'))
  const failed = useSelector(lobby, (s) => s.matches('failed'))
  const term = useSelector(lobby, (s) => s.context.searchTerm)
  const checked = useSelector(lobby, (s) => s.context.checkedProviders.length)
  const canFilter = useSelector(lobby, (s) => s.can({ type: 'filters.open' }))
  // A category page is named after its category (its route's title is the lobby's).
  usePageTitle(useSelector(lobby, (s) => (category ? s.context.layout?.categories.find((c) => c.id === category)?.label : undefined)))
  // The panel needs the app's code: not on the platform's first paint (app/hydration.ts).
  const hydrated = useHydrated()
  // The render that brings the layout draws the hero (the largest paint), the category menu and
  // the search; the games (rows, jackpots, winners, the all-games grid, with their images and
  // calls) and the page's own content follow in a background render React splits into short
  // tasks: the first paint waits for none of them and the start-up is not one long task.
  const complete = useDeferredValue(layout !== null || failed, false)

  return (
    <div className={styles.page} aria-busy={loading}>
      <section className={styles.hero}>
        {layout && <img className={styles.heroImage} src={layout.heroBanner.src} width={layout.heroBanner.width} height={layout.heroBanner.height} alt="" fetchPriority="high" />}
        <div className={styles.heroContent}>
          {hero ?? <h1 className={styles.heroTitle}>{layout?.name ?? (type === 'CASINO' ? t`Casino` : t`Live casino`)}</h1>}
        </div>
      </section>
      {failed && (
        <RetryAlert onRetry={() => lobby.send({ type: 'lobby.retry' })}>{t`The games could not be loaded. Please try again.`}</RetryAlert>
      )}
      {layout && (
        <>
          <CategoryMenu langmarket={locale.langmarket} type={type} categories={layout.categories} current={category} />
          <div className={styles.toolbar} role="search">
            <div className={styles.search}>
              <TextField
                type="search"
                label={t`Search games`}
                value={term}
                onChange={(value) => lobby.send({ type: 'search.change', term: value })}
                // Typed into the platform's first paint, a term would reach no search.
                isDisabled={!hydrated}
                autoComplete="off"
              />
            </div>
            <span className={styles.filterButton}>
              <Button variant="secondary" isDisabled={!canFilter || !hydrated} onPress={() => lobby.send({ type: 'filters.open' })}>
                {checked > 0 ? t`Filters (${checked})` : t`Filters`}
              </Button>
            </span>
          </div>
          {complete && (
            <LobbyContent lobby={lobby} category={category} channel={channel} market={locale.market.id} langmarket={locale.langmarket} currency={locale.market.currency} home={home} />
          )}
          <FilterPanel lobby={lobby} />
        </>
      )}
      {complete && children}
      <BottomNav lobby={lobby} langmarket={locale.langmarket} current={home ? 'home' : type} />
    </div>
  )
}
