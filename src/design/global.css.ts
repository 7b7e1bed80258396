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

