import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import type { AxeResults } from 'axe-core'

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe in the page itself, injected once per document: a flow's later steps (same document) reuse
 * it. AxeBuilder's default run injects axe afresh and opens a blank page to gather frame results,
 * 4–8× slower on this machine (5 s against 0.6 s on the lobby), and a page with one frame has no
 * frame results to gather. Only violations are serialised back.
 */
async function analyzeInPage(page: Page): Promise<AxeResults> {
  const injected = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')
  if (!injected) await page.evaluate(axeSource)
  return page.evaluate(
    (values) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values },
        resultTypes: ['violations'],
      }),
    tags,
  )
}

/**
 * Fails on any serious or critical axe violation, naming the rule and the offending nodes. A page
 * with frames (a game) goes through AxeBuilder, which also checks inside cross-origin frames.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = page.frames().length > 1 ? await new AxeBuilder({ page }).withTags(tags).analyze() : await analyzeInPage(page)
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious, `axe violations on ${page.url()}`).toEqual([])
}
