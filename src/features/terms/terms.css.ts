import { globalStyle, style } from '@vanilla-extract/css'
import { card as cardBase, heading as headings, page as pageBase } from '../../design/primitives.css'
import { vars } from '../../design/theme.css'
export { alert, mutedText, text } from '../../design/primitives.css'

export const page = style([pageBase, { maxWidth: '640px', display: 'grid', gap: vars.space.md }])

export const heading = headings.page

/** The terms step inside the login dialog: the same parts, closer together. */
export const step = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })

export const stepHeading = style({ margin: 0, fontSize: vars.fontSize.lg, outline: 'none' })

export const card = style([cardBase, { padding: vars.space.md }])

export const versionTitle = style({ margin: 0, fontSize: vars.fontSize.md })

/** Accept and Decline: side by side where they fit, each wrapping its words on a phone. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

globalStyle(`${actions} > *`, { whiteSpace: 'normal', textAlign: 'center', paddingBlock: vars.space.xs })
