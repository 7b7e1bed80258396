import { style } from '@vanilla-extract/css'
import { media, vars } from '../../design/theme.css'

export const page = style({
  width: '100%',
  maxWidth: '640px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
})

export const heading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
})

export const text = style({ margin: 0 })

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
})

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderLeftWidth: '6px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
