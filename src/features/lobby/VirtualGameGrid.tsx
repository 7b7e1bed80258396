import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import type { Game } from '../../../machines/lobby/lobby.machine'
import * as styles from './lobby.css'

const GAP = 12
/** Tiles are at least this wide (wider from the tablet width up); the grid fits as many columns as it can. */
const MIN_TILE = 112
const MIN_TILE_WIDE = 156
/** Name and studio under the art, and the gap to the next row. */
const CAPTION = 56

export interface VirtualGameGridProps {
  games: readonly Game[]
  /** Renders one tile; the grid places it. */
  renderTile: (game: Game, index: number) => ReactNode
  /** Called when the last rows come into view and more can be loaded. */
  onEndReached?: () => void
  label: string
}

function useWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    setWidth(element.clientWidth)
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

/**
 * The lobby grid, virtualised by rows against the window's scroll (@tanstack/react-virtual): only
 * the rows in view and a few around them are in the DOM, so thousands of games cost what a screen
 * of them does.
 */
export function VirtualGameGrid({ games, renderTile, onEndReached, label }: VirtualGameGridProps) {
  const [ref, width] = useWidth()
  const least = width >= 700 ? MIN_TILE_WIDE : MIN_TILE
  const columns = Math.max(3, Math.floor((width + GAP) / (least + GAP)))
  const tile = width > 0 ? (width - GAP * (columns - 1)) / columns : least
  const rowCount = Math.ceil(games.length / columns)
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => tile + CAPTION,
    overscan: 3,
    scrollMargin: ref.current?.offsetTop ?? 0,
  })
  const items = virtualizer.getVirtualItems()
  const last = items.at(-1)?.index ?? -1

  useEffect(() => {
    if (onEndReached && rowCount > 0 && last >= rowCount - 2) onEndReached()
  }, [last, rowCount, onEndReached])

  return (
    <div ref={ref} role="list" aria-label={label} className={styles.grid} style={{ height: virtualizer.getTotalSize() }}>
      {items.map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className={styles.gridRow}
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`, gridTemplateColumns: `repeat(${columns}, 1fr)`, columnGap: GAP }}
        >
          {games.slice(row.index * columns, row.index * columns + columns).map((game, i) => (
            <div role="listitem" key={game.id}>
              {renderTile(game, row.index * columns + i)}
            </div>
          ))}
        </div>
      ))}
    </div>
  )
}
