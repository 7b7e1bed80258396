import { style } from '@vanilla-extract/css'
import { media, vars } from '../../design/theme.css'

export const page = style({ display: 'grid', gap: vars.space.md, maxWidth: '48rem', margin: '0 auto', '@media': { [media.tablet]: { paddingTop: vars.space.lg } } })
export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
})
export const figure = style({ display: 'grid', gap: vars.space.xxs })
export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const figureValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontVariantNumeric: 'tabular-nums' })
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
})
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, gridColumn: '1 / -1' })
export const day = style({ display: 'grid', gap: vars.space.xs })
export const dayHeading = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
})
export const what = style({ fontWeight: 600 })
export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const amount = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', fontWeight: 600 })
export const balance = style({ textAlign: 'end', color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' })
export const status = style({ margin: 0, color: vars.color.textMuted })
