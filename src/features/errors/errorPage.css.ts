import { style } from '@vanilla-extract/css'
import { actions as actionsBase, heading, leadText } from '../../design/primitives.css'
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

export const title = style([heading.display, { textTransform: 'uppercase' }])

export const message = style([leadText, { maxWidth: '36rem', color: vars.color.textMuted }])

export const actions = style([actionsBase, { justifyContent: 'center' }])
