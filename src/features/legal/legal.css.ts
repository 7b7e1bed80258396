import { style } from '@vanilla-extract/css'
import { heading, page as pageBase, text } from '../../design/primitives.css'
import { vars } from '../../design/theme.css'
export { smallText as meta, text } from '../../design/primitives.css'

export const page = style([pageBase, { maxWidth: '720px', display: 'grid', gap: vars.space.lg, paddingBottom: vars.space.xxl }])

export const title = heading.page

export const header = style({ display: 'grid', gap: vars.space.xs })

export const section = style({ display: 'grid', gap: vars.space.xs })

export const sectionTitle = style([text, { fontSize: vars.fontSize.lg }])

export const lead = style([text, { fontSize: vars.fontSize.lg }])

export const links = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 })

/** A link with what it names beside it (an organisation's name, its phone number), wrapping on a phone. */
export const linkItem = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `0 ${vars.space.sm}`, overflowWrap: 'anywhere' })

export const linkTitle = style([text, { fontWeight: 600 }])

export const status = style([text, { fontWeight: 600 }])
