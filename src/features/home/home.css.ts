import { style } from '@vanilla-extract/css'
import { card as cardBase, heroTitle, leadText, stack } from '../../design/primitives.css'
import { media, vars } from '../../design/theme.css'

export const bannerTitle = heroTitle

export const lead = leadText

export const section = stack.md

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
