import { style } from '@vanilla-extract/css'
import { card as cardBase, heading as headings, page as pageBase } from '../../design/primitives.css'
import { vars } from '../../design/theme.css'
export { actions, alert, text } from '../../design/primitives.css'

export const page = style([pageBase, { maxWidth: '640px', display: 'grid', gap: vars.space.md }])

export const heading = headings.page

export const card = style([cardBase, { padding: vars.space.md }])
