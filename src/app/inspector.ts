import type { Inspect } from './rootActors'

/**
 * `?inspect` in development opens the Stately inspector in a new window. The import is dynamic and
 * behind import.meta.env.DEV, so production bundles carry none of it.
 */
export async function loadDevInspector(search: string): Promise<Inspect | undefined> {
  if (!import.meta.env.DEV || !new URLSearchParams(search).has('inspect')) return undefined
  const { createBrowserInspector } = await import('@statelyai/inspect')
  const inspector = createBrowserInspector()
  return (event) => inspector.inspect.next?.(event)
}
