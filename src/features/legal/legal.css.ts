import { style } from '@vanilla-extract/css'
import { heading, page as pageBase, text } from '../../design/primitives.css'
import { vars } from '../../design/theme.css'
export { smallText as meta, text } from '../../design/primitives.css'

export const page = style([pageBase, { maxWidth: '720px', display: 'grid', gap: vars.space.lg, paddingBottom: vars.space.xxl }])

export const title = heading.page

export const header = style({ display: 'grid', gap: vars.space.xs })

export const section = style({ display: 'grid', gap: vars.space.xs })

export const sectionTitle = style([text, { fontSize: vars.fontSize.lg }])
