import { style, styleVariants } from '@vanilla-extract/css'
import { focusRing, media, vars } from './theme.css'

/** react-aria's hover (pointer only), or a native element's hover where the pointer can hover. */
const hovered = '&[data-hovered], &:not([data-rac]):hover'
/** react-aria's keyboard-only focus, or a native element's `:focus-visible`. */
const focusVisible = '&[data-focus-visible], &:not([data-rac]):focus-visible'

/** No outline, but the focus ring on keyboard focus: react-aria's, or a native element's. */
export const focusable = style({ outline: 'none', selectors: { [focusVisible]: focusRing } })

/** Parts one under another (`stack`) or side by side (`row`), a space of the theme apart. */
export const stack = styleVariants(vars.space, (gap) => ({ display: 'grid', gap }))
export const row = styleVariants(vars.space, (gap) => ({ display: 'flex', gap }))

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
    // Native elements (`:focus-visible`, `:hover` on a pointer that hovers, `:disabled`) and react-aria's data attributes.
    [focusVisible]: focusRing,
    '&:not([data-rac]):disabled, &[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
})

export const button = styleVariants({
  primary: [
    buttonBase,
    {
      background: vars.color.accent,
      color: vars.color.onAccent,
      selectors: { [hovered]: { background: vars.color.accentHover } },
    },
  ],
  secondary: [
    buttonBase,
    {
      background: 'transparent',
      color: vars.color.text,
      borderColor: vars.color.border,
      selectors: { [hovered]: { borderColor: vars.color.accent } },
    },
  ],
  quiet: [
    buttonBase,
    {
      background: 'transparent',
      color: vars.color.text,
      selectors: { [hovered]: { background: vars.color.surfaceRaised } },
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
    [focusVisible]: focusRing,
    [hovered]: { color: vars.color.text },
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

export const menuItem = style([
  row.md,
  {
    justifyContent: 'space-between',
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
  },
])

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

export const tabPanel = style([focusable, { paddingTop: vars.space.md }])

/*
 * Page content. Every feature page is built from these; a feature stylesheet composes them
 * (`style([card, { … }])`) for what is its own, so the pages cannot drift apart one copy at a time.
 */

/** A centred single column; the page composes in its own maximum width. */
export const page = style({
  width: '100%',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  '@media': { [media.tablet]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
})

const headingBase = style({ margin: 0, fontFamily: vars.font.display })

/** `page` titles a form or a flow; `display` is the larger title of a page that is a message. */
export const heading = styleVariants({
  page: [headingBase, { fontSize: vars.fontSize.xl, '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } } }],
  display: [headingBase, { fontSize: vars.fontSize.xxl, '@media': { [media.tablet]: { fontSize: vars.fontSize.display } } }],
})

export const text = style({ margin: 0 })

/** Secondary copy: the line under a title, a step's explanation. */
export const mutedText = style([text, { color: vars.color.textMuted }])

/** Small print: progress, status lines, metadata. */
export const smallText = style([mutedText, { fontSize: vars.fontSize.sm }])

export const leadText = style([text, { fontSize: vars.fontSize.lg }])

/** A My-account page (cashier, limits, history): its parts in a centred column of the page's own maximum width. */
export const accountPage = style({
  display: 'grid',
  gap: vars.space.md,
  margin: '0 auto',
  '@media': { [media.tablet]: { paddingTop: vars.space.lg } },
})

/** A bordered box on the surface: a form, a figure or a row of a list; features compose their own spacing. */
export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

/** A page's larger box: a panel with more room. */
export const card = style([panel, { padding: vars.space.lg, borderRadius: vars.radius.lg }])

/** The title over a page's banner art (the lobby's hero, the home page's words in it). */
export const heroTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  '@media': { [media.desktop]: { fontSize: vars.fontSize.display } },
})

/** A boxed message with a thick leading edge: an error the player must read, or good news. */
export const alert = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderLeftWidth: '6px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
})

export const notice = style([alert, { borderColor: vars.color.success }])

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

/** A step's Back and Continue: the primary call ends up first when the row wraps on a phone. */
export const stepActions = style([actions, { flexWrap: 'wrap-reverse', justifyContent: 'space-between', alignItems: 'center' }])
