import { style } from '@vanilla-extract/css'
import { card, smallText } from '../../design/primitives.css'
import { media, vars } from '../../design/theme.css'

export const page = style({ display: 'grid', gap: vars.space.lg })

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between' })

export const actors = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
})

export const actor = style([card, { padding: vars.space.md, borderRadius: vars.radius.md, minWidth: 0 }])

export const actorTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.accent })

export const meta = style([smallText, { overflowWrap: 'anywhere' }])

export const value = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.background,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  overflowX: 'auto',
})

export const events = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
})
