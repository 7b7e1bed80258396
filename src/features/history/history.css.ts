import { style } from '@vanilla-extract/css'
import { accountPage, panel, stack } from '../../design/primitives.css'
import { vars } from '../../design/theme.css'

export const page = style([accountPage, { maxWidth: '48rem' }])
export const card = panel
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
})
export const figure = stack.xxs
export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const figureValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontVariantNumeric: 'tabular-nums' })
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
})
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, gridColumn: '1 / -1' })
export const day = stack.xs
export const dayHeading = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })
export const row = style([panel, { gridTemplateColumns: '1fr auto', gap: vars.space.xxs, padding: vars.space.sm, borderRadius: vars.radius.sm }])
export const what = style({ fontWeight: 600 })
export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const amount = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', fontWeight: 600 })
export const balance = style({ textAlign: 'end', color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' })
export const status = style({ margin: 0, color: vars.color.textMuted })
