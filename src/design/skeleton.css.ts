import { keyframes, style } from '@vanilla-extract/css'
import { vars } from './theme.css'

const pulse = keyframes({ '50%': { opacity: 0.55 } })

export const skeleton = style({ display: 'grid', gap: vars.space.md })

export const field = style({ display: 'grid', gap: vars.space.xs })

const block = style({
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const label = style([block, { width: '40%', height: '0.875rem' }])
export const input = style([block, { height: '44px' }])
export const action = style([block, { justifySelf: 'end', width: '8rem', height: '44px', borderRadius: vars.radius.pill }])
