import { globalStyle, style } from '@vanilla-extract/css'
import { accountPage, panel } from '../../design/primitives.css'
import { media, vars } from '../../design/theme.css'

export const page = style([accountPage, { maxWidth: '40rem', width: '100%' }])
export const heading = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.xl })
export const intro = style({ margin: 0, color: vars.color.textMuted })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md })
export const item = style([panel, { '@media': { [media.tablet]: { padding: vars.space.lg } } }])
export const itemHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.xs })
export const kind = style({ margin: 0, fontSize: vars.fontSize.lg })
export const status = style({ margin: 0, fontWeight: 600 })
export const asked = style([status, { color: vars.color.accent }])
export const done = style([status, { color: vars.color.success }])
export const quiet = style({ margin: 0, color: vars.color.textMuted })
export const rejection = style({
  margin: 0,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.sm,
})
export const fileLabel = style({ fontWeight: 600 })
export const fileInput = style({
  maxWidth: '100%',
  minHeight: '44px',
  padding: vars.space.xs,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  background: vars.color.background,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
})
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const progress = style({ margin: 0 })
export const received = style({ margin: 0, color: vars.color.success })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
// A button's label keeps to one line elsewhere; here a long one wraps within a 360 px screen.
globalStyle(`${actions} > button`, { whiteSpace: 'normal', maxWidth: '100%' })
