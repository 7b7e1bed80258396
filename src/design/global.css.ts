import { globalStyle } from '@vanilla-extract/css'
import { focusRing, vars } from './theme.css'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('html', {
  colorScheme: 'dark',
  WebkitTextSizeAdjust: '100%',
})

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
})

globalStyle('h1, h2, h3', { lineHeight: 1.2, margin: 0 })

globalStyle('img, svg', { maxWidth: '100%', display: 'block' })

globalStyle('a', { color: vars.color.link })

globalStyle(':focus-visible', focusRing)


// react-aria's usePress wants this rule and, unless an element with the id
// `react-aria-pressable-style` exists, injects it as a `<style>` element at runtime, which the
// CSP (style-src 'self') refuses with a console error. The rule lives here instead, and the built
// page's stylesheet `<link>` carries that id (vite.config.ts, cspSafePressableStyle).
// `:where` keeps its specificity at zero, as react-aria's anonymous @layer does.
globalStyle(':where([data-react-aria-pressable])', { touchAction: 'pan-x pan-y pinch-zoom' })
