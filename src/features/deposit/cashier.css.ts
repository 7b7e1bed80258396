import { style } from '@vanilla-extract/css'
import { accountPage, panel } from '../../design/primitives.css'
import { media, vars } from '../../design/theme.css'

export const page = style([accountPage, { maxWidth: '32rem' }])

export const heading = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.xl })

export const balanceLine = style({ margin: 0, color: vars.color.textMuted })

export const form = style([panel, { gap: vars.space.md, '@media': { [media.tablet]: { padding: vars.space.lg } } }])

export const status = style({ margin: 0 })

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.sm,
})

export const success = style([notice, { borderLeftColor: vars.color.success }])
