import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'

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

export default defineConfig({
  root: 'src',
  publicDir: 'public',
  plugins: [
    // The router plugin must run before react() so that code-split route chunks are transformed.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Absolute, because the plugin resolves relative paths against vite's root (src/).
      routesDirectory: fileURLToPath(new URL('./src/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url)),
    }),
    react(),
    lingui(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    vanillaExtractPlugin(),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // Production builds ship no source maps: they would publish the whole client source.
    sourcemap: false,
    // Lets the size report and the platform's preload hints find each route's chunks.
    manifest: true,
  },
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
})
