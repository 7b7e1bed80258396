import { keyframes, style } from '@vanilla-extract/css'
import { vars } from './theme.css'

const shimmer = keyframes({ '0%': { opacity: 0.45 }, '50%': { opacity: 0.8 }, '100%': { opacity: 0.45 } })

export const lines = style({ display: 'grid', gap: vars.space.md })

export const line = style({
  height: '44px',
  borderRadius: vars.radius.sm,
  background: vars.color.border,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const shortLine = style([line, { width: '60%', height: '20px' }])
