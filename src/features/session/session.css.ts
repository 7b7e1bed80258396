import { style } from '@vanilla-extract/css'
import { vars } from '../../design/theme.css'

export const text = style({ margin: 0 })

export const countdown = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: vars.color.accent })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
