import { style } from '@vanilla-extract/css'
import { card as cardBase, leadText } from '../../design/primitives.css'
import { media, vars } from '../../design/theme.css'

export const page = style({ display: 'grid', gap: vars.space.xl })

export const banner = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'end',
  gap: vars.space.sm,
  minHeight: '260px',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: `linear-gradient(135deg, ${vars.color.surfaceRaised} 0%, #3b1d4a 55%, #5a2330 100%)`,
  '@media': { [media.tablet]: { minHeight: '340px', padding: vars.space.xxl } },
})

export const bannerImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0.45,
})

export const bannerContent = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  maxWidth: '40rem',
})

export const bannerTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  '@media': { [media.desktop]: { fontSize: vars.fontSize.display } },
})

export const lead = leadText

export const section = style({ display: 'grid', gap: vars.space.md })

export const sectionTitle = style({ fontSize: vars.fontSize.xl })

export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
})

export const card = style([cardBase, { gridTemplateRows: 'auto 1fr auto', height: '100%' }])

export const cardTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.accent })

export const body = style({ margin: 0, color: vars.color.textMuted })

export const notice = style([cardBase, { justifyItems: 'start', border: `2px solid ${vars.color.success}` }])

export const heroOffer = style({ fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.accent })
