/**
 * `npm run mutation [-- machines/<flow> ...]`: StrykerJS over the given folders of machines/
 * (all of machines/ by default), never mutating tests, fixtures or the test tooling. Prints
 * Stryker's score table; the JSON report lands in reports/mutation/mutation.json.
 */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
const targets = process.argv.slice(2).filter((arg) => !arg.startsWith('-'))
const folders = (targets.length ? targets : ['machines']).map((t) => t.replace(/\/+$/, ''))
for (const folder of folders) {
  if (!folder.startsWith('machines')) throw new Error(`mutation testing covers machines/ only, not ${folder}`)
}
const mutate = [
  ...folders.map((folder) => `${folder}/**/*.ts`),
  '!machines/**/*.test.ts',
  '!machines/**/*.fixtures.ts',
  '!machines/**/testing.ts',
  '!machines/tooling/**',
]
const result = spawnSync(
  process.execPath,
  [resolve(root, 'node_modules/@stryker-mutator/core/bin/stryker.js'), 'run', 'tests/mutation/stryker.config.mjs', '--mutate', mutate.join(',')],
  { cwd: root, stdio: 'inherit' },
)
process.exit(result.status ?? 1)
