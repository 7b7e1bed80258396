/**
 * Bundles openapi/root.yaml and every openapi/areas/*.yaml into openapi/dist/openapi.json.
 * Each area file holds `paths` and `components` as if it were part of one document, so local
 * `#/components/...` references work unchanged after the merge. A key defined twice is an error.
 */
import { existsSync, readFileSync, readdirSync, mkdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

type Doc = Record<string, any>

const here = dirname(fileURLToPath(import.meta.url))

function mergeSection(target: Doc, source: Doc | undefined, where: string) {
  for (const [key, value] of Object.entries(source ?? {})) {
    if (key in target) throw new Error(`${where}.${key} is defined twice`)
    target[key] = value
  }
}

export function bundleOpenApi(): Doc {
  const root: Doc = parse(readFileSync(join(here, 'root.yaml'), 'utf8'))
  root.paths ??= {}
  root.tags ??= []
  const areaDir = join(here, 'areas')
  for (const file of readdirSync(areaDir).filter((f) => f.endsWith('.yaml')).sort()) {
    const area: Doc = parse(readFileSync(join(areaDir, file), 'utf8'))
    mergeSection(root.paths, area.paths, `${file}: paths`)
    for (const tag of area.tags ?? []) root.tags.push(tag)
    for (const [section, entries] of Object.entries(area.components ?? {})) {
      root.components[section] ??= {}
      mergeSection(root.components[section], entries as Doc, `${file}: components.${section}`)
    }
  }
  return root
}

const bundledPath = join(here, 'dist', 'openapi.json')

function sourceFiles(): string[] {
  const areaDir = join(here, 'areas')
  return [join(here, 'root.yaml'), ...readdirSync(areaDir).filter((f) => f.endsWith('.yaml')).map((f) => join(areaDir, f))]
}

/**
 * The bundled document for the platform: `openapi/dist/openapi.json` when it is newer than every
 * source file (the build writes it), otherwise a fresh bundle. Parsing the YAML is the slowest
 * part of a platform start, and a stale bundle must never be served.
 */
export function loadBundledOpenApi(): Doc {
  if (existsSync(bundledPath)) {
    const bundledAt = statSync(bundledPath).mtimeMs
    if (sourceFiles().every((file) => statSync(file).mtimeMs <= bundledAt)) return JSON.parse(readFileSync(bundledPath, 'utf8'))
  }
  return bundleOpenApi()
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const doc = bundleOpenApi()
  mkdirSync(join(here, 'dist'), { recursive: true })
  writeFileSync(bundledPath, JSON.stringify(doc, null, 2))
  const operations = Object.values(doc.paths).reduce(
    (n: number, item: any) => n + ['get', 'post', 'put', 'patch', 'delete'].filter((m) => m in item).length,
    0,
  )
  console.log(`openapi/dist/openapi.json: ${Object.keys(doc.paths).length} paths, ${operations} operations`)
}
