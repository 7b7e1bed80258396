import { style } from '@vanilla-extract/css'
import { media, vars } from '../../design/theme.css'

export const page = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space.md,
  minHeight: '60vh',
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  '@media': { [media.tablet]: { gap: vars.space.lg } },
})

export const standalone = style({ minHeight: '100vh' })

export const illustration = style({
  width: 'min(72vw, 280px)',
  height: 'auto',
})

export const code = style({
  color: vars.color.accent,
  fontWeight: 700,
  letterSpacing: '0.2em',
  fontSize: vars.fontSize.sm,
  margin: 0,
})

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  textTransform: 'uppercase',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.display } },
})

export const message = style({
  maxWidth: '36rem',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'center',
})
