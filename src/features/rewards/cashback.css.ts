import { style } from '@vanilla-extract/css'
import { vars } from '../../design/theme.css'

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg })
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm })
export const progress = style({ width: '100%', accentColor: vars.color.accent })
