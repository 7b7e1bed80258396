import { style } from '@vanilla-extract/css'
import { vars } from '../../design/theme.css'
export { actions, text, mutedText } from '../../design/primitives.css'

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'start',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: `${vars.space.sm} 0`,
})
export const term = style({ color: vars.color.textMuted })
export const amount = style({
  margin: 0,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
})
export const settingsRow = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  maxWidth: '24rem',
})
export const duration = style({ whiteSpace: 'nowrap' })
