import { style } from '@vanilla-extract/css'
import { card as cardBase, heading, page as pageBase } from '../../design/primitives.css'
import { focusRing, media, vars } from '../../design/theme.css'
export { field, fieldError, form, hint, input, label } from '../../design/form.css'
export { mutedText as lead, mutedText as status, smallText as progress, stepActions as actions } from '../../design/primitives.css'

export const page = style([pageBase, { display: 'grid', justifyItems: 'center', paddingBottom: vars.space.xxl }])

export const card = style([
  cardBase,
  { width: 'min(100%, 440px)', gap: vars.space.md, '@media': { [media.tablet]: { padding: vars.space.xl } } },
])

export const title = heading.page

export const stepTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
})

export const formError = style({
  margin: 0,
  padding: vars.space.sm,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  borderLeft: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
})
