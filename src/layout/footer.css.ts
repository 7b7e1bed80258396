import { style } from '@vanilla-extract/css'
import { media, vars } from '../design/theme.css'

export const footer = style({
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const inner = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': { [media.tablet]: { padding: `${vars.space.xl} ${vars.space.lg}` } },
})

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const ageNotice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
})

export const ageBadge = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: '48px',
  height: '48px',
  borderRadius: '50%',
  border: `3px solid ${vars.color.danger}`,
  color: vars.color.text,
  fontWeight: 700,
  fontSize: vars.fontSize.md,
})

export const paragraph = style({ margin: 0, maxWidth: '60rem' })
