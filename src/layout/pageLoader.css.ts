import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../design/theme.css'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const wrapper = style({ display: 'grid', placeItems: 'center', minHeight: '50vh' })

export const spinner = style({
  width: '48px',
  height: '48px',
  borderRadius: '50%',
  border: `5px solid ${vars.color.surfaceRaised}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
})
