import { style } from '@vanilla-extract/css'
import { media, vars } from '../../design/theme.css'

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '32rem',
  margin: '0 auto',
  '@media': { [media.tablet]: { paddingTop: vars.space.lg } },
})

export const heading = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.xl })

export const balanceLine = style({ margin: 0, color: vars.color.textMuted })

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [media.tablet]: { padding: vars.space.lg } },
})

export const status = style({ margin: 0 })

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.sm,
})

export const success = style([notice, { borderLeftColor: vars.color.success }])
