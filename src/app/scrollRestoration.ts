/** What the router's `scrollRestoration` option may be: asked before each render's scroll is set. */
export type ScrollRestorationGate = (options: { location: unknown }) => boolean

/**
 * The router's scroll restoration, minus one case: its first render (the app taking over the
 * platform's first paint, or replacing it) when the page is no longer at its top — the visitor
 * has started reading, or the browser restored the position on a reload. The router would put
 * the page back at the top (or a stored position) under the reader, and a tap landing in that
 * moment hits whatever then sits under the finger: on a slow phone the first paint is on screen
 * for a second or more before the app is ready. Every later render restores and resets as the
 * router does.
 *
 * @example createRouter({ routeTree, scrollRestoration: keepVisitorScroll(window) })
 */
export function keepVisitorScroll(view: { readonly scrollX: number; readonly scrollY: number }): ScrollRestorationGate {
  let firstRender = true
  return () => {
    if (!firstRender) return true
    firstRender = false
    return view.scrollX === 0 && view.scrollY === 0
  }
}
