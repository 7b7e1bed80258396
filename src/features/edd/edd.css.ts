import { style } from '@vanilla-extract/css'
import { accountPage, panel } from '../../design/primitives.css'
import { vars } from '../../design/theme.css'

export const page = style([accountPage, { maxWidth: '40rem', width: '100%' }])
export const heading = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.xl })
export const text = style({ margin: 0 })
export const muted = style({ margin: 0, color: vars.color.textMuted })
export const box = style([panel, { display: 'grid', gap: vars.space.md }])
export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const success = style({ margin: 0, color: vars.color.success, fontWeight: 600 })
