import type { Page } from '@playwright/test'

/**
 * Serves the site's pages without the data the platform inlines (server/http/boot.ts) and the
 * first paint it renders from it, as the development server does: the client then asks the API
 * for everything, so a test can make those first calls fail. Returns how many pages were served that way, so a test can show it took effect.
 */
export async function withoutInlinedData(page: Page): Promise<() => number> {
  let stripped = 0
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      const html = await response.text()
      // The data block and the first paint rendered from it (src/entry-server.tsx).
      const bare = html
        .replace(/<script type="application\/json" id="croupier-boot">[^<]*<\/script>/, '')
        .replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, '<div id="root"></div>$1')
        // The start-app script (src/public/start-app.js) waits for the first paint's frames, which no
        // longer come, and would start the app only after its 3 s fallback: the app's module script
        // goes back in its place, as in a page the platform serves without a first paint.
        .replace(/<script (?:defer src="\/start-app\.js" )?data-entry="([^"]+)"[^>]*>[\s\S]*?<\/script>/, '<script type="module" crossorigin src="$1"></script>')
      if (bare !== html) stripped++
      // The body is decoded text now: its encoding and length headers no longer apply.
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'content-encoding' && name !== 'content-length'))
      return route.fulfill({ status: response.status(), headers, body: bare })
    },
  )
  return () => stripped
}
