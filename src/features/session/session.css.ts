import { style } from '@vanilla-extract/css'
import { media, vars } from '../../design/theme.css'
import { visuallyHidden } from '../../design/utilities.css'
export { actions, text } from '../../design/primitives.css'

export const countdown = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: vars.color.accent })

/**
 * The header's Log out on phones: an exit icon with the name for assistive technology only, as the
 * header's Deposit is a plus; from the tablet breakpoint the words. With the locale switch, the
 * balance and Deposit the 360 px bar then holds a balance of 100,000.00 kr (it overflowed at 2,000.00).
 */
export const logoutButton = style({
  minWidth: '44px',
  '@media': { 'screen and (max-width: 767.98px)': { padding: 0 } },
})
export const logoutIcon = style({
  width: '20px',
  height: '20px',
  '@media': { [media.tablet]: { display: 'none' } },
})
export const logoutLabel = style([
  visuallyHidden,
  { '@media': { [media.tablet]: { position: 'static', width: 'auto', height: 'auto', margin: 0, overflow: 'visible', clip: 'auto' } } },
])
