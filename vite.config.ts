import { fileURLToPath } from 'node:url'
import { resolve } from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import type { Plugin } from 'vite'
import { precompressDir } from './server/http/precompress.ts'
import { routerPaths } from './router.config.ts'

const outDir = fileURLToPath(new URL('./dist/client', import.meta.url))

/** Brotli and gzip copies of every text asset, once per build (server/http/precompress.ts). */
function precompress(): Plugin {
  // The folder this build writes: `--outDir` may move it (the production-bundle test builds elsewhere).
  let written = outDir
  // The server build (entry-server.tsx) is read from disk by the platform, never sent.
  let ssr = false
  return {
    name: 'croupier:precompress',
    apply: 'build',
    configResolved(config) {
      written = resolve(config.root, config.build.outDir)
      ssr = Boolean(config.build.ssr)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (ssr) return
        const t = precompressDir(written)
        this.info(`precompressed ${t.files} files: ${(t.raw / 1024).toFixed(0)} KB → ${(t.br / 1024).toFixed(0)} KB brotli, ${(t.gz / 1024).toFixed(0)} KB gzip`)
      },
    },
  }
}

/**
 * Gives the page's stylesheet link the id react-aria's usePress looks for before injecting its
 * `touch-action` rule as a `<style>` element (refused by the CSP): the rule is in our stylesheet
 * (src/design/global.css.ts). Build only; the development server injects styles itself.
 */
function cspSafePressableStyle(): Plugin {
  return {
    name: 'croupier:csp-safe-pressable-style',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tagged = html.replace(/<link rel="stylesheet"(?![^>]*\bid=)/, '<link rel="stylesheet" id="react-aria-pressable-style"')
        if (tagged === html) throw new Error('croupier:csp-safe-pressable-style: index.html has no stylesheet link to tag')
        return tagged
      },
    },
  }
}

const platform = process.env.PLATFORM_URL ?? 'http://127.0.0.1:8080'

// Vite serves src/ at the site root, so `/api/...` is also where src/api/*.ts modules live in
// development: only the versioned API paths go to the platform.
const proxy = {
  '^/api/v[0-9]+/': { target: platform, changeOrigin: false },
  '/api/docs': { target: platform },
  '/dev/outbox': { target: platform },
  '/healthz': { target: platform },
  '/ws': { target: platform.replace(/^http/, 'ws'), ws: true },
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: 'src',
  publicDir: 'public',
  plugins: [
    // The router plugin must run before react() so that code-split route chunks are transformed.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, ...routerPaths }),
    react(),
    lingui(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    vanillaExtractPlugin(),
    cspSafePressableStyle(),
    precompress(),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    // Production builds ship no source maps: they would publish the whole client source.
    sourcemap: false,
    // Lets the size report and the platform's preload hints find each route's chunks.
    manifest: true,
    // One stylesheet: vanilla-extract's per-chunk CSS was five requests before the first paint.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Everything the entry loads statically in one chunk, rather than the twenty small chunks
        // that modules shared with lazy routes became (each a request before the first paint).
        // Lazy routes, dialogs and catalogs stay chunks of their own. docs/decisions.md.
        // The locale layout and the home route's code (and what they import that the entry does
        // not) likewise make one chunk: the home page's first paint waited on twenty requests.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            { name: 'home', test: /[\\/]routes[\\/]\$langmarket(?:[\\/]index)?\.tsx\?tsr-split=component/, priority: 1 },
          ],
        },
      },
    },
  },
  // The server build (entry-server.tsx, the platform's first paint) bundles its dependencies as
  // the client's does, tree-shaken: loaded from node_modules whole (react-aria's every component),
  // they cost the platform ~40 MB of memory.
  ssr: { noExternal: true },
  // …and, like the client's, only the production builds of what it bundles: CommonJS packages
  // (react-dom) choose theirs by process.env.NODE_ENV, which vite replaces in client builds only.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') } } : {}),
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
}))
