import { style } from '@vanilla-extract/css'
import { card, page as pageBase, row as inRow, stack } from '../../design/primitives.css'
import { focusRing, media, vars } from '../../design/theme.css'
export { fieldError, fieldset, form, hint, legend } from '../../design/form.css'
export { mutedText as lead, stepActions as actions } from '../../design/primitives.css'

export const page = style([pageBase, { maxWidth: '560px', '@media': { [media.tablet]: { padding: `${vars.space.xl} ${vars.space.lg}` } } }])

// minmax(0, 1fr): the unbroken step names must not widen the column past a narrow screen.
export const wizard = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg })

// A screen's parts stay items of the wizard's grid, spaced like the progress list above them.
export const screen = style({ display: 'contents' })

export const progress = stack.xs

export const progressLabel = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const progressBar = inRow.xs

export const progressItem = style({
  flex: '1 1 0',
  height: '4px',
  borderRadius: '2px',
  background: vars.color.border,
  selectors: { '&[data-done]': { background: vars.color.accent } },
})

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
})

// Wide enough for the dialling-code label on one line, so both inputs start at the same height.
export const phoneRow = style({ display: 'grid', gridTemplateColumns: 'minmax(108px, 30%) 1fr', gap: vars.space.sm, alignItems: 'start' })

export const dateRow = style({ display: 'grid', gridTemplateColumns: '1fr 1fr 1.4fr', gap: vars.space.sm, alignItems: 'start' })

export const status = style({ margin: 0, color: vars.color.success, fontWeight: 700 })

export const inlineLink = style({
  color: vars.color.link,
  textUnderlineOffset: '3px',
  selectors: { '&[data-focus-visible], &:focus-visible': focusRing },
})

export const panel = style([card, { gap: vars.space.md, padding: vars.space.md, background: vars.color.surfaceRaised }])
