import { style } from '@vanilla-extract/css'
export { field, form, input, label } from '../../design/form.css'
import { media, vars } from '../../design/theme.css'

export const page = style({
  width: '100%',
  maxWidth: '480px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
})

export const heading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
})

export const passwordRow = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs, alignItems: 'center' })

export const actions = style({ display: 'grid', gap: vars.space.sm })

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
})

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
  border: `1px solid ${vars.color.danger}`,
  borderLeftWidth: '6px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
})

export const alertTitle = style({ margin: 0, fontWeight: 700, color: vars.color.danger })

export const alertBody = style({ margin: 0 })

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.success}`,
  borderLeftWidth: '6px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
})

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
