import { style } from '@vanilla-extract/css'
import { focusRing, vars } from './theme.css'

/** Form controls shared by every flow's forms, so a field looks and behaves the same everywhere. */
export const form = style({ display: 'grid', gap: vars.space.md })

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 })

export const label = style({ fontWeight: 700, fontSize: vars.fontSize.sm })

// Both native inputs and react-aria's (which mark state with data attributes) are styled here.
export const input = style({
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible, &[data-focus-visible]': focusRing,
    '&[aria-invalid="true"], &[data-invalid]': { borderColor: vars.color.danger },
    '&[readonly]': { color: vars.color.textMuted },
  },
})

/** A field's description under its label. */
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 700 })
