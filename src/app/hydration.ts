import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False while the page is the platform's first paint (on the server, and in the browser while React
 * hydrates it), true once the app runs. A control that only works with the app's code (a menu, a
 * panel) is disabled until then, so a press on the first paint is not silently lost; links work
 * without it. A page the browser renders itself is true from its first render.
 *
 * @example <button disabled={!useHydrated()}>…</button>
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false)
}
