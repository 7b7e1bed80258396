import { style } from '@vanilla-extract/css'
import { alert as alertBase, heading as headings, page as pageBase } from '../../design/primitives.css'
import { vars } from '../../design/theme.css'
export { field, form, input, label } from '../../design/form.css'
export { notice, smallText as muted, text as alertBody } from '../../design/primitives.css'

export const page = style([pageBase, { maxWidth: '480px', display: 'grid', gap: vars.space.lg }])

export const heading = headings.page

export const passwordRow = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs, alignItems: 'center' })

export const actions = style({ display: 'grid', gap: vars.space.sm })

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
})

export const alert = style([alertBase, { display: 'grid', gap: vars.space.sm }])

export const alertTitle = style({ margin: 0, fontWeight: 700, color: vars.color.danger })
