import { useEffect, useState } from 'react'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import type { GameType } from '../../../machines/lobby/lobby.machine'
import type { Tournament } from '../../../machines/tournaments/tournaments.machine'
import { tournamentsFlow } from '../../flows/tournaments'
import { useFlow } from '../../flows/useFlow'
import { RetryAlert } from '../../design/RetryAlert'
import { pointsShort, yourPlace } from '../../i18n/countTexts'
import { formatMoney } from '../../money/formatMoney'
import { useIsAuthorized } from '../session/useSession'
import * as styles from './tournaments.css'
import * as lobbyStyles from './lobby.css'

/** The places of a leaderboard a card shows. */
const TOP_PLACES = 3
const MINUTE = 60_000

/** Points with the thousands separated by commas, as amounts are (001 §9). */
const formatPoints = (points: number) => new Intl.NumberFormat('en-US').format(points)

/** The time now, again every minute: what a card's "time left" counts from. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE)
    return () => clearInterval(timer)
  }, [])
  return now
}

/**
 * The lobby's tournaments (the lobby state's tournamentBoxes, spec 000 §3; 001 §7): the running and
 * the next edition of each, with the time left, the prize pool, the top places and, for a signed-in
 * player, their own standing — and the last finished edition of a series where the player won a
 * prize, with their place and prize. The tournaments flow reads them; this only renders its states.
 */
export function Tournaments({ type }: { type: GameType }) {
  const { t } = useLingui()
  const locale = useRouteContext({ from: '/$langmarket', select: (c) => c.locale })
  const signedIn = useIsAuthorized()
  const flow = useFlow(tournamentsFlow, { market: locale.market.id, vertical: type === 'CASINO' ? 'casino' : 'live-casino', catalog: locale.catalog })
  // The first load, and again with (or without) the standing when the player signs in or out.
  useEffect(() => flow.send({ type: 'tournaments.load', signedIn }), [flow, signedIn])
  const tournaments = useSelector(flow, (s) => s.context.tournaments)
  const loading = useSelector(flow, (s) => s.hasTag('loading'))
  const failed = useSelector(flow, (s) => s.matches('failed'))
  const now = useNow()
  // A finished edition the player won a prize in first, then the running editions, then the next
  // ones (in the operator's order within each).
  const shown = [
    ...tournaments.filter((entry) => entry.status === 'FINISHED' && entry.myPrize),
    ...tournaments.filter((entry) => entry.status === 'RUNNING'),
    ...tournaments.filter((entry) => entry.status === 'UPCOMING'),
  ]
  if (!failed && shown.length === 0) return null
  return (
    <section className={lobbyStyles.section} aria-labelledby="tournaments-title" aria-busy={loading}>
      <h2 id="tournaments-title" className={lobbyStyles.sectionTitle}>
        <Trans>Tournaments</Trans>
      </h2>
      {failed && (
        <RetryAlert onRetry={() => flow.send({ type: 'tournaments.retry' })}>{t`The tournaments could not be loaded. Please try again.`}</RetryAlert>
      )}
      <ul className={styles.list}>
        {shown.map((tournament) => (
          <li key={tournament.tournamentId}>
            <TournamentCard tournament={tournament} now={now} signedIn={signedIn} language={locale.language} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function TournamentCard({ tournament, now, signedIn, language }: { tournament: Tournament; now: number; signedIn: boolean; language: string }) {
  const { t, i18n } = useLingui()
  const titleId = `tournament-${tournament.tournamentId}`
  const running = tournament.status === 'RUNNING'
  const { days, hours, minutes } = span(new Date(running ? tournament.endsAt : tournament.startsAt).getTime() - now)
  const left = days > 0 ? t`${days} d ${hours} hr` : hours > 0 ? t`${hours} hr ${minutes} min` : t`${minutes} min`
  const top = tournament.leaderboard.slice(0, TOP_PLACES)
  const mine = tournament.myStanding
  const prize = tournament.status === 'FINISHED' ? tournament.myPrize : null
  return (
    // Named by title and time, so the running edition and the next one of a series are told apart.
    <article className={styles.card} aria-labelledby={`${titleId} ${titleId}-when`} data-testid="tournament">
      <div className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          {tournament.title}
        </h3>
        <span id={`${titleId}-when`} className={styles.when}>
          {tournament.status === 'FINISHED' ? t`Finished` : running ? t`Ends in ${left}` : t`Starts in ${left}`}
        </span>
      </div>
      <p className={styles.prize}>
        <Trans>Prize pool</Trans> <span className={styles.prizeAmount}>{formatMoney(tournament.prizePoolMinor, tournament.currency, language)}</span>
      </p>
      <p className={styles.description}>{tournament.description}</p>
      {running &&
        (top.length > 0 ? (
          <ol className={styles.board} aria-label={t`Top places of ${tournament.title}`}>
            {top.map((entry) => (
              <li key={`${entry.rank}-${entry.playerAlias}-${entry.points}`} className={styles.place}>
                <span className={styles.rank}>#{entry.rank}</span>
                <span>{entry.playerAlias}</span>
                <span className={styles.points}>{i18n._(pointsShort(entry.points, formatPoints(entry.points)))}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.empty}>
            <Trans>No one has scored yet: the first real-money bet takes the lead.</Trans>
          </p>
        ))}
      {prize && (
        <p className={styles.standing} data-testid="my-result">
          {t`You finished #${prize.place} and won ${formatMoney(prize.amountMinor, tournament.currency, language)}`}
        </p>
      )}
      {running && signedIn && (
        <p className={styles.standing} data-testid="my-standing">
          {mine ? (
            i18n._(yourPlace(mine.rank, mine.points, formatPoints(mine.points)))
          ) : (
            <Trans>You have no points yet: play the tournament games for real money to join.</Trans>
          )}
        </p>
      )}
    </article>
  )
}

/** A span in whole days, hours and minutes (at least a minute), shown by its largest two units. */
function span(ms: number): { days: number; hours: number; minutes: number } {
  const total = Math.max(1, Math.ceil(ms / MINUTE))
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 }
}
