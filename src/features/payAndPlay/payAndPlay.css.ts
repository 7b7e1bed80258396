import { style } from '@vanilla-extract/css'
import { vars } from '../../design/theme.css'

export const bankFrame = style({
  width: '100%',
  minHeight: '46rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#fff',
})

/** A section's heading that reads as its first sentence: body size, not a second page title. */
export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md, fontWeight: 400, lineHeight: 1.5 })
