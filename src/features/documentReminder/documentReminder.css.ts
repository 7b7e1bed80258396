import { style } from '@vanilla-extract/css'
import { vars } from '../../design/theme.css'

export const reminder = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.sm,
})
export const text = style({ margin: 0, flex: '1 1 16rem', minWidth: 0 })
