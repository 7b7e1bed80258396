import { style } from '@vanilla-extract/css'
import { accountPage, panel } from '../../design/primitives.css'
import { media, vars } from '../../design/theme.css'
export { form } from '../../design/form.css'
export { actions, mutedText as lead, notice as success } from '../../design/primitives.css'

export const page = style([accountPage, { maxWidth: '40rem' }])
export const heading = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.xl })
export const section = style([panel, { gap: vars.space.md, '@media': { [media.tablet]: { padding: vars.space.lg } } }])
export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg })
export const phoneRow = style({ display: 'grid', gridTemplateColumns: 'minmax(5.5rem, 1fr) 3fr', gap: vars.space.sm, alignItems: 'start' })
export const channels = style({ display: 'grid', gap: vars.space.md, '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } } })
export const channel = style({ margin: 0, padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, display: 'grid', gap: vars.space.xs })
export const legend = style({ fontWeight: 600, padding: `0 ${vars.space.xs}` })
export const addressRow = style({ display: 'grid', gap: vars.space.sm, alignItems: 'start', '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(8rem, 1fr) 2fr' } } })
export const activity = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
