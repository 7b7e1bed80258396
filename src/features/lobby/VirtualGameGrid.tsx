import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useWindowVirtualizer, windowScroll, type Virtualizer } from '@tanstack/react-virtual'
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

interface GridBox {
  /** The grid's width. */
  width: number
  /** Its offset from the top of the page: where the window's scroll reaches the first row. */
  top: number
  /** A row's measured height (art, caption, gap), 0 until one has been measured. */
  rowHeight: number
}

/**
 * The last box a grid had. Grids come and go with every search (the results section mounts a new
 * one), and they have the page's width: starting from the last box, the first render has the right
 * columns and rows, so nothing renders twice and no layout is forced before the first paint.
 */
let lastBox: GridBox = { width: 0, top: 0, rowHeight: 0 }

/**
 * The grid's box, read only in ResizeObserver callbacks (after the browser's own layout, before
 * its paint), never during render or in a layout effect, where reading a size forces a layout of
 * the page the commit has just changed. Rows are alike (one line of name, one of studio, square
 * art), so the first row's height is every row's.
 */
function useGridBox() {
  const ref = useRef<HTMLDivElement>(null)
  const [box, setBox] = useState(lastBox)
  const observer = useRef<ResizeObserver | null>(null)
  const observedRow = useRef<Element | null>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const resized = new ResizeObserver(() => {
      const row = observedRow.current as HTMLElement | null
      const next = { width: element.clientWidth, top: element.offsetTop, rowHeight: row?.isConnected ? row.offsetHeight : lastBox.rowHeight }
      setBox((current) => (current.width === next.width && current.top === next.top && current.rowHeight === next.rowHeight ? current : next))
      lastBox = next
    })
    resized.observe(element)
    observer.current = resized
    return () => {
      resized.disconnect()
      observer.current = null
      observedRow.current = null
    }
  }, [])
  // The first row comes and goes as the window scrolls and pages load: whichever is first is the
  // one measured. Observing reads nothing; the callback above reads the sizes.
  useLayoutEffect(() => {
    const row = ref.current?.firstElementChild ?? null
    if (!observer.current || row === observedRow.current) return
    if (observedRow.current) observer.current.unobserve(observedRow.current)
    observedRow.current = row
    if (row) observer.current.observe(row)
  })
  return [ref, box] as const
}

/**
 * The window scroll the virtualizer asks for, unless the window is already there: on mount it
 * writes the window's own offset back, and in Chromium that write forces a layout of the page the
 * commit has just changed — ~15 ms of every search's results frame, for a scroll to where it is.
 */
function scrollUnlessThere(offset: number, options: { adjustments?: number; behavior?: ScrollBehavior }, instance: Virtualizer<Window, Element>) {
  if (options.behavior !== 'smooth' && offset + (options.adjustments ?? 0) === instance.scrollOffset) return
  windowScroll(offset, options, instance)
}

/** Rows kept rendered above and below the view once the grid is idle, so a quick scroll finds them drawn. */
const OVERSCAN = 2

const whenIdle = (callback: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 500 })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(callback, 50)
  return () => window.clearTimeout(id)
}

/**
 * A new grid (every search's results) first renders only the rows in view, so the frame that shows
 * it has only their tiles to lay out, paint and fetch art for; the rows around the view follow
 * once the page is idle.
 */
function useOverscan(): number {
  const [overscan, setOverscan] = useState(0)
  useEffect(() => whenIdle(() => setOverscan(OVERSCAN)), [])
  return overscan
}

/**
 * The lobby grid, virtualised by rows against the window's scroll (@tanstack/react-virtual): only
 * the rows in view and a few around them are in the DOM, so thousands of games cost what a screen
 * of them does.
 */
export function VirtualGameGrid({ games, renderTile, onEndReached, label }: VirtualGameGridProps) {
  const [ref, { width, top, rowHeight }] = useGridBox()
  const overscan = useOverscan()
  const least = width >= 700 ? MIN_TILE_WIDE : MIN_TILE
  const columns = Math.max(3, Math.floor((width + GAP) / (least + GAP)))
  const tile = width > 0 ? (width - GAP * (columns - 1)) / columns : least
  const rowCount = Math.ceil(games.length / columns)
  const rowSize = rowHeight > 0 ? rowHeight : tile + CAPTION
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowSize,
    overscan,
    scrollMargin: top,
    scrollToFn: scrollUnlessThere,
  })
  // A new row height (a different width, larger text) moves every row: the estimate is the size,
  // and the virtualizer keeps the sizes it computed until told.
  const sized = useRef(rowSize)
  useLayoutEffect(() => {
    if (sized.current === rowSize) return
    sized.current = rowSize
    virtualizer.measure()
  }, [virtualizer, rowSize])
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
