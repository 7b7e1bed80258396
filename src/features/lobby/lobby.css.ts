import { globalStyle, style } from '@vanilla-extract/css'
import { focusable } from '../../design/primitives.css'
import { bottomBarRoom, focusRing, media, vars } from '../../design/theme.css'

/** What the bottom navigation (a fixed bar on phones) covers of the page's foot. */
const bottomNavRoom = '72px'

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, paddingBottom: bottomNavRoom, '@media': { [media.tablet]: { paddingBottom: 0 } } })

export const hero = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'end',
  minHeight: '160px',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  '@media': { [media.tablet]: { minHeight: '280px', padding: vars.space.xxl } },
})

export const heroImage = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' })

export const heroContent = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  maxWidth: '36rem',
  textShadow: '0 2px 8px rgba(0,0,0,0.7)',
})

export { heroTitle } from '../../design/primitives.css'

export const toolbar = style({ display: 'flex', gap: vars.space.sm, alignItems: 'end', flexWrap: 'wrap' })
export const search = style({ flex: '1 1 16rem' })
export const filterButton = style({ display: 'none', '@media': { [media.tablet]: { display: 'inline-flex' } } })

export const section = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })

/**
 * A lobby row: laid out and painted only near the viewport (a home page has ten rows of ~20 SVG
 * tiles, and painting them all was the longest task after the first paint on a phone). Its size
 * while skipped is a row's real one (a title and one line of tiles), so nothing moves when it
 * renders; `auto` keeps the last size it had.
 */
export const rowSection = style([
  section,
  {
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 207px',
    '@media': { [media.tablet]: { containIntrinsicSize: 'auto 247px' } },
  },
])
export const sectionHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.sm })
export const sectionTitle = style({ fontSize: vars.fontSize.lg, display: 'flex', gap: vars.space.xs, alignItems: 'center' })
export const categoryIcon = style({ width: '20px', height: '20px', color: vars.color.accent, display: 'inline-flex' })

export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '128px',
  gap: vars.space.sm,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  paddingBottom: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.tablet]: { gridAutoColumns: '168px', gap: vars.space.md } },
})

export const tile = style({ position: 'relative', scrollSnapAlign: 'start', minWidth: 0 })

export const tileLink = style([focusable, { display: 'grid', gap: vars.space.xs, color: vars.color.text, textDecoration: 'none', borderRadius: vars.radius.md }])

export const tileImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  display: 'block',
  transition: 'transform 120ms ease',
  selectors: { [`${tileLink}:hover &`]: { transform: 'translateY(-2px)' } },
})

export const tileName = style({ fontSize: vars.fontSize.sm, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })
export const tileMeta = style({ fontSize: '0.75rem', color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })
/** A closed table's line: it wraps rather than cut off the opening time on a narrow tile, in lines of even length (the time not alone on the second). */
export const tileMetaClosed = style({ fontSize: '0.75rem', color: vars.color.textMuted, textWrap: 'balance' })

export const favourite = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.pill,
  border: 'none',
  background: vars.color.overlay,
  color: vars.color.text,
  fontSize: '1.1rem',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing, '&[aria-pressed="true"]': { color: vars.color.accent } },
})

export const badge = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: '0.75rem',
  fontWeight: 700,
})

export const grid = style({ position: 'relative', width: '100%' })
export const gridRow = style({ position: 'absolute', top: 0, left: 0, width: '100%', display: 'grid', gap: vars.space.sm, paddingBottom: vars.space.md })

export const status = style({ color: vars.color.textMuted, padding: `${vars.space.md} 0` })

export const panel = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.lg, maxHeight: '80vh', overflowY: 'auto' })
export const providerList = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 })
export const panelActions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' })

export const bottomNav = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.header,
  display: 'grid',
  // One row of equal columns, however many tabs: five for a visitor, six for a player.
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { display: 'none' } },
})

// While the bar shows, what other parts of the page pin to the bottom (the cookie settings' buttons) stays above it.
globalStyle(`:root:has(${bottomNav})`, {
  vars: { [bottomBarRoom]: bottomNavRoom },
  '@media': { [media.tablet]: { vars: { [bottomBarRoom]: '0px' } } },
})

export const bottomNavItem = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  minHeight: '56px',
  padding: vars.space.xs,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: '0.75rem',
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing, '&[aria-current="page"], &[aria-expanded="true"]': { color: vars.color.accent } },
})

export const navIcon = style({ fontSize: '1.25rem', display: 'block' })

export const jackpots = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 })
export const jackpot = style({ display: 'grid', gridTemplateColumns: '56px minmax(0, 1fr)', gap: vars.space.sm, alignItems: 'center', padding: vars.space.sm, background: vars.color.surface, borderRadius: vars.radius.md })
export const jackpotAmount = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, color: vars.color.accent, fontVariantNumeric: 'tabular-nums' })
export const smallArt = style({ width: '56px', height: '56px', borderRadius: vars.radius.sm, display: 'block' })

export const winners = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } } })
export const winnerList = style({ display: 'grid', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 })
export const winner = style({ display: 'grid', gridTemplateColumns: '40px minmax(0, 1fr) auto', gap: vars.space.sm, alignItems: 'center', padding: vars.space.xs, background: vars.color.surface, borderRadius: vars.radius.md })
export const winnerArt = style({ width: '40px', height: '40px', borderRadius: vars.radius.sm, display: 'block' })
export const winnerAmount = style({ fontWeight: 700, color: vars.color.success, fontVariantNumeric: 'tabular-nums' })

export const menu = style({ display: 'flex', gap: vars.space.xs, overflowX: 'auto', listStyle: 'none', margin: 0, padding: 0 })
// The row scrolls sideways; its items keep their width, or a long label ("Muinaiset maailmat") spills over its pill.
globalStyle(`${menu} > li`, { flexShrink: 0 })
export const menuLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing, '&[aria-current="page"]': { background: vars.color.accent, color: vars.color.onAccent, borderColor: vars.color.accent } },
})

export const preGame = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' })
export const preGameArt = style({ width: '100%', maxWidth: '240px', height: 'auto', borderRadius: vars.radius.md })
export const preGameStudio = style({ margin: 0, color: vars.color.textMuted })
export const preGameActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const preGameText = style({ margin: 0 })
