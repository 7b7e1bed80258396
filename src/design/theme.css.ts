import { createGlobalTheme, createThemeContract, createVar } from '@vanilla-extract/css'
import { croupierColors, devices, layout } from './tokens'

/** The contract every brand theme fills; components read only these variables. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    border: null,
    text: null,
    textMuted: null,
    accent: null,
    onAccent: null,
    accentHover: null,
    link: null,
    focusRing: null,
    danger: null,
    success: null,
    overlay: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  fontSize: { sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  font: { body: null, display: null },
  zIndex: { header: null, popover: null, modal: null, skipLink: null },
  size: { mobileTopBar: null, contentMaxWidth: null, sportsbookMaxWidth: null },
})

/** The croupier brand: a dark casino look with high-contrast text (see tokens.test.ts). */
createGlobalTheme(':root', vars, {
  color: croupierColors,
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  fontSize: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem', display: '2.75rem' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans JP", sans-serif',
    display: 'Georgia, "Times New Roman", serif',
  },
  zIndex: { header: '10', popover: '20', modal: '30', skipLink: '40' },
  size: {
    mobileTopBar: `${layout.mobileTopBar}px`,
    contentMaxWidth: `${layout.contentMaxWidth}px`,
    sportsbookMaxWidth: `${layout.sportsbookMaxWidth}px`,
  },
})

/**
 * The room a bar fixed to the bottom of the screen takes (the lobby's bottom navigation on phones),
 * set while such a bar shows and unset elsewhere: what a page pins to the bottom stays above it,
 * `bottom: fallbackVar(bottomBarRoom, '0px')`.
 */
export const bottomBarRoom = createVar()

/** Min-width media queries by the spec's device names; mobile-first, so `mobile` is the base. */
export const media = {
  tablet: `screen and (min-width: ${devices.tablet}px)`,
  desktop: `screen and (min-width: ${devices.desktop}px)`,
  largeDesktop: `screen and (min-width: ${devices.largeDesktop}px)`,
} as const

export const focusRing = {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const
