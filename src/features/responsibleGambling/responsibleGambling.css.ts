import { style } from '@vanilla-extract/css'
import { panel, stack } from '../../design/primitives.css'
import { media, vars } from '../../design/theme.css'

export const page = style({ maxWidth: '48rem', width: '100%' })
/** The two choices side by side from tablet width, stacked on a phone. */
export const choices = style({ display: 'grid', gap: vars.space.md, '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } } })
export const section = style([panel, { alignContent: 'start' }])
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg })
export const fields = stack.sm
