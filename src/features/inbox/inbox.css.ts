import { style } from '@vanilla-extract/css'
import { accountPage, panel } from '../../design/primitives.css'
import { vars } from '../../design/theme.css'
export { actions, mutedText as lead } from '../../design/primitives.css'

export const page = style([accountPage, { maxWidth: '48rem', width: '100%' }])
export const heading = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.xl })
export const views = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' })
export const view = style({
  display: 'inline-flex', alignItems: 'center', minHeight: '44px', padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`, color: vars.color.text, textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.surfaceRaised, borderColor: vars.color.accent, fontWeight: 600 } },
})
export const box = style([panel, { padding: 0, overflow: 'hidden', gap: 0 }])
// The CRM's page scrolls inside its frame; tall enough for several messages on a phone.
export const frame = style({ display: 'block', width: '100%', height: '26rem', border: 0, background: vars.color.surface })
export const status = style({ margin: 0, padding: vars.space.md, color: vars.color.textMuted })
