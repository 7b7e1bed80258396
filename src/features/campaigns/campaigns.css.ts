import { style } from '@vanilla-extract/css'
import { vars } from '../../design/theme.css'

export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm })
/** A campaign's title: the card's heading, as large as the body's bold line. */
export const title = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' })
/** Focus lands here after a dialog closes: no ring for a container that is not a control. */
export const panel = style({ outline: 'none' })
/** A link styled as a button may wrap: "Choose it when you deposit" is wider than a 360 px card in some languages. */
export const wrappingLink = style({ whiteSpace: 'normal', textAlign: 'center', maxWidth: '100%' })
