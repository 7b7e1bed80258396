import { style } from '@vanilla-extract/css'
import { panel, stack } from '../../design/primitives.css'
import { media, vars } from '../../design/theme.css'

export const section = stack.sm
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg })
export const row = style([panel, { gap: vars.space.xs }])
export const period = style({ margin: 0, fontSize: vars.fontSize.md })
export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums' })
export const pending = style({ margin: 0, color: vars.color.accent })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, '@media': { [media.tablet]: { justifyContent: 'flex-start' } } })
export const message = style({ margin: 0, color: vars.color.success })
