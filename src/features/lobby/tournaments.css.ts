import { style } from '@vanilla-extract/css'
import { media, vars } from '../../design/theme.css'

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))' } },
})

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
})

export const header = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.sm, flexWrap: 'wrap' })
export const title = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' })
export const when = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' })
export const prize = style({ margin: 0, fontSize: vars.fontSize.sm })
export const prizeAmount = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, color: vars.color.accent, fontVariantNumeric: 'tabular-nums' })
export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const board = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' })
export const place = style({
  display: 'grid',
  gridTemplateColumns: '2.5rem minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
})
export const rank = style({ fontWeight: 700, color: vars.color.accent })
export const points = style({ fontWeight: 600 })
export const empty = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const standing = style({
  margin: 0,
  padding: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
})
