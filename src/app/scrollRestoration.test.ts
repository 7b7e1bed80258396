import { describe, expect, it } from 'vitest'
import { keepVisitorScroll } from './scrollRestoration'

const location = { pathname: '/en-UN/bonus-terms' }

describe('keepVisitorScroll', () => {
  it('lets the router set the scroll on every render when the first paint is still at its top', () => {
    const gate = keepVisitorScroll({ scrollX: 0, scrollY: 0 })
    expect([gate({ location }), gate({ location }), gate({ location })]).toEqual([true, true, true])
  })

  it.each([
    ['scrolled down', { scrollX: 0, scrollY: 640 }],
    ['scrolled sideways', { scrollX: 12, scrollY: 0 }],
  ])('leaves the first render’s scroll to a visitor who %s, then restores as usual', (_, view) => {
    const page = { ...view }
    const gate = keepVisitorScroll(page)
    expect(gate({ location })).toBe(false)
    // Later renders are navigations: the router resets or restores, wherever the page is.
    page.scrollY = 900
    expect([gate({ location }), gate({ location })]).toEqual([true, true])
  })

  it('reads the position when the first render comes, not when the router is made', () => {
    const page = { scrollX: 0, scrollY: 0 }
    const gate = keepVisitorScroll(page)
    page.scrollY = 300
    expect(gate({ location })).toBe(false)
  })
})
