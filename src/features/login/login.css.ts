import { style } from '@vanilla-extract/css'
import { alert as alertBase, heading as headings, page as pageBase, row, stack } from '../../design/primitives.css'
import { vars } from '../../design/theme.css'
export { form } from '../../design/form.css'
export { notice, smallText as muted, text as alertBody } from '../../design/primitives.css'

export const page = style([pageBase, { maxWidth: '480px', display: 'grid', gap: vars.space.lg }])

export const heading = headings.page

export const actions = stack.sm

export const links = style([row.sm, { flexWrap: 'wrap', justifyContent: 'space-between', fontSize: vars.fontSize.sm }])

export const alert = style([alertBase, { display: 'grid', gap: vars.space.sm }])

export const alertTitle = style({ margin: 0, fontWeight: 700, color: vars.color.danger })

/** A step that replaces the form in the login dialog (moving an account). */
export const stepHeading = style({ margin: 0, fontSize: vars.fontSize.lg, outline: 'none' })

/** Text that may hold an e-mail address, which has no place to break on a phone. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' })
