import { style } from '@vanilla-extract/css'
import { card as cardBase, heading, page as pageBase } from '../../design/primitives.css'
import { media, vars } from '../../design/theme.css'
export { form } from '../../design/form.css'
export { mutedText as lead, mutedText as status, smallText as progress, stepActions as actions } from '../../design/primitives.css'

export const page = style([pageBase, { display: 'grid', justifyItems: 'center', paddingBottom: vars.space.xxl }])

export const card = style([
  cardBase,
  { width: 'min(100%, 440px)', gap: vars.space.md, '@media': { [media.tablet]: { padding: vars.space.xl } } },
])

export const title = heading.page
