import { fallbackVar, style } from '@vanilla-extract/css'
import { bottomBarRoom, media, vars } from '../../design/theme.css'
import { actions as actionRow, link } from '../../design/primitives.css'

/** In the page's flow, above the header: it pushes the page down rather than covering it. */
export const banner = style({
  background: vars.color.surface,
  borderBottom: `2px solid ${vars.color.accent}`,
})

export const inner = style({
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: vars.space.md,
  '@media': {
    [media.tablet]: { padding: `${vars.space.md} ${vars.space.lg}` },
  },
})

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  outline: 'none',
})
export const text = style({
  margin: 0,
  color: vars.color.textMuted,
  maxWidth: '70ch',
})
export const categories = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'grid',
  gap: vars.space.xs,
})
export const legend = style({ fontWeight: 600, marginBottom: vars.space.xs })
export const note = style({
  margin: `0 0 ${vars.space.xs}`,
  paddingLeft: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

/**
 * The banner's buttons. Where the settings are taller than the screen (a 360 × 640 phone, whose
 * lobby also keeps a bottom bar) they stay pinned above that bar while the switches scroll under
 * them: Save, Accept all and Close are always in reach, never hidden behind the bar.
 */
export const actions = style([
  actionRow,
  {
    position: 'sticky',
    bottom: fallbackVar(bottomBarRoom, '0px'),
    zIndex: 1,
    paddingBlock: vars.space.sm,
    borderTop: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
  },
])

/** The footer's "Cookie settings": a button (it opens something here) that reads as a link. */
export const linkButton = style([
  link,
  {
    background: 'none',
    border: 'none',
    padding: 0,
    font: 'inherit',
    textDecoration: 'underline',
    minHeight: '24px',
  },
])
