/**
 * TanStack Router's file routes (src/routes) and the route tree generated from them
 * (src/routeTree.gen.ts, which git does not track: docs/decisions.md). The vite plugin
 * (vite.config.ts) generates the tree in `vite build` and `vite`; `tsx router.config.ts`
 * (`npm run routes`, part of `typecheck`) generates it for tsc and the tests.
 */
import { fileURLToPath } from 'node:url'
import { Generator, getConfig } from '@tanstack/router-generator'

const root = fileURLToPath(new URL('.', import.meta.url))

/** Absolute, because the vite plugin resolves relative paths against vite's root (src/). */
export const routerPaths = {
  routesDirectory: fileURLToPath(new URL('./src/routes', import.meta.url)),
  generatedRouteTree: fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url)),
}

/** Writes the route tree of src/routes to `generatedRouteTree` (when its text changes). */
export async function generateRouteTree(generatedRouteTree = routerPaths.generatedRouteTree): Promise<void> {
  const config = getConfig({ target: 'react', ...routerPaths, generatedRouteTree }, root)
  await new Generator({ config, root }).run()
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await generateRouteTree()
