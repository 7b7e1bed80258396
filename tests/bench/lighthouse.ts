import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromiumArgs, findChromium } from '../chromium'

const root = resolve(import.meta.dirname, '../..')

export interface LighthouseFigures {
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Performance score, 0-100. */
  score: number
  /** Accessibility score, 0-1. */
  accessibility: number
  requests: number
  transferBytes: number
  /** Requests the page started before its first contentful paint (observed, unthrottled timeline). */
  requestsBeforePaint: number
}

/**
 * Lighthouse's mobile run (its default form factor and simulated slow 4G with 4x CPU slowdown) of
 * the performance and accessibility categories for one URL.
 */
export async function runLighthouse(url: string, attempts = 3): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url)
    } catch (error) {
      // Lighthouse's own runtime errors (NO_NAVSTART, a lost trace) come and go on a busy machine.
      if (attempt >= attempts) throw error
      console.error(`lighthouse failed on ${url} (${(error as Error).message}); trying again`)
    }
  }
}

async function runLighthouseOnce(url: string): Promise<LighthouseFigures> {
  const outDir = mkdtempSync(join(tmpdir(), 'croupier-lh-'))
  const report = join(outDir, 'report.json')
  const flags = ['--headless=new', ...chromiumArgs].join(' ')
  try {
    await new Promise<void>((done, fail) => {
      const child = spawn(
        process.execPath,
        [join(root, 'node_modules/lighthouse/cli/index.js'), url, '--quiet', '--only-categories=performance,accessibility',
          '--output=json', `--output-path=${report}`, `--chrome-flags=${flags}`],
        { cwd: root, env: { ...process.env, CHROME_PATH: findChromium() }, stdio: ['ignore', 'ignore', 'inherit'] },
      )
      child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`lighthouse exited with ${code}`))))
    })
    const lhr = JSON.parse(readFileSync(report, 'utf8'))
    const audit = (id: string) => Number(lhr.audits[id].numericValue)
    const requests = (lhr.audits['network-requests']?.details?.items ?? []) as { rendererStartTime?: number; transferSize?: number; url: string }[]
    const observedFcp = Number(lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? Number.NaN)
    return {
      accessibility: Number(lhr.categories.accessibility.score),
      requests: requests.filter((r) => !r.url.startsWith('data:')).length,
      transferBytes: requests.reduce((n, r) => n + (r.transferSize ?? 0), 0),
      requestsBeforePaint: requests.filter((r) => !r.url.startsWith('data:') && (r.rendererStartTime ?? Infinity) < observedFcp).length,
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      score: Math.round(Number(lhr.categories.performance.score) * 100),
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}
