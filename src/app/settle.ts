import { waitFor } from 'xstate'
import type { RootActors } from './rootActors'
import type { createAppRouter } from './router'

/**
 * Waits until the root actors have left their loading states (the country check, the locale
 * texts and the restored session) and the router has loaded the page (its guards, loaders and
 * route code), or `timeoutMs` passes. From data the page arrived with this takes a few
 * microtasks, so the first render is the page itself rather than its loader: the platform renders
 * its first paint from that state (entry-server.tsx), and the browser hydrates it from the same.
 */
export async function settleFirstRender(actors: RootActors, router: ReturnType<typeof createAppRouter>, timeoutMs: number): Promise<boolean> {
  const settled = Promise.all([
    waitFor(actors.countryCheck, (s) => !s.hasTag('loading')),
    waitFor(actors.localeTexts, (s) => !s.hasTag('loading')),
    waitFor(actors.authorization, (s) => !s.hasTag('loading')),
  ]).then(() => router.load()).then(() => true, () => false)
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<boolean>((done) => (timer = setTimeout(() => done(false), timeoutMs)))
  try {
    return await Promise.race([settled, timeout])
  } finally {
    clearTimeout(timer)
  }
}
