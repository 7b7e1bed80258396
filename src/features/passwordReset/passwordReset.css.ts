import { style } from '@vanilla-extract/css'
export { field, form, input, label } from '../../design/form.css'
import { focusRing, media, vars } from '../../design/theme.css'

export const page = style({
  display: 'grid',
  justifyItems: 'center',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  '@media': { [media.tablet]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
})

export const card = style({
  width: 'min(100%, 440px)',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
})

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
})

export const progress = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const stepTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
})

export const lead = style({ margin: 0, color: vars.color.textMuted })

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 700 })

export const formError = style({
  margin: 0,
  padding: vars.space.sm,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  borderLeft: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  alignItems: 'center',
})

export const status = style({ margin: 0, color: vars.color.textMuted })
