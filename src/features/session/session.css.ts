import { style } from '@vanilla-extract/css'
import { vars } from '../../design/theme.css'
export { actions, text } from '../../design/primitives.css'

export const countdown = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: vars.color.accent })
