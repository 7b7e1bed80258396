import { globalStyle, style } from '@vanilla-extract/css'
import { focusRing, media, vars } from '../design/theme.css'

export const shell = style({
  display: 'grid',
  // The cookie notification's place (empty once the visitor chose), the header, the page, the footer.
  gridTemplateRows: 'auto auto 1fr auto',
  minHeight: '100vh',
})

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  zIndex: vars.zIndex.skipLink,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 700,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.sm } },
})

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const headerBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: vars.size.mobileTopBar,
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.sm}`,
  '@media': { [media.tablet]: { height: '72px', padding: `0 ${vars.space.lg}`, gap: vars.space.md } },
})

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginRight: 'auto',
  color: vars.color.text,
  textDecoration: 'none',
  fontFamily: vars.font.display,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.04em',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xl } },
})

export const logoMark = style({ width: '28px', height: '28px', flex: 'none' })

/** On phones the chip alone is the logo, leaving the 56px bar to the locale switch and the two calls to action. */
// The name beside the mark on large screens only: below them a signed-in player's header items
// need its room (in Portuguese they fill 1024 px).
export const logoText = style({
  display: 'none',
  '@media': { [media.largeDesktop]: { display: 'inline' } },
})

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [media.tablet]: { gap: vars.space.sm } },
})


/**
 * At least a screen high, so the footer starts below the first screen: a page's content arrives in
 * steps (the route's code, its data, the lobby's lower rows after the first paint), and a footer
 * painted in view and then pushed down by them is a layout shift (CLS). docs/decisions.md.
 */
export const main = style({
  minHeight: '100vh',
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  outline: 'none',
  '@media': { [media.tablet]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` } },
})

// Phones and tablets get compact header controls; element + class outranks the primitives' single class.
globalStyle(`${headerActions} a, ${headerActions} button`, {
  '@media': {
    'screen and (max-width: 1023.98px)': {
      minHeight: '40px',
      padding: `0 ${vars.space.sm}`,
      fontSize: vars.fontSize.sm,
    },
  },
})

/** The open game's title in the header bar (spec 000 §3, site header). */
export const gameTitle = style({
  display: 'none',
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  textAlign: 'center',
  '@media': { [media.desktop]: { display: 'grid' } },
})
export const gameName = style({ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })
export const gameProvider = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

/**
 * The header's Rewards link: from the tablet width up. On a 360 px phone the bar already holds the
 * locale switch, the balance, Deposit and Log out; there the rewards are reached from the in-game
 * menu and the lobby's bottom navigation.
 */
export const wideOnly = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'inline-flex' } },
})

/** From the desktop width only: what a tablet's header has no room for (it is one tap away in My account). */
export const desktopOnly = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'inline-flex' } },
})
