import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { machineRegistry } from '../registry'
import { renderIndex, renderPage, reviewProblems } from './statechart'

/**
 * `npm run statecharts` writes docs/statecharts/ from machines/registry.ts;
 * `npm run statecharts -- --check` changes nothing and exits 1 naming every stale, missing or
 * extra page, so CI catches a machine whose documentation was not regenerated, and every state or
 * transition without a description and every unnamed guard, so the page stays readable.
 */
const outDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs/statecharts')

function expectedPages(): Map<string, string> {
  const pages = new Map<string, string>()
  for (const entry of machineRegistry) pages.set(`${entry.id}.md`, renderPage(entry))
  pages.set('README.md', renderIndex(machineRegistry))
  return pages
}

function existingPages(): string[] {
  return existsSync(outDir) ? readdirSync(outDir).filter((name) => name.endsWith('.md')) : []
}

/** Every undescribed state or transition and every unnamed guard, machine by machine. */
function unreadable(): string[] {
  return machineRegistry.flatMap((entry) => reviewProblems(entry.machine))
}

function check(): number {
  const expected = expectedPages()
  const unclear = unreadable()
  if (unclear.length) {
    console.error(`A compliance reviewer could not read these; describe or name them:\n${unclear.join('\n')}`)
  }
  const problems: string[] = []
  for (const [name, content] of expected) {
    const path = join(outDir, name)
    if (!existsSync(path)) problems.push(`missing: docs/statecharts/${name}`)
    else if (readFileSync(path, 'utf8') !== content) problems.push(`stale:   docs/statecharts/${name}`)
  }
  for (const name of existingPages()) {
    if (!expected.has(name)) problems.push(`extra:   docs/statecharts/${name}`)
  }
  if (problems.length) console.error(`Statecharts are out of date; run \`npm run statecharts\`:\n${problems.join('\n')}`)
  if (problems.length || unclear.length) return 1
  console.log(`Statecharts are current (${expected.size} pages).`)
  return 0
}

function write(): number {
  const unclear = unreadable()
  if (unclear.length) console.warn(`Still to describe or name (\`--check\` fails on these):\n${unclear.join('\n')}`)
  const expected = expectedPages()
  mkdirSync(outDir, { recursive: true })
  for (const name of existingPages()) if (!expected.has(name)) rmSync(join(outDir, name))
  for (const [name, content] of expected) writeFileSync(join(outDir, name), content)
  console.log(`Wrote ${expected.size} pages to docs/statecharts/.`)
  return 0
}

process.exitCode = process.argv.includes('--check') ? check() : write()
