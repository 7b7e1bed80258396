import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Game } from '../../../machines/lobby/lobby.machine'
import { latestWinnersQueryOptions, topWinnersQueryOptions, type Winner } from '../../api/games.queries'
import { formatMoney } from '../../money/formatMoney'
import * as styles from './lobby.css'

const SHOWN = 6

/**
 * Top winners of the week and the latest wins. Each entry names only its game id; it is shown with
 * the game's art and name from the lobby's games, so wins in games this lobby does not list are left out.
 */
export function Winners({ games, currency, language }: { games: ReadonlyMap<string, Game>; currency: string; language: string }) {
  const top = useQuery(topWinnersQueryOptions(currency))
  const latest = useQuery(latestWinnersQueryOptions(currency))
  const known = (list: Winner[] | undefined) =>
    (list ?? []).flatMap((w) => {
      const game = games.get(w.gameId)
      return game ? [{ ...w, game }] : []
    }).slice(0, SHOWN)
  const topShown = known(top.data)
  const latestShown = known(latest.data)
  if (topShown.length === 0 && latestShown.length === 0) return null
  return (
    <div className={styles.winners}>
      <WinnerList id="top-winners" title={<Trans>Top winners this week</Trans>} winners={topShown} language={language} />
      <WinnerList id="latest-winners" title={<Trans>Latest winners</Trans>} winners={latestShown} language={language} />
    </div>
  )
}

function WinnerList({ id, title, winners, language }: { id: string; title: React.ReactNode; winners: (Winner & { game: Game })[]; language: string }) {
  const { t } = useLingui()
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.winnerList}>
        {winners.map((w) => (
          <li key={`${w.gameId}-${w.wonAt}-${w.playerAlias}`} className={styles.winner}>
            <img className={styles.winnerArt} src={w.game.thumbnails['1x']} alt="" width={40} height={40} loading="lazy" />
            <span>
              <span className={styles.tileName}>{w.game.name}</span>
              <br />
              <span className={styles.tileMeta}>{t`${w.playerAlias} won`}</span>
            </span>
            <span className={styles.winnerAmount}>{formatMoney(w.amountMinor, w.currency, language)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
