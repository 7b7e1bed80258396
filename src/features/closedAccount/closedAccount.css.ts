import { style } from '@vanilla-extract/css'
import { media, vars } from '../../design/theme.css'

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  width: 'min(100%, 720px)',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  '@media': { [media.tablet]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
})

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.display } },
})

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted })

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
})

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl })

export const text = style({ margin: 0 })

export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.sm })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
