import { style } from '@vanilla-extract/css'
import { media, vars } from '../../design/theme.css'

/** Spec 000 §9: the sportsbook is at most 1920 px wide. */
export const page = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'minmax(0, 1fr)', maxWidth: '1920px', width: '100%', marginInline: 'auto' })
export const bar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' })
export const title = style({ fontSize: vars.fontSize.lg, margin: 0 })
export const notice = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', margin: 0 })

export const stage = style({
  position: 'relative',
  width: '100%',
  height: 'calc(100dvh - 200px)',
  minHeight: '520px',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  '@media': { [media.tablet]: { height: 'calc(100dvh - 220px)', minHeight: '640px' } },
})

export const frame = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 })
