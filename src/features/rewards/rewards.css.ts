import { style } from '@vanilla-extract/css'
import { vars } from '../../design/theme.css'

export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm })
export const progress = style({ width: '100%', accentColor: vars.color.accent })

/** Focus lands here after a dialog closes (RewardsPanel): no ring for a container that is not a control. */
export const panel = style({ outline: 'none' })
