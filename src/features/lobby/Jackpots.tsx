import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { HrefLink } from '../../design/HrefLink'
import type { Game } from '../../../machines/lobby/lobby.machine'
import { jackpotsQueryOptions } from '../../api/games.queries'
import { formatMoney } from '../../money/formatMoney'
import * as styles from './lobby.css'

/** The platform's pools grow every second; the lobby asks again every 3 s so the values tick. */
export const JACKPOT_POLL_MS = 3000

export function Jackpots({ games, hrefOf, language }: { games: readonly Game[]; hrefOf: (game: Game) => string; language: string }) {
  const shown = games.slice(0, 6)
  const { data } = useQuery({ ...jackpotsQueryOptions(shown.map((g) => g.id)), refetchInterval: JACKPOT_POLL_MS, staleTime: 0 })
  if (!data || data.length === 0) return null
  const amounts = new Map(data.map((j) => [j.gameId, j]))
  return (
    <section className={styles.section} aria-labelledby="lobby-jackpots">
      <h2 id="lobby-jackpots" className={styles.sectionTitle}>
        <Trans>Jackpots</Trans>
      </h2>
      <ul className={styles.jackpots}>
        {shown.map((game) => {
          const jackpot = amounts.get(game.id)
          if (!jackpot) return null
          return (
            <li key={game.id}>
              <HrefLink href={hrefOf(game)} className={styles.tileLink}>
                <span className={styles.jackpot}>
                  <img className={styles.smallArt} src={game.thumbnails['1x']} srcSet={`${game.thumbnails['2x']} 2x, ${game.thumbnails['3x']} 3x`} alt="" width={56} height={56} loading="lazy" />
                  <span>
                    <span className={styles.tileName}>{game.name}</span>
                    <br />
                    <span className={styles.jackpotAmount} data-testid="jackpot-amount">
                      {formatMoney(jackpot.amountMinor, jackpot.currency, language)}
                    </span>
                  </span>
                </span>
              </HrefLink>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
