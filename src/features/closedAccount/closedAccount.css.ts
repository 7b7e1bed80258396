import { style } from '@vanilla-extract/css'
import { heading, leadText, page as pageBase, text } from '../../design/primitives.css'
import { vars } from '../../design/theme.css'
export { actions, card as section, text } from '../../design/primitives.css'

export const page = style([pageBase, { maxWidth: '720px', display: 'grid', gap: vars.space.lg, paddingBottom: vars.space.xxl }])

export const title = heading.display

export const lead = style([leadText, { color: vars.color.textMuted }])

export const sectionTitle = style([text, { fontSize: vars.fontSize.xl }])

export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.sm })
