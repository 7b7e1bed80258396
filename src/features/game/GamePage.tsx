import { useEffect, useRef } from 'react'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouteContext, useRouterState } from '@tanstack/react-router'
import { HrefLink } from '../../design/HrefLink'
import type { GameLaunchInput, GameType } from '../../../machines/gameLaunch/gameLaunch.machine'
import { useRootActors } from '../../app/RootActorsContext'
import { Button } from '../../design/Button'
import { RetryAlert } from '../../design/RetryAlert'
import { button, leadText, notice, panel } from '../../design/primitives.css'
import { gameLaunchFlow } from '../../flows/gameLaunch'
import { useFlow } from '../../flows/useFlow'
import { PageLoader } from '../../layout/PageLoader'
import { usePageTitle } from '../../app/usePageTitle'
import { setGameTitle } from '../../layout/siteHeader'
import { parseLangMarket } from '../../locale/langmarket'
import { lobbyBase } from '../lobby/gamePath'
import { lobbyLanguageOf, useChannel } from '../lobby/lobbyInput'
import { formatMoney } from '../../money/formatMoney'
import { useClockTime } from '../../locale/clockTime'
import { useIsAuthorized } from '../session/useSession'
import { useActivityTimer } from '../activity/ActivityTimerContext'
import { GameMenu } from './GameMenu'
import * as styles from './game.css'

const DEFAULT_COUNTRY = 'FI'

/** A game page: the flow starts per game and per signed-in state (fun or real money). */
export function GamePage({ lobby, slug }: { lobby: GameType; slug: string }) {
  const authorized = useIsAuthorized()
  const channel = useChannel()
  const locale = useRouteContext({ from: '/$langmarket', select: (c) => c.locale })
  const { countryCheck } = useRootActors()
  const detected = useSelector(countryCheck, (s) => s.context.countryCode)
  // The detected country; else the market's; else the spec's default country (Finland).
  const country = detected ?? locale.market.originCountryCode ?? DEFAULT_COUNTRY
  const ip = useSelector(countryCheck, (s) => s.context.ipAddress)
  const language = lobbyLanguageOf(locale.catalog)
  const station: GameLaunchInput['station'] = {
    countryCode: country,
    currency: locale.market.currency,
    language,
    platform: channel,
    ip: ip ?? '0.0.0.0',
    locale: `${language}-${country}`,
    playerCountryCode: country,
  }
  // Cleared when the game page goes, whatever state the flow was in.
  useEffect(() => () => setGameTitle(null), [])
  // The rewards panel's Play on free spins navigates here with the free-spin flag. Each such
  // navigation opens the game afresh (its own history entry's key), also from the in-game menu on
  // this very game: the new launch's session offers the spins just handed over, and the menu closes.
  const freeSpinLaunch = useRouterState({ select: (s) => (s.location.state.freeSpins === true ? (s.location.state.__TSR_key ?? 'free-spins') : null) })
  const freeSpins = freeSpinLaunch !== null
  return (
    <Game
      key={`${slug}-${authorized}-${freeSpinLaunch ?? ''}`}
      input={{ slug, lobby, signedIn: authorized, langmarket: locale.langmarket, market: locale.market.id, station, freeSpins }}
    />
  )
}

function Game({ input }: { input: GameLaunchInput }) {
  const { t } = useLingui()
  const launch = useFlow(gameLaunchFlow, input)
  const loading = useSelector(launch, (s) => s.hasTag('loading'))
  const playing = useSelector(launch, (s) => s.hasTag('playing'))
  const failed = useSelector(launch, (s) => s.matches('failed'))
  const tableClosed = useSelector(launch, (s) => s.matches('tableClosed'))
  const time = useClockTime(useSelector(launch, (s) => s.context.opensAt))
  const game = useSelector(launch, (s) => s.context.game)
  const launchUrl = useSelector(launch, (s) => s.context.launchUrl)
  const mode = useSelector(launch, (s) => s.context.mode)
  const balance = useSelector(launch, (s) => s.context.balance)
  const freeSpins = useSelector(launch, (s) => s.context.freeSpins)
  usePageTitle(game?.name)
  const stage = useRef<HTMLDivElement>(null)
  // Money as the header writes it (the spec's symbol rules), in the site's language.
  const language = parseLangMarket(input.langmarket)?.language ?? 'en'
  // The reality check opens over the game too: it holds the game paused while it is up.
  const timer = useActivityTimer()
  const realityCheck = useSelector(timer ?? undefined, (s) => s?.hasTag('realityCheck') ?? false)
  useEffect(() => {
    launch.send({ type: realityCheck ? 'game.hold' : 'game.release', by: 'realityCheck' })
  }, [launch, realityCheck])

  if (loading) return <PageLoader />
  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <h1 className={styles.title}>{game?.name}</h1>
        <div className={styles.meta}>
          {/* A closed table plays nothing: no money mode to name. */}
          {!tableClosed && <span>{mode === 'real' ? t`Real money` : t`Fun mode`}</span>}
          {balance && (
            <span className={styles.balance} data-testid="game-balance">
              {formatMoney(balance.minor, balance.currency, language)}
            </span>
          )}
          {playing && mode === 'real' && <GameMenu game={launch} langmarket={input.langmarket} language={language} />}
          {playing && (
            <Button variant="secondary" onPress={() => void stage.current?.requestFullscreen?.()}>
              <Trans>Full screen</Trans>
            </Button>
          )}
          <HrefLink href={`/${input.langmarket}/${lobbyBase[input.lobby]}`} className={button.secondary}>
            <Trans>Back to the lobby</Trans>
          </HrefLink>
        </div>
      </div>
      {freeSpins && playing && (
        <p role="status" className={notice}>
          <Trans>Your free spins are waiting in the game: it plays them first, at their stake, before your own money.</Trans>
        </p>
      )}
      {tableClosed && (
        <div role="status" className={panel}>
          <p className={leadText}>{time ? t`This table is closed now. It opens at ${time}.` : t`This table is closed now.`}</p>
        </div>
      )}
      {failed && (
        <RetryAlert onRetry={() => launch.send({ type: 'game.retry' })}>{t`The game could not be started. Please try again.`}</RetryAlert>
      )}
      {playing && launchUrl && (
        <div ref={stage} className={styles.stage}>
          <iframe data-game-frame className={styles.frame} src={launchUrl} title={game?.name ?? t`Game`} allow="fullscreen; autoplay" />
        </div>
      )}
    </div>
  )
}
