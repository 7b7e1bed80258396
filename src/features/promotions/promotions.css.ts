import { style } from '@vanilla-extract/css'
import { card as cardBase, heading, page as pageBase, text } from '../../design/primitives.css'
import { vars } from '../../design/theme.css'

export const page = style([pageBase, { display: 'grid', gap: vars.space.lg, paddingBottom: vars.space.xxl }])

export const title = heading.page

export const header = style({ display: 'grid', gap: vars.space.xs })

export const filters = style({ display: 'grid', gap: vars.space.sm })

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 })

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&[aria-current="page"]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.onAccent },
  },
})

export const filterLabel = style([text, { color: vars.color.textMuted, fontSize: vars.fontSize.sm }])

/** The same grid as the home page's promotion cards: one column, two from the tablet, three on desktop. */
export { cards } from '../home/home.css'

export const card = style([cardBase, { gridTemplateRows: 'auto auto 1fr auto', height: '100%' }])

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg })

export const body = style([text, { color: vars.color.textMuted }])

export const tags = style([text, { color: vars.color.textMuted, fontSize: vars.fontSize.sm }])

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })

export const detail = style({ display: 'grid', gap: vars.space.md, maxWidth: '720px' })
