import { style } from '@vanilla-extract/css'
import { alert } from './primitives.css'
import { focusRing, media, vars } from './theme.css'

/** Form controls shared by every flow's forms, so a field looks and behaves the same everywhere. */
export const form = style({ display: 'grid', gap: vars.space.md })

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 })

export const label = style({ fontWeight: 700, fontSize: vars.fontSize.sm })

/** A label that must stay on one line (a short one above a narrow control). */
export const nowrapLabel = style([label, { whiteSpace: 'nowrap' }])

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

/** A one-time code: large, spaced digits that are easy to compare with the message. */
export const codeInput = style([input, { fontSize: vars.fontSize.xl, letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' }])

/** The input and its show/hide button side by side. */
export const revealRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.xs, alignItems: 'center' })

/** A field's description under its label. */
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 700 })

/** Fields that belong together (a date, a phone number) under one legend. */
export const fieldset = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 0, minWidth: 0 })

export const legend = style([label, { padding: 0, marginBottom: vars.space.xs }])

export const checkbox = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', lineHeight: 1.4 })

export const checkboxInput = style({
  width: '22px',
  height: '22px',
  margin: '1px 0 0',
  flexShrink: 0,
  accentColor: vars.color.accent,
  selectors: { '&:focus-visible': focusRing },
})

/**
 * The error about a whole form, in the design system's alert box (a thick leading edge): the same
 * look at login, sign-up and password reset.
 */
export const formError = style([alert, { display: 'grid', gap: vars.space.xs }])

export const formErrorMessage = style({ margin: 0, fontWeight: 700 })

/** A flow step's heading: it takes focus when the step changes, so only keyboard focus shows a ring. */
export const stepHeading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xl } },
})

/** On a page of its own the step heading is the page's title. */
export const pageStepHeading = style([stepHeading, { fontSize: vars.fontSize.xl, '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } } }])
