/**
 * The croupier brand's raw values. Kept free of vanilla-extract so tests can check contrast and
 * breakpoints in plain Node; theme.css.ts turns them into CSS variables.
 */
export const croupierColors = {
  background: '#0b0f1a',
  surface: '#151b2c',
  surfaceRaised: '#1f2740',
  border: '#3a4563',
  text: '#f4f6fb',
  textMuted: '#b4bccd',
  accent: '#f5c542',
  onAccent: '#1a1300',
  accentHover: '#ffd866',
  link: '#8fd0ff',
  focusRing: '#5ec8ff',
  danger: '#ff8080',
  success: '#6ee7a8',
  overlay: 'rgba(5, 8, 15, 0.8)',
} as const

/** Text / background pairs the UI actually uses; each must meet WCAG AA (4.5:1 for body text). */
export const contrastPairs: ReadonlyArray<[keyof typeof croupierColors, keyof typeof croupierColors]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['accent', 'background'],
  ['accent', 'surface'],
  ['onAccent', 'accent'],
  ['onAccent', 'accentHover'],
  ['link', 'background'],
  ['link', 'surface'],
  ['danger', 'surface'],
  ['success', 'surface'],
]

/** The spec's breakpoints (min widths in px) by name. */
export const breakpoints = {
  xs: 0,
  sm: 320,
  md: 768,
  lg: 1024,
  xl: 1440,
} as const

/** The spec's device names for the same widths. */
export const devices = {
  mobile: breakpoints.sm,
  tablet: breakpoints.md,
  desktop: breakpoints.lg,
  largeDesktop: breakpoints.xl,
} as const

export const layout = {
  sportsbookMaxWidth: 1920,
  mobileTopBar: 56,
  contentMaxWidth: 1280,
} as const

/** WCAG 2.x contrast ratio of two opaque hex colours. */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

function luminance(hex: string): number {
  const value = Number.parseInt(hex.replace('#', ''), 16)
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
}
