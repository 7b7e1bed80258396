import { style } from '@vanilla-extract/css'
import { vars } from '../../design/theme.css'

export const section = style({ display: 'grid', gap: vars.space.sm })
export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})
export const amount = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' })
export const warning = style({ margin: 0, width: '100%', color: vars.color.danger })
