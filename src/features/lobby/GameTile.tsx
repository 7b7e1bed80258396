import { memo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { HrefLink } from '../../design/HrefLink'
import type { Game } from '../../../machines/lobby/lobby.machine'
import { seatsFree } from '../../i18n/countTexts'
import { useClockTime } from '../../locale/clockTime'
import { studioOf } from './providerTitles'
import * as styles from './lobby.css'

export interface TileProps {
  game: Game
  href: string
  /** Whether the favourite star is on. */
  marked?: boolean
  /** Toggles the favourite; undefined hides the button (rows that are not the player's to edit). */
  onToggle?: (game: Game) => void
  /** Above-the-fold art loads eagerly. */
  eager?: boolean
}

/**
 * One game: art at 1x/2x/3x, name, studio, seats for a live table — or, for a live table that is
 * closed now, when it opens instead of seats it cannot give; a link to the game page either way.
 */
export const GameTile = memo(function GameTile({ game, href, marked = false, onToggle, eager = false }: TileProps) {
  const { t, i18n } = useLingui()
  const { width, height } = game.thumbnailSize
  const seats = game.seats != null ? game.seats - (game.seatsTaken ?? 0) : null
  return (
    <div className={styles.tile} data-testid="game-tile">
      <HrefLink href={href} className={styles.tileLink}>
        <img
          className={styles.tileImage}
          src={game.thumbnails['1x']}
          srcSet={`${game.thumbnails['1x']} 1x, ${game.thumbnails['2x']} 2x, ${game.thumbnails['3x']} 3x`}
          width={width}
          height={height}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className={styles.tileName}>{game.name}</span>
        {game.open === false ? (
          <ClosedTable studio={studioOf(game)} opensAt={game.opensAt ?? null} />
        ) : (
          <span className={styles.tileMeta}>{seats != null ? i18n._(seatsFree(studioOf(game), seats)) : studioOf(game)}</span>
        )}
      </HrefLink>
      {game.jackpotExist && <span className={styles.badge}>{t`Jackpot`}</span>}
      {onToggle && (
        <button
          type="button"
          className={styles.favourite}
          aria-pressed={marked}
          aria-label={t`Favourite: ${game.name}`}
          onClick={() => onToggle(game)}
        >
          <span aria-hidden="true">{marked ? '★' : '☆'}</span>
        </button>
      )}
    </div>
  )
})

/** A closed live table's studio and when it opens, in the page's language and the player's time zone. */
function ClosedTable({ studio, opensAt }: { studio: string; opensAt: string | null }) {
  const { t } = useLingui()
  const time = useClockTime(opensAt)
  return (
    <span className={styles.tileMetaClosed}>
      {time ? t`${studio} · Closed, opens ${time}` : t`${studio} · Closed`}
    </span>
  )
}
