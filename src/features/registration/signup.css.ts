import { style } from '@vanilla-extract/css'
import { input, label } from '../../design/form.css'
export { field, form, input, label } from '../../design/form.css'
import { media, vars } from '../../design/theme.css'

export const page = style({
  width: '100%',
  maxWidth: '560px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  '@media': { [media.tablet]: { padding: `${vars.space.xl} ${vars.space.lg}` } },
})

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

export const heading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  outline: 'none',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
})

export const lead = style({ margin: 0, color: vars.color.textMuted })

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

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 700 })

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
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  alignItems: 'center',
})

export const status = style({ margin: 0, color: vars.color.success, fontWeight: 700 })

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
})

export const inlineLink = style({
  color: vars.color.link,
  textUnderlineOffset: '3px',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
})
