import { style, styleVariants } from '@vanilla-extract/css'
import { focusRing, vars } from './theme.css'

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: '2px solid transparent',
  borderRadius: vars.radius.pill,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
})

export const button = styleVariants({
  primary: [
    buttonBase,
    {
      background: vars.color.accent,
      color: vars.color.onAccent,
      selectors: { '&[data-hovered]': { background: vars.color.accentHover } },
    },
  ],
  secondary: [
    buttonBase,
    {
      background: 'transparent',
      color: vars.color.text,
      borderColor: vars.color.border,
      selectors: { '&[data-hovered]': { borderColor: vars.color.accent } },
    },
  ],
  quiet: [
    buttonBase,
    {
      background: 'transparent',
      color: vars.color.text,
      selectors: { '&[data-hovered]': { background: vars.color.surfaceRaised } },
    },
  ],
})

export const link = style({
  color: vars.color.link,
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]': { color: vars.color.text },
  },
})

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
})

export const modal = style({
  width: 'min(100%, 480px)',
  maxHeight: '90vh',
  overflow: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: '0 24px 64px rgba(0, 0, 0, 0.5)',
})

export const dialog = style({
  padding: vars.space.lg,
  outline: 'none',
  display: 'grid',
  gap: vars.space.md,
})

export const dialogHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
})

export const popover = style({
  zIndex: vars.zIndex.popover,
  minWidth: '220px',
  maxHeight: '70vh',
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 12px 32px rgba(0, 0, 0, 0.5)',
})

export const menu = style({ padding: vars.space.xs, outline: 'none' })

export const menuSection = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}`, marginTop: vars.space.xs } },
})

export const menuSectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: 700,
})

export const menuItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surface },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: 700, color: vars.color.accent },
  },
})

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
})

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  borderBottom: '3px solid transparent',
  selectors: {
    '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.accent },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
})

export const tabPanel = style({
  paddingTop: vars.space.md,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
})
