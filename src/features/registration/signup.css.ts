import { style } from '@vanilla-extract/css'
import { input, label } from '../../design/form.css'
import { card, heading as headings, page as pageBase } from '../../design/primitives.css'
import { focusRing, media, vars } from '../../design/theme.css'
export { field, fieldError, form, hint, input, label } from '../../design/form.css'
export { mutedText as lead, stepActions as actions } from '../../design/primitives.css'

export const page = style([pageBase, { maxWidth: '560px', '@media': { [media.tablet]: { padding: `${vars.space.xl} ${vars.space.lg}` } } }])

// minmax(0, 1fr): the unbroken step names must not widen the column past a narrow screen.
export const wizard = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg })

// A screen's parts stay items of the wizard's grid, spaced like the progress list above them.
export const screen = style({ display: 'contents' })

export const progress = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const progressItem = style({
  flex: '1 1 0',
  minWidth: 0,
  // A narrow screen shortens the other steps' names rather than breaking them mid-word.
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  paddingTop: vars.space.xs,
  borderTop: `4px solid ${vars.color.border}`,
  selectors: { '&[aria-current="step"]': { flexGrow: 2, borderTopColor: vars.color.accent, color: vars.color.text, fontWeight: 700 } },
})

export const heading = style([headings.page, { outline: 'none' }])

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
})

// Wide enough for the dialling-code label on one line, so both inputs start at the same height.
export const phoneRow = style({ display: 'grid', gridTemplateColumns: 'minmax(108px, 30%) 1fr', gap: vars.space.sm, alignItems: 'start' })

export const dateRow = style({ display: 'grid', gridTemplateColumns: '1fr 1fr 1.4fr', gap: vars.space.sm, alignItems: 'start' })

export const nowrapLabel = style([label, { whiteSpace: 'nowrap' }])

export const codeInput = style([input, { fontSize: vars.fontSize.xl, letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' }])

export const formError = style({
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
})

export const fieldset = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 0, minWidth: 0 })

export const legend = style([label, { padding: 0, marginBottom: vars.space.xs }])

export const checkbox = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', lineHeight: 1.4 })

export const checkboxInput = style({
  width: '22px',
  height: '22px',
  marginTop: '1px',
  flexShrink: 0,
  accentColor: vars.color.accent,
  selectors: { '&:focus-visible': focusRing },
})

export const status = style({ margin: 0, color: vars.color.success, fontWeight: 700 })

export const inlineLink = style({
  color: vars.color.link,
  textUnderlineOffset: '3px',
  selectors: { '&[data-focus-visible]': focusRing },
})

export const panel = style([card, { gap: vars.space.md, padding: vars.space.md, background: vars.color.surfaceRaised }])
