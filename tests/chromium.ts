import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'

/** Flags that keep Chromium quiet on a machine with no network but loopback. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Finds a Chromium to drive: $CHROMIUM_PATH, Debian's /usr/bin/chromium, or Playwright's own
 * install. Throws with the install command when there is none, rather than a cryptic launch error.
 */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  try {
    candidates.push(chromium.executablePath())
  } catch {
    // Playwright has no browser of its own installed: fine, the others may exist.
  }
  const found = candidates.find((path): path is string => Boolean(path) && existsSync(path as string))
  if (!found) {
    throw new Error(
      'No Chromium found. Install one: `sudo apt-get install -y chromium` (Debian/Ubuntu), ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    )
  }
  return found
}
