import { style } from '@vanilla-extract/css'
import { media, vars } from '../../design/theme.css'

export const page = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'minmax(0, 1fr)' })

export const bar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' })
export const title = style({ fontSize: vars.fontSize.lg, margin: 0 })
export const meta = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' })
export const balance = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: vars.color.success })

export const stage = style({
  position: 'relative',
  width: '100%',
  height: 'calc(100dvh - 180px)',
  minHeight: '480px',
  background: '#000',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  selectors: { '&:fullscreen': { height: '100dvh', borderRadius: 0 } },
  '@media': { [media.tablet]: { height: 'calc(100dvh - 220px)', minHeight: '560px' } },
})

export const frame = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 })

export const menuNote = style({ margin: 0, color: vars.color.textMuted })
export const menuList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const menuActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const menuFigures = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
})
export const menuBody = style({ display: 'grid', gap: vars.space.md })
