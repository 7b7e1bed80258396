import { style } from '@vanilla-extract/css'
import { media, vars } from '../../design/theme.css'
import { visuallyHidden } from '../../design/utilities.css'

export const headerBalance = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  margin: 0,
  lineHeight: 1.15,
  position: 'relative',
})

/** Phones show the amount alone; the label stays for screen readers. */
export const headerBalanceLabel = style([
  visuallyHidden,
  {
    '@media': {
      [media.tablet]: { position: 'static', width: 'auto', height: 'auto', margin: 0, overflow: 'visible', clip: 'auto', fontSize: vars.fontSize.sm, color: vars.color.textMuted },
    },
  },
])

export const headerBalanceAmount = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

export const headerBalanceLag = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const depositButton = style({
  minWidth: '44px',
  padding: 0,
  fontSize: vars.fontSize.lg,
  '@media': { [media.tablet]: { padding: `0 ${vars.space.md}`, fontSize: 'inherit' } },
})

export const depositIcon = style({ '@media': { [media.tablet]: { display: 'none' } } })

export const depositLabel = style([
  visuallyHidden,
  { '@media': { [media.tablet]: { position: 'static', width: 'auto', height: 'auto', margin: 0, overflow: 'visible', clip: 'auto' } } },
])
