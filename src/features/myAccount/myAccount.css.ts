import { style } from '@vanilla-extract/css'
import { accountPage, panel } from '../../design/primitives.css'
import { media, vars } from '../../design/theme.css'

export const page = style([accountPage, { maxWidth: '48rem', width: '100%' }])
export const heading = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.xl })
export const groups = style({ display: 'grid', gap: vars.space.md, '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } } })
export const group = style([panel, { alignContent: 'start' }])
export const groupHeading = style({ margin: 0, fontSize: vars.fontSize.lg })
export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })
// Each link is a whole row: a comfortable target on a phone (44 px).
export const entry = style({ display: 'flex', alignItems: 'center', minHeight: '44px' })
export const unread = style({ marginInlineStart: vars.space.sm, padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.pill, background: vars.color.accent, color: vars.color.onAccent, fontSize: vars.fontSize.sm, fontWeight: 700 })
