import type { Page } from '@playwright/test'

/** What happened to the page frame (header, main, footer) since `watchPageFrame`. */
export interface PageFrameWatch {
  /** The header element was taken out of the page: the frame was unmounted (form state, open flows lost). */
  headerReplaced: boolean
  /** The full-page loader stood in for the frame (app/LocaleSync.tsx renders it as the root's own child). */
  loaderShown: boolean
}

/**
 * Watches the page frame from now on, for a language change that must keep it mounted. Returns
 * what was seen so far. The header is compared by identity, so a re-render in the new language
 * passes and a remount does not.
 */
export async function watchPageFrame(page: Page): Promise<() => Promise<PageFrameWatch>> {
  // The app's own header: React has rendered or hydrated it (its fiber is on the element), so the
  // first paint being rendered afresh is not taken for a remount.
  await page.waitForFunction(() => Object.keys(document.querySelector('header') ?? {}).some((key) => key.startsWith('__reactFiber$')))
  await page.evaluate(() => {
    const header = document.querySelector('header')!
    const seen = { headerReplaced: false, loaderShown: false }
    Object.assign(window, { e2ePageFrame: seen })
    new MutationObserver(() => {
      if (!header.isConnected) seen.headerReplaced = true
      if (document.querySelector('#root > [role="status"]')) seen.loaderShown = true
    }).observe(document.body, { childList: true, subtree: true })
  })
  return () => page.evaluate(() => (window as unknown as { e2ePageFrame: PageFrameWatch }).e2ePageFrame)
}
